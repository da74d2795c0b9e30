/**
 * Issue 15 §2 (vocabulary you can trust) and the measured sample: the hand-review verdicts in
 * content/review/<pack>.json cover every question of the reviewed levels and are applied; no
 * answer is a false friend; the German and Italian packs carry no GPL/AGPL data; the sample's
 * verdicts are complete and give a reason for every non-right one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { falseFriends, HAND_LANGUAGES, readHandList } from '../scripts/languages/hand-list.js';
import { loadReview, REVIEW_DIR, type Review } from '../scripts/languages/review.js';
import { spellingKey } from '../scripts/languages/common.js';
import { loadSample, SAMPLE_SEED } from '../review/sample.js';
import { loadPacks, type Pack } from './index.js';

const packs = new Map(loadPacks().map((p) => [p.category.machine_name, p]));
const reviews = readdirSync(REVIEW_DIR)
  .filter((f) => f.endsWith('-vocabulary.json') || f === 'kanji.json')
  .map((f) => loadReview(f.replace(/\.json$/, '')) as Review);

const word = (text: string) => text.replace(/ means:$/, '');
/** The verdict of a prompt: listed under it, or under the word a fix renamed. */
function verdictOf(review: Review, prompt: string) {
  return review.items[prompt] ?? Object.values(review.items).find((v) => v.verdict === 'fix' && v.word === prompt);
}

describe('hand review', () => {
  it('exists for the vocabulary packs', () => {
    expect(reviews.map((r) => r.pack)).toEqual(expect.arrayContaining(['german-vocabulary', 'italian-vocabulary']));
  });

  describe.each(reviews.map((r) => [r.pack, r] as const))('%s', (name, review) => {
    const pack = packs.get(name) as Pack;

    it('has a keep or fix verdict for every question of the reviewed levels', () => {
      for (const level of review.levels) {
        for (const item of pack.levels[level] ?? []) {
          const v = verdictOf(review, word(item.text));
          expect(v, `${name} L${level} ${item.text}: not reviewed`).toBeDefined();
          expect(v?.verdict, item.text).not.toBe('drop');
        }
      }
    });

    it('applies its fixes and drops', () => {
      const byPrompt = new Map(
        Object.values(pack.levels)
          .flat()
          .map((i) => [word(i.text), i]),
      );
      for (const [w, v] of Object.entries(review.items)) {
        if (v.verdict === 'drop') expect(byPrompt.has(w), `${w} was dropped`).toBe(false);
        if (v.verdict !== 'fix') continue;
        const item = byPrompt.get(v.word ?? w);
        if (!item) continue; // a fixed word outside the built levels
        if (v.meanings) expect(spellingKey(item.answer), w).toBe(spellingKey(v.meanings[0] as string));
        for (const a of v.avoid ?? []) expect(item.distractors.map(spellingKey), w).not.toContain(spellingKey(a));
      }
    });
  });
});

describe('word lists', () => {
  it.each(HAND_LANGUAGES.map((l) => [l]))('%s: no answer is a false friend of its word', (language) => {
    const friends = falseFriends(language);
    const pack = packs.get(`${language}-vocabulary`) as Pack;
    for (const item of Object.values(pack.levels).flat()) {
      const bare = word(item.text).replace(/^(der|die|das|el|la|le|il|lo|o|a) |^l'/, '');
      expect(friends[bare] ?? [], item.text).not.toContain(item.answer.replace(/^to /, '').toLowerCase());
    }
  });

  it.each(HAND_LANGUAGES.map((l) => [l]))('%s: every line parses and has a main meaning', (language) => {
    const entries = readHandList(language);
    expect(entries.length).toBeGreaterThan(1000);
    for (const e of entries) expect(e.meanings[0]?.trim(), e.word).toBeTruthy();
  });

  it('the German and Italian packs name no GPL or AGPL source', () => {
    for (const name of ['german-vocabulary', 'italian-vocabulary']) {
      const text = readFileSync(new URL(`../packs/${name}.json`, import.meta.url), 'utf8');
      expect(text, name).not.toMatch(/GPL|FreeDict/);
    }
  });
});

describe('measured sample', () => {
  const sample = loadSample(SAMPLE_SEED);

  it('covers every category group with at least 400 questions in all', () => {
    expect(sample).toBeDefined();
    expect(sample!.items.length).toBeGreaterThanOrEqual(400);
    const groups = new Set([...packs.values()].map((p) => p.category.category_group));
    expect(new Set(sample!.items.map((i) => i.group))).toEqual(groups);
  });

  it('is judged throughout, with a reason for every wrong or ambiguous verdict', () => {
    for (const i of sample!.items) {
      expect(['right', 'wrong', 'ambiguous'], `${i.pack} ${i.text}`).toContain(i.verdict);
      if (i.verdict !== 'right') expect(i.reason, `${i.pack} ${i.text}`).toBeTruthy();
    }
  });
});
