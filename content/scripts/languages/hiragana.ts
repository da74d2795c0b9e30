/**
 * Hiragana: a kana -> its romaji, and a romaji -> its kana.
 *
 * Ceiling: 4 levels. Hiragana has only 104 distinct characters and combinations (46 basic, 25
 * voiced, 33 contracted), so each level holds every kana of its group in both directions: about
 * 50, 41, 48 and 66 questions, well below the 200 other subjects reach. More levels would only
 * repeat the same characters. Levels: 1 = a/ka/sa/ta/na rows, 2 = ha/ma/ya/ra/wa rows and ん,
 * 3 = voiced (が, ぱ …), 4 = contracted sounds (きゃ …).
 *
 * Data: content/data/languages/kana.json (extract-japanese.ts; romaji from wanakana, MIT).
 * Distractors: see buildKanaLevels in common.ts (look-alike kana from level 2 on).
 */
import type { Pack } from '../../src/pack.js';
import { buildKanaLevels, category, finishPack } from './common.js';

export const MACHINE_NAME = 'hiragana';

const NOTES =
  'Hiragana has only 104 characters and combinations, so each level asks every kana of its group in both directions (42 to 66 questions); a fifth level would only repeat them.';

export function buildHiraganaPack(): Pack {
  const levels = buildKanaLevels('hiragana', MACHINE_NAME);
  const pack = finishPack(category(MACHINE_NAME, 'Hiragana', 'japanese', Object.keys(levels).length), levels);
  return { ...pack, category: { ...pack.category, notes: NOTES } };
}
