/**
 * Extracts for the Japanese subjects.
 *
 * kana.json — hiragana and katakana with their Hepburn romaji. The romaji of the basic, voiced
 * and contracted kana come from wanakana (MIT); the extended katakana used for foreign sounds
 * (ファ fa, ティ ti …) are written by hand, since wanakana spells them letter by letter. The level
 * of each kana and the look-alike groups are our own teaching order.
 *
 * kanji.json — the kanji of the (unofficial) JLPT N5-N1 lists bundled with the `kanji` npm
 * package (MPL-2.0), with English meanings, on/kun readings, school grade, stroke count and
 * newspaper frequency from KANJIDIC2 (© EDRDG, CC BY-SA 4.0) and look-alike kanji from kanjium
 * (CC BY-SA 4.0), both as shipped in that package. kanji.json is CC BY-SA 4.0.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compactKeys, escapeHtml, isBlocked, toRow, writeData, type VocabRecord } from './common.js';
import { dominantPos, loadWordNet, meaningKeys } from './wordnet.js';

const require = createRequire(import.meta.url);

/** [script, level, kana, romaji]. */
export type KanaRow = ['hiragana' | 'katakana', number, string, string];

const BASIC_1 = 'あいうえおかきくけこさしすせそたちつてとなにぬねの';
const BASIC_2 = 'はひふへほまみむめもやゆよらりるれろわをん';
const VOICED = 'がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ';
const CONTRACTED = [...'きしちにひみりぎじびぴ'.split('').flatMap((c) => ['ゃ', 'ゅ', 'ょ'].map((s) => c + s))];

/** Extended katakana for foreign sounds, with their romaji (written by hand). */
const EXTENDED: [string, string][] = [
  ['ファ', 'fa'],
  ['フィ', 'fi'],
  ['フェ', 'fe'],
  ['フォ', 'fo'],
  ['フュ', 'fyu'],
  ['ティ', 'ti'],
  ['ディ', 'di'],
  ['トゥ', 'tu'],
  ['ドゥ', 'du'],
  ['デュ', 'dyu'],
  ['チェ', 'che'],
  ['シェ', 'she'],
  ['ジェ', 'je'],
  ['イェ', 'ye'],
  ['ウィ', 'wi'],
  ['ウェ', 'we'],
  ['ヴァ', 'va'],
  ['ヴィ', 'vi'],
  ['ヴ', 'vu'],
  ['ヴェ', 've'],
  ['ヴォ', 'vo'],
  ['ツァ', 'tsa'],
  ['ツェ', 'tse'],
  ['ツォ', 'tso'],
  ['クァ', 'kwa'],
];

/** Hiragana to katakana (same code point offset). */
function toKatakana(s: string): string {
  return [...s].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0x60)).join('');
}

export function extractKana(): void {
  const wanakana = require('wanakana') as { toRomaji: (s: string) => string };
  const rows: KanaRow[] = [];
  const levels: [number, string[]][] = [
    [1, [...BASIC_1]],
    [2, [...BASIC_2]],
    [3, [...VOICED]],
    [4, CONTRACTED],
  ];
  for (const script of ['hiragana', 'katakana'] as const) {
    for (const [level, kana] of levels) {
      for (const h of kana) {
        const k = script === 'hiragana' ? h : toKatakana(h);
        rows.push([script, level, k, wanakana.toRomaji(h)]);
      }
    }
  }
  for (const [k, romaji] of EXTENDED) rows.push(['katakana', 5, k, romaji]);
  writeData(
    'kana.json',
    {
      source:
        'Romaji of the basic, voiced and contracted kana from wanakana (MIT); extended katakana romaji and the level order written by hand. Built by content/scripts/languages/extract.ts.',
    },
    rows,
  );
}

interface KanjidicJson {
  literal: string[];
  misc?: { grade?: string[]; stroke_count?: string[]; freq?: string[] }[];
  reading_meaning?: {
    rmgroup?: { reading?: { r_type: string; $t: string }[]; meaning?: (string | { m_lang: string })[] }[];
  }[];
}

