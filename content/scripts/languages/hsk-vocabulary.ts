/**
 * Chinese HSK Vocabulary: "<hanzi> (<pinyin>) means:" with four English options.
 *
 * Data: content/data/languages/hsk.json (extract-chinese.ts): the HSK 2.0 word lists with
 * CC-CEDICT readings and definitions (CC BY-SA 4.0), as bundled in chinese-lexicon.
 *
 * Levels follow the official HSK levels: 1 = HSK 1 and 2, 2 = HSK 3, 3 = HSK 4, 4 = HSK 5,
 * 5 = HSK 6 (the extract keeps the 1,000 most frequent words of HSK 5 and 6). Each level takes up
 * to 220 words spread evenly over its list (lists are ordered by SUBTLEX-CH frequency).
 * Distractors: definitions of other words of the same HSK level and part of speech, never
 * sharing a definition word or a WordNet synset with any definition of the question's word;
 * from level 3 on, preferably from the same semantic field. Nor is a wrong option a WordNet
 * near-synonym of the answer (sense-checks.ts: "to dislike" for 厌恶 "to loathe").
 */
import type { Pack } from '../../src/pack.js';
import { buildVocabLevels, category, finishPack, loadReviewedVocab } from './common.js';
import { nearSynonymCheck } from './sense-checks.js';

export const MACHINE_NAME = 'chinese-hsk-vocabulary';

export function buildChineseHskVocabularyPack(): Pack {
  const records = loadReviewedVocab('hsk.json', MACHINE_NAME);
  const near = nearSynonymCheck();
  const levels = buildVocabLevels(records, {
    machineName: MACHINE_NAME,
    // No near-synonym of the answer ("to dislike" for 厌恶 "to loathe"), see sense-checks.ts.
    reject: (r, c) => near(r.meanings[0] as string, c.meanings[0] as string),
    levels: 5,
    perLevel: 220,
    levelOf: (r) => Math.max(1, Math.floor(r.rank / 100000) - 1),
    pinned: (r) => ['狗 (gǒu)', '水 (shuǐ)', '猫 (māo)'].includes(r.word),
    text: (r) => `${r.word} means:`,
    learnMore: (r) => `<p>${r.note ?? ''}</p>`,
  });
  const notes =
    'Each level takes up to 220 words of its HSK band; where the first dictionary gloss is not the meaning ' +
    'learners are taught, or the English answer reads as another word ("can", "light"), the question review ' +
    'drops the question, so levels 3–5 hold fewer.';
  return finishPack({ ...category(MACHINE_NAME, 'Chinese HSK Vocabulary', 'chinese', 5), notes }, levels);
}
