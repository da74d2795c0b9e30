/**
 * Wrong answers chosen so that the options give nothing away (issue 15 §3): see
 * OptionSetBalancer. The rates it keeps near blind guessing are the ones content/src/giveaways.ts
 * measures, computed here with the same functions.
 */
import { CHANCE, choose, echoesQuestion, isolatedOption, numericValue, oddLength, oddShape } from '../src/giveaways.js';
import { shuffle, type Rng } from './lib.js';

/** The give-aways of a single option set that OptionSetBalancer keeps near blind guessing. */
const SET_METRICS = ['shape', 'length', 'overlap', 'median', 'isolated'] as const;

type SetMetric = (typeof SET_METRICS)[number];

interface Tally {
  yes: number;
  of: number;
}

/**
 * Cost per question of drift away from a fair share of same-answer questions among shared sets,
 * and from a fair tally of the shown-set give-aways. Weighed nearly alike: with recurring at 2,
 * english-grammar's overlap falls below chance - 10.
 */
const RECURRING_COST = 0.5;
const DRIFT_COST = 0.35;

/** Extra costs a subject may put on a candidate set, in the same units as the drift costs. */
export interface BalancerCosts {
  /** Per place in the order the sets are offered (a later, less level-suited set must gain this much). */
  order?: number;
  /** For asking a set again at all (a fresh set gives nothing away). */
  reuse?: number;
}

/**
 * Picks wrong answers for the questions of one subject so that the right answer varies among
 * questions that end up with the same options ("recurring"), and is the only option sharing a
 * word with the question, the one of a different shape or length, a middle value or the value
 * standing apart about as often as blind guessing would make it. Of the candidate wrong-answer
 * sets it takes the one whose tallies drift least from blind guessing's, so the first questions
 * leave room for the later ones to even out. The sets offered are all plausible, so the choice
 * costs no correctness.
 */
export class OptionSetBalancer {
  /** The answers of the questions asked with each option set (setKey). */
  private readonly answersBySet = new Map<string, Map<string, number>>();
  /** Over the shared sets: how far same-answer sharing exceeds chance's (see recurringStep). */
  private recurringExcess = 0;
  private readonly tallies = emptyTallies();
  private readonly order: number;
  private readonly reuse: number;

  constructor(costs: BalancerCosts = {}) {
    this.order = costs.order ?? 0;
    this.reuse = costs.reuse ?? 0;
  }

  /** Of `sets` (wrong-answer sets, in order of preference) for the question `text` → `answer`, the fairest (recorded); [] if none. */
  choose(text: string, answer: string, sets: readonly (readonly string[])[]): string[] {
    let best: { wrong: readonly string[]; cost: number } | undefined;
    sets.forEach((wrong, i) => {
      if (wrong.length === 0) return;
      const shown = shownGiveaways(text, answer, wrong);
      const answers = this.answersBySet.get(setKey(answer, wrong));
      const recurring = recurringStep(answers, answer, 1 / (wrong.length + 1));
      let drift = 0;
      for (const metric of SET_METRICS) drift += driftOf(this.tallies[metric], shown[metric], CHANCE[metric] / 100);
      const cost =
        this.order * i +
        (answers ? this.reuse : 0) +
        RECURRING_COST * (Math.abs(this.recurringExcess + recurring) - Math.abs(this.recurringExcess)) +
        DRIFT_COST * drift;
      if (!best || cost < best.cost) best = { wrong, cost };
    });
    if (!best) return [];
    this.record(text, answer, best.wrong);
    return [...best.wrong];
  }

  /** As choose, among `candidates` in random order (ties go to chance). */
  pick(rng: Rng, text: string, answer: string, candidates: readonly (readonly string[])[]): string[] {
    return this.choose(text, answer, shuffle(rng, candidates));
  }

  /** As pick, with the candidates `tries` draws of `draw` (a set drawn twice counts once). */
  pickDrawn(rng: Rng, text: string, answer: string, draw: () => string[], tries = 12): string[] {
    const candidates = new Map<string, string[]>();
    for (let i = 0; i < tries; i++) {
      const wrong = draw();
      candidates.set(setKey(answer, wrong), wrong);
    }
    return this.pick(rng, text, answer, [...candidates.values()]);
  }

