/**
 * The question review (issue 15 §2): every question of a reviewed subject was read one by one, with
 * all of its stored wrong answers, by two reviewers at least, and the verdict is committed in
 * content/review/questions/<subject>.json, one line per question:
 *  - keep: right as it stands;
 *  - strike: right, but some stored wrong answers are also right or defensible (or unfit), so
 *    they are never offered; with fewer than three left the question is dropped;
 *  - drop: the answer is wrong, the question unclear or unfit for a class.
 *
 * Verdicts apply to the generated question as it was judged: a verdict is matched by the question
 * (text and images) and its answer, so a question a generator changes later shows up as
 * unreviewed (content:report counts them, and the content tests fail on any).
 * content/review/review-questions.ts exports the questions to review and merges the verdicts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { questionIdentity } from '../src/import.js';
import type { Pack, PackItem } from '../src/pack.js';

export type ReviewVerdict = 'keep' | 'strike' | 'drop';

export interface ReviewEntry {
  text: string;
  /** The question's image URLs, when it has any (a flag, a map). */
  images?: string[];
  answer: string;
  verdict: ReviewVerdict;
  /** The stored wrong answers never to offer (verdict strike). */
  strike?: string[];
  /** Why, for strike and drop. */
  reason?: string;
  /** How many reviewers read it, when more than one. */
  reviews?: number;
}

export interface QuestionReview {
  subject: string;
  entries: ReviewEntry[];
}

/** A question needs this many wrong answers: the game shows three. */
const MIN_DISTRACTORS = 3;

const reviewDir = fileURLToPath(new URL('../review/questions/', import.meta.url));

function reviewPath(subject: string): string {
  return `${reviewDir}${subject}.json`;
}

/** A verdict's key: the question (text and images) and its answer. */
function entryKey(e: { text: string; images?: string[]; answer: string }): string {
  return itemKey({ text: e.text, resources: (e.images ?? []).map((url) => ({ url, alt: '' })), answer: e.answer });
}

function itemKey(item: Pick<PackItem, 'text' | 'resources' | 'answer'>): string {
  return `${questionIdentity(item)}\u0000${item.answer}`;
}

/**
 * Subjects not reviewed question by question: arithmetic is computed, and chemical symbols and
 * kana readings are taken one to one from their tables (the elements, WanaKana), so nothing in
 * them is a matter of judgement.
 */
export const MACHINE_CHECKED = [
  'basic-math-pre-algebra',
  'multiplication-table',
  'chemical-symbols',
  'hiragana',
  'katakana',
];

const loaded = new Map<string, Map<string, ReviewEntry> | undefined>();

/** A subject's verdicts by question, or undefined when the subject is not reviewed. */
export function loadQuestionReview(subject: string): Map<string, ReviewEntry> | undefined {
  if (!loaded.has(subject)) {
    const path = reviewPath(subject);
    const review = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as QuestionReview) : undefined;
    loaded.set(subject, review && reviewMap(review.entries));
  }
  return loaded.get(subject);
}

/** Verdicts by the question and answer they judge. */
export function reviewMap(entries: readonly ReviewEntry[]): Map<string, ReviewEntry> {
  return new Map(entries.map((e) => [entryKey(e), e]));
}

/** The verdict on one question of a subject, if it has one. */
export function verdictOf(
  subject: string,
  item: Pick<PackItem, 'text' | 'resources' | 'answer'>,
): ReviewEntry | undefined {
  return loadQuestionReview(subject)?.get(itemKey(item));
}

/** Whether the review dropped this question (a generator may then ask another in its place). */
export function droppedByReview(subject: string, text: string, answer: string): boolean {
  return verdictOf(subject, { text, answer })?.verdict === 'drop';
}

/** A subject's verdicts by kind, for the report. */
export function reviewCounts(subject: string): Record<ReviewVerdict, number> | undefined {
  const review = loadQuestionReview(subject);
  if (!review) return undefined;
  const counts = { keep: 0, strike: 0, drop: 0 };
  for (const e of review.values()) counts[e.verdict]++;
  return counts;
}

/** The fewest reviewers who read any question of the (reviewed) pack. */
export function fewestReadings(pack: Pack): number {
  let fewest = Infinity;
  for (const item of Object.values(pack.levels).flat()) {
    const entry = verdictOf(pack.category.machine_name, item);
    fewest = Math.min(fewest, entry ? (entry.reviews ?? 1) : 0);
  }
  return fewest;
}

/** The pack with its review applied: dropped questions left out, struck wrong answers removed. */
export function withQuestionReview(pack: Pack): Pack {
  const review = loadQuestionReview(pack.category.machine_name);
  return review ? applyQuestionReview(pack, review) : pack;
}

export function applyQuestionReview(pack: Pack, review: ReadonlyMap<string, ReviewEntry>): Pack {
  const levels: Record<string, PackItem[]> = {};
  for (const [level, items] of Object.entries(pack.levels)) {
    levels[level] = items.flatMap((item) => {
      const entry = review.get(itemKey(item));
      if (!entry || entry.verdict === 'keep') return [item];
      if (entry.verdict === 'drop') return [];
      const struck = new Set(entry.strike ?? []);
      const distractors = item.distractors.filter((d) => !struck.has(d));
      return distractors.length >= MIN_DISTRACTORS ? [{ ...item, distractors }] : [];
    });
  }
  return { ...pack, levels };
}

