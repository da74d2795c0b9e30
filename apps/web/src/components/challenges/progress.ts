/** A challenge's progress (SPEC §4 Challenge, §9): percent, meter tier and milestone level. */

/** The meter images there are, one per tier (SPEC §9 progress tiers). */
export const METER_TIERS = [0, 10, 30, 50, 70, 90, 100] as const;
export type MeterTier = (typeof METER_TIERS)[number];

/**
 * floor(raised / (goal / 100)) — worked out as floor(raised * 100 / goal) so whole grains give an
 * exact answer (no 28.999… from floating point). A challenge without a goal shows 0 %; the percent
 * may pass 100 once the goal is beaten.
 */
export function challengePercent(raised: number, goal: number): number {
  if (!(goal > 0) || !(raised > 0)) return 0;
  return Math.floor((raised * 100) / goal);
}

/** The highest tier at or below the percent. */
export function meterTier(percent: number): MeterTier {
  let tier: MeterTier = 0;
  for (const t of METER_TIERS) if (percent >= t) tier = t;
  return tier;
}

/** The meter image of the tier (apps/web/public/challenges). */
export function meterImage(percent: number): string {
  return `/challenges/meter-${meterTier(percent)}.svg`;
}

/**
 * How many of the milestones the rice has reached: the position (1-based) of the last milestone
 * reached, 0 before the first. The screen shows it as level + 1, so a challenge starts at level 1.
 */
export function milestoneLevel(rice: number, milestones: readonly number[]): number {
  let level = 0;
  [...milestones]
    .sort((a, b) => a - b)
    .forEach((milestone, index) => {
      if (rice >= milestone) level = index + 1;
    });
  return level;
}

/** The next milestone to reach, or null once all are reached. */
export function nextMilestone(rice: number, milestones: readonly number[]): number | null {
  return [...milestones].sort((a, b) => a - b).find((milestone) => rice < milestone) ?? null;
}
