/**
 * Fair option sets for the knowledge subjects (issue 15 §3). Left to itself, pickDistractors gives
 * every question with the same answer and the same candidates (thirty American writers, every
 * 20th-century battle) the same option set, and it never looks at how the answer is written: in a
 * subject whose answers are often "United States" among one-word countries, the two-word option
 * is the answer.
 *
 * A FairOptions object belongs to one subject's build. For each question it is offered several
 * plausible distractor sets, best-suited to the level first, and keeps the one that best holds
 * the subject's running tallies near blind guessing:
 *   - recurring: a set asked before is avoided; where sets must come back (six periods of music
 *     make only fifteen sets of four), the questions sharing one get different answers about as
 *     often as chance would give them;
 *   - shape, length and overlap: among the shown sets where one option alone has another format
 *     (number of words, capitals, digits) or length, or alone shares a word with the question, the
 *     answer is that option about a quarter of the time, neither much more nor much less;
 *   - median and isolated, for years: the answer is one of the two middle values about half the
 *     time, and the one standing apart about a quarter of the time (the ladders of common.ts are
 *     fair on average; with a few dozen Nobel years chance alone can stray).
 * The sets offered are all plausible, so the choice among them costs no correctness.
 */
import {
  CHANCE,
  choose,
  echoesQuestion,
  isolatedOption,
  numericValue,
  oddLength,
  oddShape,
} from '../../src/giveaways.js';
import type { Rng } from '../lib.js';
import { rankCandidates, type Candidate } from './common.js';

interface Tally {
  yes: number;
  of: number;
}

/** How much a later (less level-suited) set must gain to be preferred, per place in the order. */
const ORDER_COST = 0.02;
/** Cost of asking a set again at all (a fresh set gives nothing away). */
const REUSE_COST = 0.3;
/** Cost per question of drift away from a fair share of same-answer questions among shared sets. */
const RECURRING_COST = 2;
/** Cost per question of drift away from a fair tally of the shown-set give-aways (shape, length, overlap, median, isolated). */
const DRIFT_COST = 0.35;

export class FairOptions {
  /** The answers of the questions asked with each option set (answer and distractors, sorted). */
  private readonly asked = new Map<string, Map<string, number>>();
  /** Over the sets asked more than once: how far same-answer sharing exceeds chance's (see recurringStep). */
  private readonly recurring: Tally = { yes: 0, of: 0 };
  private readonly shape: Tally = { yes: 0, of: 0 };
  private readonly length: Tally = { yes: 0, of: 0 };
  private readonly overlap: Tally = { yes: 0, of: 0 };
  private readonly median: Tally = { yes: 0, of: 0 };
  private readonly isolated: Tally = { yes: 0, of: 0 };

  /** Of `sets` (distractor sets, the best-suited first) for the question `text`, the fairest; it is recorded as asked. */
  choose(text: string, answer: string, sets: readonly string[][]): string[] {
    const echoes = (options: string[]) => {
      const flags = options.map((o) => echoesQuestion(text, o));
      return flags.filter(Boolean).length === 1 ? flags.indexOf(true) : -1;
    };
    let best: Choice | null = null;
    sets.forEach((set, i) => {
      if (set.length === 0) return;
      const answers = this.asked.get(setKey(answer, set));
      const shape = shownRate(answer, set, oddShape);
      const length = shownRate(answer, set, oddLength);
      const overlap = shownRate(answer, set, echoes);
      const median = shownRate(answer, set, middleValue);
      const isolated = shownRate(answer, set, isolatedValue);
      const recurring = recurringStep(answers, answer, 1 / (set.length + 1));
      const cost =
        ORDER_COST * i +
        (answers ? REUSE_COST : 0) +
        RECURRING_COST * drift(this.recurring, recurring, 0) +
        DRIFT_COST *
          (drift(this.shape, shape) +
            drift(this.length, length) +
            drift(this.overlap, overlap) +
            drift(this.median, median, CHANCE.median / 100) +
            drift(this.isolated, isolated));
      if (!best || cost < best.cost) best = { set, cost, shape, length, overlap, median, isolated, recurring };
    });
    const chosen = best as Choice | null;
    if (!chosen) return [];
    add(this.shape, chosen.shape);
    add(this.length, chosen.length);
    add(this.overlap, chosen.overlap);
    add(this.median, chosen.median);
    add(this.isolated, chosen.isolated);
    add(this.recurring, chosen.recurring);
    const key = setKey(answer, chosen.set);
    const answers = this.asked.get(key) ?? new Map<string, number>();
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    this.asked.set(key, answers);
    return chosen.set;
  }