/** A KANJIDIC meaning as an option text, or undefined when unsuitable. */
export function cleanKanjiMeaning(m: string): string | undefined {
  if (/radical|kokuji|counter for|^\(|\)$|^[A-Z]/.test(m)) return undefined;
  const s = m
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/^[a-z][a-z' -]*[a-z]$/.test(s) || s.length > 24 || s.split(' ').length > 3 || isBlocked(s)) return undefined;
  return s;
}

export function extractKanji(): void {
  const wn = loadWordNet();
  const pkg = dirname(require.resolve('kanji/package.json'));
  const list = (name: string) => JSON.parse(readFileSync(join(pkg, 'lib', 'data', `${name}.json`), 'utf8')) as string[];
  const lookalikes = JSON.parse(
    readFileSync(join(pkg, 'dist', 'data', 'kanjium', 'kanjium-lookalikes.json'), 'utf8'),
  ) as Record<string, string[]>;
  const groups: [string, string[]][] = [
    ['N5', list('jlpt.n5')],
    ['N4', list('jlpt.n4')],
    ['N3', list('jlpt.n3')],
    ['N2', list('jlpt.n2')],
    ['N1', list('jlpt.n1')],
  ];
  const rows: { r: VocabRecord; keySet: Set<string> }[] = [];
  const alike: Record<string, string[]> = {};
  const seen = new Set<string>();
  groups.forEach(([jlpt, kanjiList], gi) => {
    for (const k of kanjiList) {
      if (seen.has(k)) continue;
      seen.add(k);
      const file = join(pkg, 'dist', 'data', 'kanjidic', `${k.codePointAt(0)!.toString(16)}.json`);
      let data: KanjidicJson;
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as KanjidicJson;
      } catch {
        continue;
      }
      const rm = data.reading_meaning?.[0]?.rmgroup?.[0];
      const meanings = (rm?.meaning ?? []).filter((m): m is string => typeof m === 'string');
      if (meanings.some((m) => isBlocked(m))) continue;
      const clean = [...new Set(meanings.map(cleanKanjiMeaning).filter((m): m is string => !!m))];
      if (clean.length === 0) continue;
      const answer = clean[0] as string;
      const on = (rm?.reading ?? []).filter((r) => r.r_type === 'ja_on').map((r) => r.$t);
      const kun = (rm?.reading ?? []).filter((r) => r.r_type === 'ja_kun').map((r) => r.$t);
      const misc = data.misc?.[0];
      const freq = Number(misc?.freq?.[0] ?? 3000);
      const grade = misc?.grade?.[0];
      const strokes = misc?.stroke_count?.[0];
      const keySet = new Set<string>();
      for (const m of meanings.slice(0, 8))
        for (const key of meaningKeys(wn, m.replace(/\([^)]*\)/g, ''))) keySet.add(key);
      const pos = answer.startsWith('to ')
        ? 'v'
        : (dominantPos(wn, answer.replace(/ /g, '_')) ?? dominantPos(wn, answer.split(' ').pop() as string) ?? 'x');
      const first = pos === 'x' ? undefined : wn.senses(answer.replace(/^to /, '').replace(/ /g, '_'), pos)[0];
      const facts = [
        on.length ? `on'yomi ${escapeHtml(on.slice(0, 3).join(', '))}` : '',
        kun.length ? `kun'yomi ${escapeHtml(kun.slice(0, 3).join(', '))}` : '',
        `JLPT ${jlpt}`,
        grade ? (Number(grade) <= 6 ? `school grade ${grade}` : 'secondary school') : '',
        strokes ? `${strokes} strokes` : '',
      ].filter(Boolean);
      const others = clean.slice(1, 5);
      const note = `<strong>${escapeHtml(k)}</strong> means <em>${escapeHtml(answer)}</em>${
        others.length ? ` (also ${escapeHtml(others.join(', '))})` : ''
      }. ${facts.join('; ')}.`;
      if (lookalikes[k]?.length) alike[k] = lookalikes[k];
      rows.push({
        r: {
          word: k,
          pos,
          // Level band: N5+N4, N3, N2, then N1 split by frequency (see kanji.ts); within, frequency.
          rank: Math.max(gi, 1) * 10000 + Math.min(freq, 9999),
          meanings: clean.slice(0, 6),
          keys: [],
          field: first ? (wn.synset(first)?.lex ?? -1) : -1,
          note,
        },
        keySet,
      });
    }
  });
  const keys = compactKeys(rows.map((x) => x.keySet));
  const present = new Set(rows.map((x) => x.r.word));
  const alikeKept: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(alike)) {
    const kept = v.filter((x) => present.has(x));
    if (kept.length) alikeKept[k] = kept;
  }
  writeData(
    'kanji.json',
    {
      source:
        'JLPT lists from the kanji npm package; meanings, readings, grade, strokes and frequency from KANJIDIC2 (EDRDG, CC BY-SA 4.0); look-alikes from kanjium (CC BY-SA 4.0). Built by content/scripts/languages/extract.ts.',
      licence: 'CC BY-SA 4.0 (KANJIDIC2, kanjium); see content/ATTRIBUTION.md',
      lookalikes: alikeKept,
    },
    rows.map((x, i) => toRow({ ...x.r, keys: keys[i] ?? [] })),
  );
}
