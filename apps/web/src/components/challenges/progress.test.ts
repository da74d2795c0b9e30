import { describe, expect, it } from 'vitest';
import { challengePercent, meterImage, meterTier, milestoneLevel, nextMilestone } from './progress';

describe('challengePercent = floor(raised / (goal / 100)) (SPEC §9)', () => {
  it.each([
    [0, 1000, 0],
    [90, 1000, 9],
    [99, 1000, 9],
    [100, 1000, 10],
    [290, 1000, 29],
    [300, 1000, 30],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1500, 1000, 150],
    // Whole grains, exact: floating point would give 28.999… → 28 for some of these.
    [87, 300, 29],
    [58, 200, 29],
    [7, 7, 100],
  ])('%i of %i grains is %i %%', (raised, goal, percent) => {
    expect(challengePercent(raised, goal)).toBe(percent);
  });

  it('is 0 for a challenge without a goal, or with nothing raised', () => {
    expect(challengePercent(500, 0)).toBe(0);
    expect(challengePercent(0, 0)).toBe(0);
    expect(challengePercent(-10, 100)).toBe(0);
  });
});

describe('meter tiers 0, 10, 30, 50, 70, 90, 100 (SPEC §4)', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 10],
    [29, 10],
    [30, 30],
    [49, 30],
    [50, 50],
    [69, 50],
    [70, 70],
    [89, 70],
    [90, 90],
    [99, 90],
    [100, 100],
    [250, 100],
  ])('%i %% shows the tier %i', (percent, tier) => {
    expect(meterTier(percent)).toBe(tier);
    expect(meterImage(percent)).toBe(`/challenges/meter-${tier}.svg`);
  });
});

describe('milestone level: the last milestone reached, shown as level + 1', () => {
  const milestones = [1000, 10_000, 50_000];
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [9999, 1],
    [10_000, 2],
    [49_990, 2],
    [50_000, 3],
    [80_000, 3],
  ])('%i grains reach level %i', (rice, level) => {
    expect(milestoneLevel(rice, milestones)).toBe(level);
  });

  it('reads milestones in any order, and none means level 0', () => {
    expect(milestoneLevel(12_000, [50_000, 1000, 10_000])).toBe(2);
    expect(milestoneLevel(12_000, [])).toBe(0);
  });

  it('names the next milestone, or none once all are reached', () => {
    expect(nextMilestone(0, milestones)).toBe(1000);
    expect(nextMilestone(1000, milestones)).toBe(10_000);
    expect(nextMilestone(50_000, milestones)).toBeNull();
  });
});
