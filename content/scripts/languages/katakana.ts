/**
 * Katakana: a kana -> its romaji, and a romaji -> its kana.
 *
 * Ceiling: 5 levels, but small ones. Katakana has 104 basic, voiced and contracted characters plus
 * about 25 extended combinations for foreign sounds (ファ fa, ティ ti, ヴァ va …), so each level holds
 * every kana of its group in both directions: about 50, 41, 48, 66 and 50 questions, well below
 * 200; more questions would only repeat the same characters. Levels: 1 = a/ka/sa/ta/na rows,
 * 2 = ha/ma/ya/ra/wa rows and ン, 3 = voiced (ガ, パ …), 4 = contracted sounds (キャ …),
 * 5 = extended katakana for foreign sounds.
 *
 * Data: content/data/languages/kana.json (extract-japanese.ts; romaji from wanakana, MIT; the
 * extended katakana written by hand). Distractors: see buildKanaLevels in common.ts.
 */
import type { Pack } from '../../src/pack.js';
import { buildKanaLevels, category, finishPack } from './common.js';

export const MACHINE_NAME = 'katakana';

const NOTES =
  'Katakana has about 130 characters with the extended ones for foreign sounds, so each level asks every kana of its group in both directions (42 to 66 questions); more would only repeat them.';

export function buildKatakanaPack(): Pack {
  const levels = buildKanaLevels('katakana', MACHINE_NAME);
  const pack = finishPack(category(MACHINE_NAME, 'Katakana', 'japanese', Object.keys(levels).length), levels);
  return { ...pack, category: { ...pack.category, notes: NOTES } };
}
