import { RICE_BOWL_GRAINS_PER_FILL, RICE_BOWL_STEP } from '@ricebowl/contract';

/** Fill steps of one bowl: 50 grains in steps of 5 → steps 0 … 9. */
export const BOWL_STEPS = RICE_BOWL_GRAINS_PER_FILL / RICE_BOWL_STEP;

/** The bowl's fill step for a rice total: units of 5 within each 50 grains (SPEC §4, §9). */
export function bowlStep(rice: number): number {
  const withinBowl =
    ((Math.floor(rice) % RICE_BOWL_GRAINS_PER_FILL) + RICE_BOWL_GRAINS_PER_FILL) % RICE_BOWL_GRAINS_PER_FILL;
  return Math.floor(withinBowl / RICE_BOWL_STEP);
}

/** The counter's animation length for a change of `grains`: ceil(grains / 50) seconds (SPEC §9). */
export function counterDurationMs(grains: number): number {
  return Math.ceil(Math.abs(grains) / RICE_BOWL_GRAINS_PER_FILL) * 1000;
}
