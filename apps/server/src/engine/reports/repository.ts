import { type Kysely, type Transaction } from 'kysely';
import type { Database, QuestionReportsTable } from '../../platform/database/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertReport(db: Db, row: Omit<QuestionReportsTable, 'closed_at'>): Promise<void> {
  await db
    .insertInto('question_reports')
    .values({ ...row, closed_at: null })
    .execute();
}

/** Open reports counted per question and reason, most reported questions first. */
export async function openReportCounts(db: Db) {
  const rows = await db
    .selectFrom('question_reports')
    .select((eb) => [
      'category',
      'question_key',
      'reason',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('created_at').as('last_at'),
      eb.fn.max('question_text').as('question_text'),
    ])
    .where('closed_at', 'is', null)
    .groupBy(['category', 'question_key', 'reason'])
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count), last_at: Number(r.last_at) }));
}

/** The notes of open reports (newest first), at most `limit` per call. */
export async function openReportNotes(db: Db, limit: number) {
  return db
    .selectFrom('question_reports')
    .select(['category', 'question_key', 'reason', 'note', 'created_at'])
    .where('closed_at', 'is', null)
    .where('note', '<>', '')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Closes the open reports of a question; returns how many. */
export async function closeReports(db: Db, category: string, key: string, at: number): Promise<number> {
  const result = await db
    .updateTable('question_reports')
    .set({ closed_at: at })
    .where('category', '=', category)
    .where('question_key', '=', key)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listDisabled(db: Db) {
  return db
    .selectFrom('disabled_questions')
    .select(['category', 'question_key', 'disabled_at'])
    .orderBy('disabled_at', 'desc')
    .execute();
}

/** Disables a question; false when it already was. */
export async function insertDisabled(
  db: Db,
  row: { category: string; question_key: string; disabled_at: number; disabled_by: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('disabled_questions')
    .values(row)
    .onConflict((oc) => oc.columns(['category', 'question_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Enables a question again; false when it was not disabled. */
export async function deleteDisabled(db: Db, category: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('disabled_questions')
    .where('category', '=', category)
    .where('question_key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
