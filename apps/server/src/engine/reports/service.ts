import type { Transaction } from 'kysely';
import type { AdminReportedQuestionAttributes, QuestionReportBody, ReportCounts } from '@ricebowl/contract';
import type { Database } from '../../platform/database/schema.js';
import type { Deps } from '../../platform/http.js';
import { AppError } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import { questionRef } from '../questions/question-ref.js';
import {
  closeReports,
  deleteDisabled,
  insertDisabled,
  insertReport,
  listDisabled,
  openReportCounts,
  openReportNotes,
} from './repository.js';

/** How many notes of open reports the admin list carries, in all and per question. */
const NOTES_READ = 2000;
const NOTES_PER_QUESTION = 20;

export const questionNotFound = () => new AppError(404, 'question_not_found', 'No such question');

/**
 * Stores a player's report of the question a reference names (404 when no pack holds it). The
 * player may be anonymous; the route's rate limits keep reports from flooding.
 */
export async function reportQuestion(deps: Deps, body: QuestionReportBody, userId: string | null) {
  const entry = deps.bank.find(body.question_ref);
  if (!entry) throw questionNotFound();
  const createdAt = deps.now();
  const id = uuid();
  await insertReport(deps.db.kysely, {
    id,
    category: entry.machineName,
    question_key: entry.key,
    question_text: entry.item.text,
    reason: body.reason,
    note: (body.note ?? '').trim(),
    user_id: userId,
    created_at: createdAt,
  });
  return { id, questionRef: body.question_ref, reason: body.reason, createdAt };
}

export interface ReportedQuestion {
  ref: string;
  attributes: AdminReportedQuestionAttributes;
}

const noCounts = (): ReportCounts => ({ wrong_answer: 0, unclear: 0, offensive: 0, other: 0 });

/**
 * Questions with open reports (most reported first; disabled ones after the others), then
 * disabled questions nobody reports any more: what the admin Reports page lists.
 */
export async function listReportedQuestions(deps: Deps): Promise<ReportedQuestion[]> {
  const db = deps.db.kysely;
  const [counts, notes, disabled] = await Promise.all([
    openReportCounts(db),
    openReportNotes(db, NOTES_READ),
    listDisabled(db),
  ]);
  const disabledRefs = new Set(disabled.map((d) => questionRef(d.category, d.question_key)));
  const byRef = new Map<string, ReportedQuestion>();
  const entryOf = (category: string, key: string, reportedText: string) => {
    const ref = questionRef(category, key);
    let question = byRef.get(ref);
    if (!question) {
      question = { ref, attributes: describe(deps, category, key, reportedText, disabledRefs.has(ref)) };
      byRef.set(ref, question);
    }
    return question.attributes;
  };
  for (const row of counts) {
    const attributes = entryOf(row.category, row.question_key, String(row.question_text ?? ''));
    attributes.counts[row.reason] += row.count;
    attributes.total += row.count;
    const last = new Date(row.last_at).toISOString();
    if (!attributes.last_reported_at || last > attributes.last_reported_at) attributes.last_reported_at = last;
  }
  for (const row of notes) {
    const attributes = byRef.get(questionRef(row.category, row.question_key))?.attributes;
    if (attributes && attributes.notes.length < NOTES_PER_QUESTION) {
      attributes.notes.push({
        reason: row.reason,
        note: row.note,
        created_at: new Date(Number(row.created_at)).toISOString(),
      });
    }
  }
  for (const row of disabled) entryOf(row.category, row.question_key, '');
  return [...byRef.values()].sort(
    (a, b) =>
      Number(a.attributes.disabled) - Number(b.attributes.disabled) ||
      b.attributes.total - a.attributes.total ||
      (b.attributes.last_reported_at ?? '').localeCompare(a.attributes.last_reported_at ?? ''),
  );
}

/** One question as the admin page shows it, with no report counted yet. */
function describe(
  deps: Deps,
  category: string,
  key: string,
  reportedText: string,
  disabled: boolean,
): AdminReportedQuestionAttributes {
  const entry = deps.bank.find(questionRef(category, key));
  const pack = deps.packs.find((p) => p.category.machine_name === category);
  return {
    category,
    category_label: pack?.category.label ?? category,
    question_key: key,
    text: entry?.item.text ?? reportedText,
    in_packs: entry !== undefined,
    options: entry
      ? [
          { text: entry.item.answer, correct: true },
          ...entry.item.distractors.map((text) => ({ text, correct: false })),
        ]
      : [],
    levels: entry?.levels ?? [],
    disabled,
    counts: noCounts(),
    total: 0,
    notes: [],
    last_reported_at: null,
  };
}

/** The admin view of one question (after an action on it). */
export async function reportedQuestion(deps: Deps, category: string, key: string): Promise<ReportedQuestion> {
  const ref = questionRef(category, key);
  const listed = (await listReportedQuestions(deps)).find((q) => q.ref === ref);
  return listed ?? { ref, attributes: describe(deps, category, key, '', false) };
}

/** A question the packs hold, by category and key (404 otherwise): what an admin may disable. */
export function knownQuestion(deps: Deps, category: string, key: string) {
  const entry = deps.bank.find(questionRef(category, key));
  if (!entry) throw questionNotFound();
  return entry;
}

/** Stops issuing a question (in every process once they refresh); false if it already was disabled. */
export async function disableQuestion(
  trx: Transaction<Database>,
  question: { category: string; key: string },
  actor: string | null,
  at: number,
): Promise<boolean> {
  return insertDisabled(trx, {
    category: question.category,
    question_key: question.key,
    disabled_at: at,
    disabled_by: actor,
  });
}

/** Issues a disabled question again; false if it was not disabled. */
export async function enableQuestion(trx: Transaction<Database>, question: { category: string; key: string }) {
  return deleteDisabled(trx, question.category, question.key);
}

/** Closes a question's open reports; returns how many. */
export async function dismissReports(
  trx: Transaction<Database>,
  question: { category: string; key: string },
  at: number,
) {
  return closeReports(trx, question.category, question.key, at);
}
