/**
 * Latin Vocabulary: "<Latin word> means:" with four English options.
 *
 * Data: content/data/languages/latin.json, built by extract.ts from a word list written for
 * Ricebowl (content/data/languages/hand/latin.txt, CC0 1.0): each headword with its part of speech,
 * gender and main English meaning, checked against dictionary-form rules (no Latin dictionary is packaged on npm). The build stops on any disagreement
 * the list does not explain. Hand-review verdicts (content/review/latin-vocabulary.json) are applied
 * on top. Difficulty is the SUBTLEX-US rank of its English meaning (there is no Latin frequency list).
 *
 * Levels: the words, easiest first, are cut into five equal bands and 220 questions are taken
 * evenly from each band. Distractors are English meanings of other words of the same part of
 * speech and band, never sharing a meaning word or a WordNet synset with the question's word
 * (so no synonym of a right answer is offered as wrong); from level 3 on they come from the same
 * semantic field where possible. See common.ts (buildVocabLevels).
 */
import type { Pack } from '../../src/pack.js';
import { buildForeignVocabPack } from './common.js';

export const MACHINE_NAME = 'latin-vocabulary';

export function buildLatinVocabularyPack(): Pack {
  return buildForeignVocabPack({
    extract: 'latin.json',
    machineName: MACHINE_NAME,
    label: 'Latin Vocabulary',
    language: 'Latin',
    pinned: ['canis', 'aqua'],
  });
}
