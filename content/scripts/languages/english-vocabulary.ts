/**
 * English Vocabulary: "<word> means:" with four short English options (single-word synonyms).
 *
 * Data: content/data/languages/english-vocabulary.json, extracted by extract.ts:
 *  - prompt words: SUBTLEX-US ranks 150-60,000 (spoken-English frequency) that are SCOWL words
 *    (size ≤ 70) and WordNet lemmas, inflected forms left out;
 *  - the answer: a synonym from the word's most frequent WordNet sense (the sense must also be
 *    one of the synonym's two main senses, and the synonym a common SCOWL ≤ 50 word);
 *  - learn_more: the WordNet definition, an example and other synonyms.
 * At build time (sense-checks.ts) the answer must be read in the asked sense: its own main sense,
 * or one about as frequent ("cranny": crack, not chap); a word without such a synonym is not asked
 * and, from level 3 on, gives its place to a neighbour of its band, as does a word whose question
 * the question review dropped (content/review/questions).
 *
 * Difficulty: SUBTLEX-US rank of the prompt word; five equal bands, 220 questions each.
 * Distractors: answers of other words of the same part of speech and band that share no WordNet
 * synset (any sense, either word) and no word with the question's word or answer, and no stem with
 * the prompt; from level 3 on, preferably from the same semantic field (WordNet lexicographer
 * file). Nor is a WordNet near-synonym of the word or the answer offered (sense-checks.ts:
 * "fiery" for "tempestuous"). So an option that could also mean the prompt word is never wrong.
 */
import type { Pack } from '../../src/pack.js';
import {
  POS_NAMES,
  buildVocabLevels,
  category,
  escapeHtml,
  finishPack,
  fold,
  isBlocked,
  loadVocab,
  type VocabRecord,
} from './common.js';
import { droppedByReview } from '../question-review.js';
import { applyReview, loadReview } from './review.js';
import { mainSenseAnswer, nearSynonymCheck } from './sense-checks.js';
import { scowlWords, subtlexRanks } from './sources.js';
import { loadWordNet, type WnPos } from './wordnet.js';

export const MACHINE_NAME = 'english-vocabulary';

function sharesStem(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  const n = Math.min(5, x.length, y.length);
  return x.slice(0, Math.max(4, n)) === y.slice(0, Math.max(4, n)) || x.includes(y) || y.includes(x);
}

/** Rarest SUBTLEX-US rank an answer may have, unless it is still more frequent than the word. */
const ANSWER_MAX_RANK = 20000;

/**
 * Gives every record an answer whose own main sense is the asked one (sense-checks.ts): the
 * extract allowed a synonym's second sense, so "cranny" was answered by "chap" (first: a man).
 * A word with no such synonym is not asked (it stays a wrong option for others).
 */
function withMainSenseAnswers(records: VocabRecord[], handReviewed: (r: VocabRecord) => boolean): VocabRecord[] {
  const wn = loadWordNet();
  const ranks = subtlexRanks();
  const common = scowlWords(50);
  const rank = (w: string) => ranks.get(w) ?? Infinity;
  return records.map((r) => {
    if (handReviewed(r)) return r;
    const current = r.meanings[0] as string;
    const usable = (w: string) =>
      /^[a-z]{3,}$/.test(w) &&
      common.has(w) &&
      !sharesStem(w, r.word) &&
      !isBlocked(w) &&
      rank(w) <= Math.max(ANSWER_MAX_RANK, r.rank);
    const answer = mainSenseAnswer(wn, r.word, r.pos as WnPos, current, rank, usable);
    if (!answer) return { ...r, dropped: true };
    if (answer === current) return r;
    const others = [current, ...r.meanings.slice(1).filter((m) => m !== answer)];
    const also = others.filter((m) => /^[a-z][a-z -]*$/.test(m)).slice(0, 4);
    const note = r.note?.replace(/ Also: .*$/, also.length ? ` Also: ${escapeHtml(also.join(', '))}.` : '');
    return { ...r, meanings: [answer, ...others], ...(note ? { note } : {}) };
  });
}

/** The extract's records with main-sense answers and the hand review applied (the tests use them too). */
export function loadEnglishVocabRecords(): VocabRecord[] {
  const review = loadReview(MACHINE_NAME);
  // A word with a hand verdict (levels 1–2) keeps the answer the reviewer checked or chose:
  // WordNet's sense counts are sparse, and the review judged "road: route" and "price: cost" fine.
  const handReviewed = (r: VocabRecord) => review?.items[r.word] !== undefined;
  return applyReview(withMainSenseAnswers(loadVocab('english-vocabulary.json'), handReviewed), review);
}

export function buildEnglishVocabularyPack(): Pack {
  const records = loadEnglishVocabRecords();
  const near = nearSynonymCheck();
  const levels = buildVocabLevels(records, {
    machineName: MACHINE_NAME,
    levels: 5,
    perLevel: 220,
    text: (r) => `${r.word} means:`,
    learnMore: (r) =>
      `<p><strong>${escapeHtml(r.word)}</strong> (${POS_NAMES[r.pos] ?? 'word'}): ${r.note ?? escapeHtml(r.meanings[0] as string)}</p>`,
    pinned: (r) => ['happy', 'big', 'begin'].includes(r.word),
    // From level 3 on, a word without a main-sense answer, or whose question the question review
    // dropped (question-review.ts), gives its place to a neighbour of the same frequency band.
    replaceable: (r, level) =>
      level > 2 && (!!r.dropped || droppedByReview(MACHINE_NAME, `${r.word} means:`, r.meanings[0] as string)),
    // No stem shared with the word or the answer, and no near-synonym of either (sense-checks.ts).
    reject: (r, c) =>
      sharesStem(r.word, c.meanings[0] as string) ||
      sharesStem(r.meanings[0] as string, c.meanings[0] as string) ||
      near(r.word, c.meanings[0] as string) ||
      near(r.meanings[0] as string, c.meanings[0] as string),
  });
  const notes =
    'Each level samples 220 words of its frequency band; a word the hand review drops (unfit for children, a rare ' +
    'sense, a spelling variant) is replaced by a neighbour of its band from level 3 on, but not in the ' +
    'hand-checked levels 1–2, so those hold fewer.';
  return finishPack({ ...category(MACHINE_NAME, 'English Vocabulary', 'english', 5), notes }, levels);
}
