/**
 * Hand-review verdicts of the vocabulary packs (content/review/<machine_name>.json), applied by
 * the pack generators so that a review survives rebuilds and can be redone.
 *
 * A review file lists every question of the reviewed levels by its prompt word (the word as
 * the extract shows it, e.g. "une maison"):
 *   keep — checked: the answer is the word's main sense, the article and spelling are right and
 *          no wrong option is also right;
 *   fix  — checked and corrected: `word` replaces the prompt (article, spelling), `meanings`
 *          replaces the English meanings (the first is the answer), `avoid` lists wrong options
 *          that are too close to right and must never be offered for this word, `pos` its part
 *          of speech when the new answer has another one, `note` replaces the facts shown after the
 *          answer when they restate the old answer (kanji);
 *   drop — the word leaves the pack (`reason` says why).
 * content/src/review.test.ts fails when a reviewed level holds a question without a verdict, so a
 * change of the data or of the generator forces the review to be extended.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { VocabRecord } from './common.js';

export const REVIEW_DIR = fileURLToPath(new URL('../../review/', import.meta.url));

export type Verdict =
  | { verdict: 'keep' }
  | {
      verdict: 'fix';
      word?: string;
      meanings?: string[];
      avoid?: string[];
      pos?: string;
      note?: string;
      reason: string;
    }
  | { verdict: 'drop'; reason: string };

export interface Review {
  pack: string;
  /** Levels whose every question carries a verdict. */
  levels: string[];
  reviewer: string;
  date: string;
  items: Record<string, Verdict>;
}

export function reviewPath(machineName: string): string {
  return `${REVIEW_DIR}${machineName}.json`;
}

export function loadReview(machineName: string): Review | undefined {
  const path = reviewPath(machineName);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as Review;
}

/**
 * Applies the verdicts to the extract's records: fixes replace word, meanings and avoided
 * options; dropped records are marked (they stay in the distractor pools and in the difficulty
 * bands, so that a drop changes no other question).
 */
export function applyReview(records: VocabRecord[], review: Review | undefined): VocabRecord[] {
  if (!review) return records;
  return records.map((r) => {
    const v = review.items[r.word];
    if (!v || v.verdict === 'keep') return r;
    if (v.verdict === 'drop') return { ...r, dropped: true };
    return {
      ...r,
      ...(v.word ? { word: v.word } : {}),
      ...(v.meanings ? { meanings: v.meanings } : {}),
      ...(v.avoid ? { avoid: v.avoid } : {}),
      ...(v.pos ? { pos: v.pos } : {}),
      ...(v.note ? { note: v.note } : {}),
    };
  });
}
