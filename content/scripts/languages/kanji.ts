/**
 * Kanji: "<kanji> means:" with four English options.
 *
 * Data: content/data/languages/kanji.json (extract-japanese.ts): the JLPT N5-N1 kanji lists of
 * the `kanji` npm package with KANJIDIC2 meanings, readings, grade and frequency (CC BY-SA 4.0)
 * and kanjium look-alikes (CC BY-SA 4.0).
 *
 * Levels: 1 = JLPT N5 and N4, 2 = N3, 3 = N2, 4 = the more frequent half of N1 (KANJIDIC
 * newspaper frequency), 5 = the rest of N1. Up to 220 kanji per level, spread over the level.
 * Distractors: meanings of other kanji of the same level and part of speech that share no
 * meaning word or WordNet synset with any meaning of the question's kanji. From level 3 on the
 * meanings of look-alike kanji (kanjium: 未/末, 土/士 …) are offered first, then kanji of the
 * same semantic field.
 * Main meanings: KANJIDIC lists a kanji's senses in no order of use, so where its first sense is
 * rare the hand-kept fixes in content/review/kanji.json put the main one first (匹: counter for
 * small animals, not "equal").
 */
import type { Pack } from '../../src/pack.js';
import {
  buildVocabLevels,
  category,
  finishPack,
  passesGateRecord,
  readData,
  type VocabRecord,
  type VocabRow,
  fromRow,
} from './common.js';
import { applyReview, loadReview } from './review.js';

export const MACHINE_NAME = 'kanji';

export function buildKanjiPack(): Pack {
  const data = readData<{ rows: VocabRow[]; lookalikes: Record<string, string[]> }>('kanji.json');
  const records = applyReview(data.rows.map(fromRow), loadReview(MACHINE_NAME))
    .filter(passesGateRecord)
    .sort((a, b) => a.rank - b.rank || a.word.localeCompare(b.word));
  const n1 = records.filter((r) => r.rank >= 40000);
  const n1Split = n1[Math.floor(n1.length / 2)]?.rank ?? Infinity;
  const byKanji = new Map(records.map((r) => [r.word, r]));
  const levelOf = (r: VocabRecord) => (r.rank < 40000 ? Math.floor(r.rank / 10000) : r.rank < n1Split ? 4 : 5);
  const levels = buildVocabLevels(records, {
    machineName: MACHINE_NAME,
    levels: 5,
    perLevel: 220,
    levelOf,
    pinned: (r) => ['猫', '水', '犬', '日'].includes(r.word),
    text: (r) => `${r.word} means:`,
    learnMore: (r) => `<p>${r.note ?? ''}</p>`,
    preferred: (r, level, pool) => {
      if (level < 3) return [];
      const alike = (data.lookalikes[r.word] ?? []).map((k) => byKanji.get(k)).filter((x): x is VocabRecord => !!x);
      return [...alike, ...pool.filter((c) => c.field === r.field && c.pos === r.pos && r.field >= 0)];
    },
  });
  return finishPack(category(MACHINE_NAME, 'Kanji', 'japanese', 5), levels);
}