/** Questions of a reviewed subject that have no verdict (a generator changed them since). */
export function unreviewed(pack: Pack): PackItem[] {
  const review = loadQuestionReview(pack.category.machine_name);
  if (!review) return [];
  return Object.values(pack.levels)
    .flat()
    .filter((item) => !review.has(itemKey(item)));
}

/** One entry per line, sorted, so a re-review diffs well. */
export function serializeReview(review: QuestionReview): string {
  const entries = [...review.entries].sort((a, b) => entryKey(a).localeCompare(entryKey(b)));
  const lines = entries.map((e, i) => `    ${JSON.stringify(e)}${i < entries.length - 1 ? ',' : ''}`);
  return `{\n  "subject": ${JSON.stringify(review.subject)},\n  "entries": [\n${lines.join('\n')}\n  ]\n}\n`;
}

/** What a reviewer is given: one question with every stored wrong answer. */
export interface ReviewItem {
  index: number;
  subject: string;
  level: string;
  text: string;
  images?: string[];
  answer: string;
  distractors: string[];
  learn_more?: string;
}

/** A reviewer's verdict on one ReviewItem. */
export interface ReviewerVerdict {
  index: number;
  verdict: ReviewVerdict;
  strike?: string[];
  reason?: string;
}

/**
 * The questions of these generated packs, each once: those without a verdict, or (all) every one
 * players are asked, as they see it, for a second reading.
 */
export function reviewItems(packs: readonly Pack[], all = false): Omit<ReviewItem, 'index'>[] {
  const out: Omit<ReviewItem, 'index'>[] = [];
  for (const generated of packs) {
    const review = loadQuestionReview(generated.category.machine_name);
    const pack = all && review ? applyQuestionReview(generated, review) : generated;
    const seen = new Set<string>();
    for (const [level, items] of Object.entries(pack.levels)) {
      for (const item of items) {
        const key = itemKey(item);
        if (seen.has(key) || (!all && review?.has(key))) continue;
        seen.add(key);
        const images = item.resources?.map((r) => r.url);
        out.push({
          subject: pack.category.machine_name,
          level,
          text: item.text,
          ...(images?.length ? { images } : {}),
          answer: item.answer,
          distractors: item.distractors,
          ...(item.learn_more ? { learn_more: item.learn_more } : {}),
        });
      }
    }
  }
  return out;
}

const SEVERITY: Record<ReviewVerdict, number> = { keep: 0, strike: 1, drop: 2 };

/** Two reviewers' verdicts on one question: the stricter stands, and every struck answer stays struck. */
export function combine(a: ReviewEntry, b: ReviewEntry): ReviewEntry {
  const verdict = SEVERITY[a.verdict] >= SEVERITY[b.verdict] ? a.verdict : b.verdict;
  const strike = [...new Set([...(a.strike ?? []), ...(b.strike ?? [])])];
  const reasons = [...new Set([a.reason, b.reason].filter((r): r is string => !!r))];
  const { strike: _s, reason: _r, reviews: _n, ...question } = a;
  return {
    ...question,
    verdict,
    ...(verdict === 'strike' ? { strike } : {}),
    ...(reasons.length ? { reason: reasons.join(' / ') } : {}),
    reviews: (a.reviews ?? 1) + (b.reviews ?? 1),
  };
}

/**
 * Adds reviewers' verdicts on exported items to the subjects' review files; a question read
 * before keeps the stricter of the verdicts (combine).
 */
export function mergeVerdicts(items: readonly ReviewItem[], verdicts: readonly ReviewerVerdict[]): Map<string, number> {
  const byIndex = new Map(items.map((i) => [i.index, i]));
  const bySubject = new Map<string, ReviewEntry[]>();
  for (const v of verdicts) {
    const item = byIndex.get(v.index);
    if (!item) throw new Error(`verdict for unknown item ${v.index}`);
    if (!['keep', 'strike', 'drop'].includes(v.verdict)) throw new Error(`item ${v.index}: verdict ${v.verdict}`);
    const strike = v.verdict === 'strike' ? (v.strike ?? []) : [];
    for (const d of strike) if (!item.distractors.includes(d)) throw new Error(`item ${v.index}: ${d} is not offered`);
    if (v.verdict === 'strike' && strike.length === 0) throw new Error(`item ${v.index}: strike names no answer`);
    if (v.verdict !== 'keep' && !v.reason) throw new Error(`item ${v.index}: ${v.verdict} without a reason`);
    const entry: ReviewEntry = {
      text: item.text,
      ...(item.images ? { images: item.images } : {}),
      answer: item.answer,
      verdict: v.verdict,
      ...(strike.length ? { strike } : {}),
      ...(v.verdict !== 'keep' ? { reason: v.reason } : {}),
    };
    bySubject.set(item.subject, [...(bySubject.get(item.subject) ?? []), entry]);
  }
  const counts = new Map<string, number>();
  mkdirSync(reviewDir, { recursive: true });
  for (const [subject, added] of bySubject) {
    const path = reviewPath(subject);
    const old = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as QuestionReview).entries : [];
    const merged = reviewMap(old);
    for (const e of added) {
      const key = entryKey(e);
      const before = merged.get(key);
      merged.set(key, before ? combine(before, e) : e);
    }
    writeFileSync(path, serializeReview({ subject, entries: [...merged.values()] }));
    loaded.delete(subject);
    counts.set(subject, added.length);
  }
  return counts;
}