  /** Counts an option set in the running tallies (also one chosen elsewhere: hand-written wrong answers). */
  record(text: string, answer: string, wrong: readonly string[]): void {
    const key = setKey(answer, wrong);
    const answers = this.answersBySet.get(key);
    this.recurringExcess += recurringStep(answers, answer, 1 / (wrong.length + 1));
    const shown = shownGiveaways(text, answer, wrong);
    for (const metric of SET_METRICS) {
      this.tallies[metric].yes += shown[metric].yes;
      this.tallies[metric].of += shown[metric].of;
    }
    const updated = answers ?? new Map<string, number>();
    updated.set(answer, (updated.get(answer) ?? 0) + 1);
    this.answersBySet.set(key, updated);
  }
}

function emptyTallies(): Record<SetMetric, Tally> {
  return Object.fromEntries(SET_METRICS.map((m) => [m, { yes: 0, of: 0 }])) as Record<SetMetric, Tally>;
}

/** The answer and its wrong answers, in any order: the same set whoever asks it. */
export function setKey(answer: string, wrong: readonly string[]): string {
  return [answer, ...wrong].sort().join('\u0000');
}

/** How much adding `step` moves the tally's surplus (yes beyond a `fair` share of of) away from zero. */
function driftOf(tally: Tally, step: Tally, fair: number): number {
  return Math.abs(tally.yes + step.yes - fair * (tally.of + step.of)) - Math.abs(tally.yes - fair * tally.of);
}

/**
 * How a question with `answer` added to a set already asked with `answers` changes the recurring
 * tally as giveaways.ts counts it (each question of a shared set scores the share of the others
 * with its answer), minus chance's share of that change.
 */
function recurringStep(answers: ReadonlyMap<string, number> | undefined, answer: string, chance: number): number {
  if (!answers) return 0;
  const excess = (counts: readonly number[]) => {
    const n = counts.reduce((s, c) => s + c, 0);
    return n < 2 ? 0 : counts.reduce((s, c) => s + (c * (c - 1)) / (n - 1), 0) - chance * n;
  };
  const after = [...answers].map(([a, c]) => (a === answer ? c + 1 : c));
  if (!answers.has(answer)) after.push(1);
  return excess(after) - excess([...answers.values()]);
}

/** Index of the only true flag, or -1. */
function onlyOne(flags: boolean[]): number {
  const idx = flags.flatMap((f, i) => (f ? [i] : []));
  return idx.length === 1 ? (idx[0] as number) : -1;
}

/**
 * Over the sets players see (the answer and every choice of three wrong answers), as
 * giveaways.ts counts them, as a share of those sets: in how many one option stands out (shares a
 * word with the question, has its own shape or length, or, of four numbers, stands apart), and in
 * how many of those it is the answer; in how many the options are all numbers, and in how many
 * of those the answer is a middle value.
 */
function shownGiveaways(text: string, answer: string, wrong: readonly string[]): Record<SetMetric, Tally> {
  const shown = choose(wrong, Math.min(3, wrong.length)).map((w) => [answer, ...w]);
  const out = emptyTallies();
  const count = (metric: SetMetric, index: number) => {
    if (index < 0) return;
    out[metric].of++;
    if (index === 0) out[metric].yes++;
  };
  for (const options of shown) {
    count('overlap', onlyOne(options.map((o) => echoesQuestion(text, o))));
    count('shape', oddShape(options));
    count('length', oddLength(options));
    const values = options.map(numericValue);
    if (values.every((v): v is number => v !== null) && new Set(values).size === values.length) {
      const rank = [...values].sort((a, b) => a - b).indexOf(values[0] as number);
      count('median', rank > 0 && rank < values.length - 1 ? 0 : 1);
      count('isolated', isolatedOption(values));
    }
  }
  for (const metric of SET_METRICS) {
    out[metric].yes /= shown.length;
    out[metric].of /= shown.length;
  }
  return out;
}
