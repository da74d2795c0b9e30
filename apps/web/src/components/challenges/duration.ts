import { translator } from '../../i18n/translator';
import { challengePhase, type ChallengePhase } from '@ricebowl/contract';

/** The units of a challenge's timing texts (SPEC §2), largest first; a month counts 30 days. */
export const DURATION_UNITS = [
  ['month', 30 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number][0];

export interface DurationPart {
  unit: DurationUnit;
  count: number;
}

/**
 * The two most significant units of a duration: the largest unit with a count, and the unit right
 * below it when that one has a count too (1 day 0 hours 5 minutes is "1 day"). Seconds are dropped;
 * under a minute there are no parts.
 */
export function durationParts(seconds: number): DurationPart[] {
  let rest = Math.max(0, Math.floor(seconds));
  const all = DURATION_UNITS.map(([unit, size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return { unit, count };
  });
  const first = all.findIndex((part) => part.count > 0);
  if (first === -1) return [];
  return all.slice(first, first + 2).filter((part) => part.count > 0);
}

/** A duration in the player's language: "2 months, 3 days", "1 hour", "less than a minute". */
export function formatDuration(seconds: number): string {
  const parts = durationParts(seconds).map(({ unit, count }) =>
    translator.t(`challenges.duration.${unit}`, {
      count,
      formatted: new Intl.NumberFormat(translator.language).format(count),
    }),
  );
  if (parts.length === 0) return translator.t('challenges.duration.lessThanMinute');
  if (parts.length === 1) return parts[0]!;
  return translator.t('challenges.duration.pair', { first: parts[0], second: parts[1] });
}

/** The phase of a challenge now, and its timing text: starts in …, … left, finished … ago. */
export function challengeTiming(
  challenge: { datetime_start: number; datetime_end: number },
  nowSeconds: number,
): { phase: ChallengePhase; text: string } {
  const phase = challengePhase(challenge, nowSeconds);
  if (phase === 'not_started') {
    return {
      phase,
      text: translator.t('challenges.timing.startsIn', {
        duration: formatDuration(challenge.datetime_start - nowSeconds),
      }),
    };
  }
  if (phase === 'active') {
    return {
      phase,
      text: translator.t('challenges.timing.left', { duration: formatDuration(challenge.datetime_end - nowSeconds) }),
    };
  }
  return {
    phase,
    text: translator.t('challenges.timing.finishedAgo', {
      duration: formatDuration(nowSeconds - challenge.datetime_end),
    }),
  };
}
