/**
 * Issue 15 §2 and the measured sample: every question of a subject no machine can check was read by
 * hand by two reviewers at least, and the committed packs carry the verdicts
 * (content/scripts/question-review.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  MACHINE_CHECKED,
  applyQuestionReview,
  combine,
  fewestReadings,
  loadQuestionReview,
  reviewMap,
  unreviewed,
  verdictOf,
  type ReviewEntry,
} from '../scripts/question-review.js';
import { loadPacks, type Pack, type PackItem } from './index.js';

const packs = loadPacks();

describe('applyQuestionReview', () => {
  const item = (text: string, distractors = ['b', 'c', 'd', 'e']): PackItem => ({ text, answer: 'a', distractors });
  const pack = {
    category: { machine_name: 'x', levels: 1 },
    levels: { '1': [item('kept?'), item('struck?'), item('dropped?'), item('struck bare?', ['b', 'c', 'd'])] },
  } as unknown as Pack;
  const review = reviewMap([
    { text: 'kept?', answer: 'a', verdict: 'keep' },
    { text: 'struck?', answer: 'a', verdict: 'strike', strike: ['c'], reason: 'c is right too' },
    { text: 'dropped?', answer: 'a', verdict: 'drop', reason: 'a is wrong' },
    { text: 'struck bare?', answer: 'a', verdict: 'strike', strike: ['d'], reason: 'd is right too' },
  ] satisfies ReviewEntry[]);

  it('keeps, strikes wrong answers, and drops questions left with fewer than three', () => {
    expect(applyQuestionReview(pack, review).levels['1']).toEqual([item('kept?'), item('struck?', ['b', 'd', 'e'])]);
  });

  it('leaves a question whose answer changed since the verdict unjudged', () => {
    const changed = { ...pack, levels: { '1': [{ ...item('dropped?'), answer: 'z' }] } } as Pack;
    expect(applyQuestionReview(changed, review).levels['1']).toHaveLength(1);
  });
});

describe('combine', () => {
  const keep: ReviewEntry = { text: 'q?', answer: 'a', verdict: 'keep' };
  const strike = (d: string): ReviewEntry => ({ ...keep, verdict: 'strike', strike: [d], reason: `${d} is right too` });

  it('keeps the stricter verdict of two readers and every struck answer', () => {
    expect(combine(keep, strike('b'))).toEqual({ ...strike('b'), reviews: 2 });
    expect(combine(strike('b'), strike('c'))).toEqual({
      ...keep,
      verdict: 'strike',
      strike: ['b', 'c'],
      reason: 'b is right too / c is right too',
      reviews: 2,
    });
    const drop: ReviewEntry = { ...keep, verdict: 'drop', reason: 'a is wrong' };
    expect(combine({ ...strike('b'), reviews: 2 }, drop)).toEqual({
      ...drop,
      reason: 'b is right too / a is wrong',
      reviews: 3,
    });
  });
});

describe.each(packs.map((p) => [p.category.machine_name, p] as const))('%s', (name, pack) => {
  const review = loadQuestionReview(name);

  it('is reviewed question by question unless a machine checks it', () => {
    expect(review === undefined, name).toBe(MACHINE_CHECKED.includes(name));
  });

  it.runIf(review)('has a verdict for every question, and none is dropped or offers a struck answer', () => {
    expect(unreviewed(pack).map((i) => i.text)).toEqual([]);
    for (const item of Object.values(pack.levels).flat()) {
      const entry = verdictOf(name, item);
      expect(entry?.verdict, item.text).not.toBe('drop');
      for (const d of entry?.strike ?? []) expect(item.distractors, item.text).not.toContain(d);
    }
  });

  it.runIf(review)('was read by two reviewers at least, question by question', () => {
    expect(fewestReadings(pack)).toBeGreaterThanOrEqual(2);
  });

  it.runIf(review)('gives a reason for every strike and drop', () => {
    for (const e of review?.values() ?? []) {
      if (e.verdict !== 'keep') expect(e.reason, e.text).toBeTruthy();
      if (e.verdict === 'strike') expect(e.strike?.length, e.text).toBeGreaterThan(0);
    }
  });
});
