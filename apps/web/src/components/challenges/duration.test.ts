import { describe, expect, it } from 'vitest';
import { challengeTiming, durationParts, formatDuration } from './duration';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

describe('formatDuration: the two most significant of months, days, hours and minutes', () => {
  it.each([
    [0, 'less than a minute'],
    [59, 'less than a minute'],
    [MINUTE, '1 minute'],
    [MINUTE + 59, '1 minute'],
    [2 * MINUTE, '2 minutes'],
    [59 * MINUTE, '59 minutes'],
    [HOUR, '1 hour'],
    [HOUR + MINUTE, '1 hour, 1 minute'],
    [2 * HOUR + 30 * MINUTE, '2 hours, 30 minutes'],
    [23 * HOUR + 59 * MINUTE + 59, '23 hours, 59 minutes'],
    [DAY, '1 day'],
    [DAY + HOUR, '1 day, 1 hour'],
    [3 * DAY + 5 * HOUR + 42 * MINUTE, '3 days, 5 hours'],
    // The unit right below the largest counts, even when it is zero: minutes are not promoted.
    [DAY + 5 * MINUTE, '1 day'],
    [29 * DAY + 23 * HOUR, '29 days, 23 hours'],
    [MONTH, '1 month'],
    [MONTH + DAY, '1 month, 1 day'],
    [2 * MONTH + 15 * DAY + 4 * HOUR, '2 months, 15 days'],
    [14 * MONTH, '14 months'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('treats negative and fractional seconds sanely', () => {
    expect(formatDuration(-5)).toBe('less than a minute');
    expect(formatDuration(HOUR + 0.9)).toBe('1 hour');
  });

  it('counts large numbers with separators', () => {
    expect(formatDuration(1500 * MONTH)).toBe('1,500 months');
    expect(durationParts(1500 * MONTH)).toEqual([{ unit: 'month', count: 1500 }]);
  });
});

describe('challengeTiming: starts in, left, finished ago (SPEC §2)', () => {
  const challenge = { datetime_start: 1_000_000, datetime_end: 1_000_000 + 10 * DAY };

  it('counts down to the start before it', () => {
    expect(challengeTiming(challenge, 1_000_000 - 2 * HOUR - 5 * MINUTE)).toEqual({
      phase: 'not_started',
      text: 'Starts in 2 hours, 5 minutes',
    });
  });

  it('counts the time left while active, from the start second on', () => {
    expect(challengeTiming(challenge, 1_000_000)).toEqual({ phase: 'active', text: '10 days left' });
    expect(challengeTiming(challenge, challenge.datetime_end - 30)).toEqual({
      phase: 'active',
      text: 'less than a minute left',
    });
  });

  it('says how long ago it finished, from the end second on', () => {
    expect(challengeTiming(challenge, challenge.datetime_end)).toEqual({
      phase: 'finished',
      text: 'Finished less than a minute ago',
    });
    expect(challengeTiming(challenge, challenge.datetime_end + MONTH + 3 * DAY)).toEqual({
      phase: 'finished',
      text: 'Finished 1 month, 3 days ago',
    });
  });
});
