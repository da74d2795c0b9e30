import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { isTooFast, isTripped, minimumAnswerMs, readingLength } from './thresholds.js';

const settings = loadConfig({}).anticheat;

const question = (text: string, options: string[]) => ({ text, options: options.map((o) => ({ text: o })) });
const short = question('7 x 8', ['56', '54', '64', '48']);
const long = question('Which of these words means the same as "ephemeral", lasting for a very short time?', [
  'short-lived',
  'everlasting',
  'transparent',
  'enormous and heavy',
]);

describe('anti-cheat thresholds (shipped defaults)', () => {
  it('ships the defaults ADR 009 reasons about', () => {
    expect(settings).toEqual({
      minAnswerMs: 500,
      msPerChar: 4,
      maxAnswerMs: 1200,
      fastAnswers: 10,
      fastWindowMs: 600_000,
      rateAnswers: 180,
      rateWindowMs: 180_000,
      cooldownMs: 600_000,
      paceMs: 1500,
      paceMsPerChar: 20,
      burstMs: 30_000,
      hourAnswers: 1500,
      dayAnswers: 8000,
      clientPlayers: 40,
      activeMs: 60_000,
    });
  });

  it('counts the question and its options as what must be read', () => {
    expect(readingLength(short)).toBe(5 + 2 * 4);
  });

  it('asks a base time plus reading time per character, capped for long questions', () => {
    expect(minimumAnswerMs(settings, short)).toBe(500 + 4 * 13);
    expect(minimumAnswerMs(settings, question('?', []))).toBe(504);
    // 133 characters: a fast reader's 1,032 ms.
    expect(minimumAnswerMs(settings, long)).toBe(500 + 4 * 133);
    expect(minimumAnswerMs(settings, question('x'.repeat(176), ['a', 'b', 'c', 'd']))).toBe(1200);
  });

  it('catches a bot answering at once or after 400 ms, even on the shortest question', () => {
    for (const q of [short, long, question('', [])]) {
      expect(isTooFast(settings, q, 0)).toBe(true);
      expect(isTooFast(settings, q, 400)).toBe(true);
    }
  });

  it('never calls a person too fast who takes 1.5 s or more, however long the question', () => {
    const huge = question('x'.repeat(5000), ['a'.repeat(500), 'b', 'c', 'd']);
    for (const q of [short, long, huge]) {
      for (const elapsed of [1500, 2000, 4000, 60_000]) expect(isTooFast(settings, q, elapsed)).toBe(false);
    }
  });

  it('is not too fast at exactly the minimum', () => {
    expect(isTooFast(settings, short, 552)).toBe(false);
    expect(isTooFast(settings, short, 551)).toBe(true);
  });

  it('trips on repeated evidence only, never on a single answer', () => {
    expect(isTripped(settings, { fast: 1, answers: 1 })).toBe(false);
    expect(isTripped(settings, { fast: 9, answers: 179 })).toBe(false);
    expect(isTripped(settings, { fast: 10, answers: 10 })).toBe(true);
    expect(isTripped(settings, { fast: 0, answers: 180 })).toBe(true);
  });

  it('reads its thresholds from the environment and refuses nonsense', () => {
    const custom = loadConfig({ ANTICHEAT_FAST_ANSWERS: '5', ANTICHEAT_RATE_WINDOW_S: '60' }).anticheat;
    expect(custom).toMatchObject({ fastAnswers: 5, rateWindowMs: 60_000 });
    expect(() => loadConfig({ ANTICHEAT_FAST_ANSWERS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANTICHEAT_MS_PER_CHAR: 'fast' })).toThrow(/ANTICHEAT_MS_PER_CHAR/);
  });
});
