/**
 * Wrong answers chosen so that the options give nothing away (issue 15 §3), for subjects whose
 * answers come from a small closed list (continents, titles, units, verb forms): see
 * OptionSetBalancer. The rates it keeps near blind guessing are the ones content/src/giveaways.ts
 * measures, computed here with the same functions.
 */
import { CHANCE, choose, echoesQuestion, isolatedOption, numericValue, oddLength, oddShape } from '../src/giveaways.js';
import { shuffle, type Rng } from './lib.js';

/** The give-aways of a single option set that OptionSetBalancer keeps near blind guessing. */
const SET_METRICS = ['overlap', 'shape', 'length', 'median', 'isolated'] as const;

type SetMetric = (typeof SET_METRICS)[number];

interface Tally {
  yes: number;
  of: number;
}

/**
 * Picks wrong answers for the questions of one subject so that the right answer varies among
 * questions that end up with the same options ("recurring"), and is the only option sharing a
 * word with the question, the one of a different shape or length, a middle value or the value
 * standing apart about as often as blind guessing would make it. Of the candidate wrong-answer
 * sets it takes the one that keeps the subject's running rates nearest blind guessing (random
 * among ties), so the first questions leave room for the later ones to even out.
 */
export class OptionSetBalancer {
  private readonly answersBySet = new Map<string, Map<string, number>>();
  private recurring = { yes: 0, of: 0, chance: 0 };
  private readonly tallies = emptyTallies();

  /** The fairest of `candidates` (sets of wrong answers) for the question `text` → `answer`. */
  pick(rng: Rng, text: string, answer: string, candidates: readonly (readonly string[])[]): string[] {
    let best: { wrong: readonly string[]; score: number } | undefined;
    for (const wrong of shuffle(rng, candidates)) {
      const odd = standingOut(text, answer, wrong);
      let score = 0;
      for (const metric of SET_METRICS) {
        const of = this.tallies[metric].of + odd[metric].of;
        if (of > 0) score += Math.abs((this.tallies[metric].yes + odd[metric].yes) / of - CHANCE[metric] / 100);
      }
      const recurring = this.recurringAfter(answer, wrong);
      if (recurring.of > 0) score += Math.abs(recurring.yes - recurring.chance) / recurring.of;
      if (!best || score < best.score) best = { wrong, score };
    }
    if (!best) throw new Error(`no option set for ${text}`);
    this.record(text, answer, best.wrong);
    return [...best.wrong];
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

  /** Counts an option set chosen elsewhere (hand-written wrong answers) in the running tallies. */
  record(text: string, answer: string, wrong: readonly string[]): void {
    this.recurring = this.recurringAfter(answer, wrong);
    const odd = standingOut(text, answer, wrong);
    for (const metric of SET_METRICS) {
      this.tallies[metric].yes += odd[metric].yes;
      this.tallies[metric].of += odd[metric].of;
    }
    const key = setKey(answer, wrong);
    const answers = this.answersBySet.get(key) ?? new Map<string, number>();
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    this.answersBySet.set(key, answers);
  }

  /** The subject's recurring tally, as giveaways.ts counts it, once this option set is used. */
  private recurringAfter(answer: string, wrong: readonly string[]): Tally & { chance: number } {
    const answers = this.answersBySet.get(setKey(answer, wrong)) ?? new Map<string, number>();
    const before = sharedSet([...answers.values()]);
    const after = sharedSet(
      [...answers].map(([a, n]) => (a === answer ? n + 1 : n)).concat(answers.has(answer) ? [] : [1]),
    );
    return {
      yes: this.recurring.yes + after.yes - before.yes,
      of: this.recurring.of + after.of - before.of,
      chance: this.recurring.chance + (after.of - before.of) / (wrong.length + 1),
    };
  }
}

function emptyTallies(): Record<SetMetric, Tally> {
  return Object.fromEntries(SET_METRICS.map((m) => [m, { yes: 0, of: 0 }])) as Record<SetMetric, Tally>;
}

/** The questions of one option set (answer counts) if it is shared, and their same-answer share. */
function sharedSet(counts: number[]): Tally {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < 2) return { yes: 0, of: 0 };
  return { yes: counts.reduce((sum, m) => sum + (m * (m - 1)) / (total - 1), 0), of: total };
}

function setKey(answer: string, wrong: readonly string[]): string {
  return [answer, ...wrong].sort().join('\u0000');
}

/** Index of the only true flag, or -1. */
function onlyOne(flags: boolean[]): number {
  const idx = flags.flatMap((f, i) => (f ? [i] : []));
  return idx.length === 1 ? (idx[0] as number) : -1;
}

/**
 * Over the sets players see (the answer and every choice of three wrong answers), as
 * giveaways.ts counts them: in how many one option stands out (shares a word with the question,
 * has its own shape or length, or, of four numbers, stands apart), and in how many of those it is
 * the answer; in how many the options are four numbers, and in how many of those the answer is a
 * middle value.
 */
function standingOut(text: string, answer: string, wrong: readonly string[]): Record<SetMetric, Tally> {
  const shown = choose(wrong, Math.min(3, wrong.length)).map((w) => [answer, ...w]);
  const weight = 1 / shown.length;
  const out = emptyTallies();
  const count = (metric: SetMetric, index: number) => {
    if (index < 0) return;
    out[metric].of += weight;
    if (index === 0) out[metric].yes += weight;
  };
  for (const options of shown) {
    count('overlap', onlyOne(options.map((o) => echoesQuestion(text, o))));
    count('shape', oddShape(options));
    count('length', oddLength(options));
    const values = options.map(numericValue);
    if (values.every((v): v is number => v !== null) && new Set(values).size === values.length) {
      const rank = [...values].sort((a, b) => a - b).indexOf(values[0] as number);
      out.median.of += weight;
      if (rank > 0 && rank < values.length - 1) out.median.yes += weight;
      count('isolated', isolatedOption(values));
    }
  }
  return out;
}