  /**
   * Distractors from ranked candidates: the sets of `count` among the seven candidates best suited
   * to the level (rankCandidates), those made of better-ranked candidates offered first.
   */
  pick(
    rng: Rng,
    text: string,
    answer: string,
    candidates: readonly Candidate[],
    level: number,
    levels: number,
    count = 3,
  ): string[] {
    const ranked = rankCandidates(rng, candidates, level, levels);
    const pool = ranked.slice(0, Math.max(count, 7));
    const sets = choose(
      pool.map((value, rank) => ({ value, rank })),
      Math.min(count, pool.length),
    )
      .sort((a, b) => rankSum(a) - rankSum(b))
      .map((set) => set.map((c) => c.value));
    return this.choose(text, answer, sets);
  }

  /** Distractors from `draws` independent draws of a generator (years, centuries). */
  draw(text: string, answer: string, draws: number, generate: () => string[]): string[] {
    return this.choose(
      text,
      answer,
      Array.from({ length: draws }, () => generate()),
    );
  }
}

interface Choice {
  set: string[];
  cost: number;
  shape: Tally;
  length: Tally;
  overlap: Tally;
  median: Tally;
  isolated: Tally;
  recurring: Tally;
}

/** Four numeric options: 0 when the answer (first) is one of the two middle values, else 1; -1 when not all numbers. */
function middleValue(options: string[]): number {
  const values = options.map(numericValue);
  if (!values.every((v): v is number => v !== null) || new Set(values).size !== values.length) return -1;
  const rank = [...values].sort((a, b) => a - b).indexOf(values[0] as number);
  return rank > 0 && rank < values.length - 1 ? 0 : 1;
}

/** Four numeric options: the index of the one farthest from its neighbours, or -1. */
function isolatedValue(options: string[]): number {
  const values = options.map(numericValue);
  if (!values.every((v): v is number => v !== null) || new Set(values).size !== values.length) return -1;
  return isolatedOption(values);
}

function rankSum(set: readonly { rank: number }[]): number {
  return set.reduce((s, c) => s + c.rank, 0);
}

function setKey(answer: string, set: readonly string[]): string {
  return [answer, ...set].sort().join('\u0000');
}

/** Over the shown sets (the answer and each choice of three wrong options): where `odd` finds one option, and whether it is the answer. */
function shownRate(answer: string, set: readonly string[], odd: (options: string[]) => number): Tally {
  const shown = choose(set, Math.min(3, set.length));
  const found = shown.map((wrong) => odd([answer, ...wrong])).filter((index) => index >= 0);
  return { yes: found.filter((index) => index === 0).length / shown.length, of: found.length / shown.length };
}

/**
 * How a question with `answer` added to a set already asked with `answers` changes the recurring
 * tally, as the measure counts it: each question of a shared set scores the share of the others
 * with its answer. `yes` is that change minus chance's (`of` is left at 0: chance is in `yes`).
 */
function recurringStep(answers: ReadonlyMap<string, number> | undefined, answer: string, chance: number): Tally {
  if (!answers) return { yes: 0, of: 0 };
  const excess = (counts: readonly number[]) => {
    const n = counts.reduce((s, c) => s + c, 0);
    return n < 2 ? 0 : counts.reduce((s, c) => s + (c * (c - 1)) / (n - 1), 0) - chance * n;
  };
  const before = [...answers.values()];
  const after = [...answers].map(([a, c]) => (a === answer ? c + 1 : c));
  if (!answers.has(answer)) after.push(1);
  return { yes: excess(after) - excess(before), of: 0 };
}

const FAIR = CHANCE.shape / 100;

/** How much adding `step` moves the tally's surplus (yes beyond a `fair` share of of) away from zero. */
function drift(tally: Tally, step: Tally, fair = FAIR): number {
  const before = Math.abs(tally.yes - fair * tally.of);
  const after = Math.abs(tally.yes + step.yes - fair * (tally.of + step.of));
  return after - before;
}

function add(tally: Tally, step: Tally): void {
  tally.yes += step.yes;
  tally.of += step.of;
}
