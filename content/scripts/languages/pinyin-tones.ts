/**
 * Pinyin Tones: "How is 妈 (mom) pronounced?" with four options: the reading with its tone mark
 * and the same syllable in other tones (mā / má / mǎ / mà / ma).
 *
 * Data: content/data/languages/pinyin.json (extract-chinese.ts): the 2,500 most frequent
 * characters (SUBTLEX-CH film subtitles), every reading that makes up at least 10% of the
 * character's uses (Unihan kHanyuPinlu), and a CC-CEDICT gloss of that reading (CC BY-SA 4.0).
 * The gloss in the question tells which reading is meant for characters with several (好 "good"
 * hǎo, 好 "to be fond of" hào).
 *
 * Distractors: the same syllable in the other tones (neutral tone included), never a tone the
 * character can be read with (any reading listed by CC-CEDICT or kHanyuPinlu, or taken inside a
 * CC-CEDICT word: 嚷 rǎng is also rāng in 嚷嚷); tones that exist as a reading of some character are
 * preferred over unattested ones. A character left with fewer than three wrong tones is not asked.
 * Of four wrong tones, three or all four are offered, as OptionSetBalancer finds fairest.
 * Levels: characters by frequency rank, five equal bands, 220 questions each.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { passesGate } from '../../src/gate.js';
import { choose } from '../../src/giveaways.js';
import { OptionSetBalancer } from '../option-sets.js';
import { bands, category, escapeHtml, finishPack, makeRng, readData } from './common.js';
import { readingsInWords, type PinyinRow } from './extract-chinese.js';

export const MACHINE_NAME = 'pinyin-tones';

const TONE_NAMES = ['first (high level)', 'second (rising)', 'third (dipping)', 'fourth (falling)'];

function toneOf(reading: string): number {
  const d = reading.normalize('NFD');
  if (d.includes('\u0304')) return 1;
  if (d.includes('\u0301')) return 2;
  if (d.includes('\u030c')) return 3;
  if (d.includes('\u0300')) return 4;
  return 5;
}

export function pinyinQuestion(char: string, gloss: string): string {
  return `How is ${char} (${gloss}) pronounced?`;
}

export function buildPinyinTonesPack(): Pack {
  const inWords = readingsInWords();
  const rows = readData<{ rows: PinyinRow[] }>('pinyin.json')
    .rows.filter((r) => passesGate(r[2]))
    .sort((a, b) => a[3] - b[3] || a[1].localeCompare(b[1]));
  const levels: Record<string, PackItem[]> = {};
  const balancer = new OptionSetBalancer();
  const rng = makeRng(`${MACHINE_NAME}/options`);
  bands(rows, 5, 220, (r) => r[0] === '妈' || r[0] === '好').forEach((band, li) => {
    const items: PackItem[] = [];
    const texts = new Set<string>();
    for (const [char, reading, gloss, , offered, others] of band) {
      const text = pinyinQuestion(char, gloss);
      const distractors = offered.filter((d) => !inWords.get(char)?.has(d));
      if (texts.has(text) || distractors.length < 3) continue;
      texts.add(text);
      const tone = toneOf(reading);
      const toneText = tone === 5 ? 'the neutral tone' : `the ${TONE_NAMES[tone - 1]} tone`;
      let html = `<p><strong>${escapeHtml(char)}</strong> (${escapeHtml(gloss)}) is read <strong>${escapeHtml(reading)}</strong>, with ${toneText}.`;
      if (others.length) html += ` It can also be read ${escapeHtml(others.join(', '))} in other meanings.`;
      // All four wrong tones, or three of them: characters of one syllable would otherwise share
      // one option set, and the commonest tone would be its answer more often than chance.
      const wrong = distractors.slice(0, 4);
      const candidates = wrong.length > 3 ? [wrong, ...choose(wrong, 3)] : [wrong];
      items.push({
        text,
        answer: reading,
        distractors: balancer.pick(rng, text, reading, candidates),
        learn_more: `${html}</p>`,
      });
    }
    levels[String(li + 1)] = items;
  });
  const notes =
    'Each level takes up to 220 characters of its band; where the meaning shown is a rare or literary sense ' +
    '("Slovakia" for 斯) or the reading asked is not the everyday one, the question review drops the question, ' +
    'so the levels hold fewer.';
  return finishPack({ ...category(MACHINE_NAME, 'Pinyin Tones', 'chinese', 5), notes }, levels);
}
