/**
 * Latin Vocabulary: "<Latin word> means:" with four English options.
 *
 * Data: content/data/languages/latin.json, extracted by extract.ts from the FreeDict Latin-English
 * dictionary (GPL; Debian package dict-freedict-lat-eng), each answer confirmed by the reverse English-Latin FreeDict dictionary.
 * No Latin frequency list is installable, so difficulty is the SUBTLEX-US frequency of the word's
 * English meaning (common meanings first).
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
