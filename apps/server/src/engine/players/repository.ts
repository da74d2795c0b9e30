import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';
import { PlayerType } from './player-type.js';
import type { Activity } from '../badges/award.js';

/** Adds an answer to the player's totals and returns their new grain total. */
const addToPlayer = prepared(
  (db: Kysely<Database>, p: { userId: string; rice: number; correct: number; wrong: number; now: number }) =>
    db
      .insertInto('players')
      .values({
        user_id: p.userId,
        rice: p.rice,
        correct: p.correct,
        wrong: p.wrong,
        player_type: PlayerType.honest,
        updated_at: p.now,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          rice: sql<number>`players.rice + excluded.rice`,
          correct: sql<number>`players.correct + excluded.correct`,
          wrong: sql<number>`players.wrong + excluded.wrong`,
          updated_at: sql<number>`excluded.updated_at`,
        }),
      )
      // The player's play record before this answer, for the badges (badges/award.ts): read here,
      // in the statement the answer runs anyway, instead of in one of its own. Space-separated.
      .returning([
        'rice',
        'correct',
        'player_type',
        sql<
          string | null
        >`(SELECT session_started_at || ' ' || last_answer_at || ' ' || last_day || ' ' || days_in_a_row || ' ' || days_played FROM user_activity WHERE user_id = ${p.userId})`.as(
          'activity',
        ),
      ]),
);

const addToCategoryStats = prepared(
  (db: Kysely<Database>, p: { userId: string; categoryId: string; right: number; wrong: number }) =>
    db
      .insertInto('user_category_stats')
      .values({ user_id: p.userId, category_id: p.categoryId, right: p.right, wrong: p.wrong })
      .onConflict((oc) =>
        oc.columns(['user_id', 'category_id']).doUpdateSet({
          right: sql<number>`user_category_stats.right + excluded.right`,
          wrong: sql<number>`user_category_stats.wrong + excluded.wrong`,
        }),
      ),
);

/**
 * Sets a player's type (an admin's decision, or the anti-cheat's mark), creating their row if they
 * never answered: a row with zero grains is true to the ledger.
 */
const upsertPlayerType = prepared((db: Kysely<Database>, p: { userId: string; type: PlayerType; now: number }) =>
  db
    .insertInto('players')
    .values({ user_id: p.userId, rice: 0, correct: 0, wrong: 0, player_type: p.type, updated_at: p.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ player_type: p.type })),
);

export async function setPlayerType(trx: Transaction<Database>, userId: string, type: PlayerType, now: number) {
  await upsertPlayerType(trx, { userId, type, now });
}

/**
 * Counts one answer for a signed-in player, inside the answer's transaction; returns their totals
 * and their play record as it was before this answer (none before their first credited answer).
 */
export async function recordPlayerAnswer(
  trx: Transaction<Database>,
  answer: { userId: string; categoryId: string; correct: boolean; grains: number; now: number },
): Promise<{ rice: number; correct: number; honest: boolean; activity: Activity | undefined }> {
  const right = answer.correct ? 1 : 0;
  const { rows } = await addToPlayer(trx, {
    userId: answer.userId,
    rice: answer.grains,
    correct: right,
    wrong: 1 - right,
    now: answer.now,
  });
  await addToCategoryStats(trx, { userId: answer.userId, categoryId: answer.categoryId, right, wrong: 1 - right });
  const row = rows[0]!;
  return {
    rice: Number(row.rice),
    correct: Number(row.correct),
    honest: row.player_type === PlayerType.honest,
    activity: row.activity === null ? undefined : parseActivity(row.activity),
  };
}

function parseActivity(text: string): Activity {
  const [started, last, day, inARow, played] = text.split(' ');
  return {
    session_started_at: Number(started),
    last_answer_at: Number(last),
    last_day: day!,
    days_in_a_row: Number(inARow),
    days_played: Number(played),
  };
}

/** Adds a claimed anonymous game's correct answers (per category) to a player's totals. */
export async function addClaimedAnswers(
  trx: Transaction<Database>,
  claim: { userId: string; perCategory: { categoryId: string; answers: number; grains: number }[]; now: number },
): Promise<void> {
  const { userId, now } = claim;
  const grains = claim.perCategory.reduce((sum, row) => sum + row.grains, 0);
  const correct = claim.perCategory.reduce((sum, row) => sum + row.answers, 0);
  await addToPlayer(trx, { userId, rice: grains, correct, wrong: 0, now });
  for (const row of claim.perCategory)
    await addToCategoryStats(trx, { userId, categoryId: row.categoryId, right: row.answers, wrong: 0 });
}

/** Deletes a player's totals and category statistics (their account is deleted). */
export async function deletePlayer(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('user_category_stats').where('user_id', '=', userId).execute();
  await trx.deleteFrom('players').where('user_id', '=', userId).execute();
}

const selectPlayerRice = prepared((db: Kysely<Database>, p: { userId: string }) =>
  db.selectFrom('players').select('rice').where('user_id', '=', p.userId),
);

export async function playerRice(db: Kysely<Database>, userId: string): Promise<number> {
  const row = (await selectPlayerRice(db, { userId })).rows[0];
  return row ? Number(row.rice) : 0;
}

export async function findPlayer(db: Kysely<Database>, userId: string) {
  return db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** 1 + the number of honest players with more grains; cheaters have no rank. */
export async function rankOf(db: Kysely<Database>, rice: number): Promise<number> {
  const { ahead } = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('player_type', '=', PlayerType.honest)
    .where('rice', '>', rice)
    .executeTakeFirstOrThrow();
  return Number(ahead) + 1;
}

export async function categoryStats(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('user_category_stats')
    .innerJoin('categories', 'categories.id', 'user_category_stats.category_id')
    .select(['categories.id as category', 'user_category_stats.right', 'user_category_stats.wrong'])
    .where('user_category_stats.user_id', '=', userId)
    .orderBy(sql`user_category_stats.right + user_category_stats.wrong`, 'desc')
    .orderBy('categories.id')
    .limit(limit)
    .execute();
}

/** The totals of the given players (those who have answered). */
export async function playersOf(db: Kysely<Database>, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('players')
    .select(['user_id', 'player_type', 'rice', 'correct', 'wrong'])
    .where('user_id', 'in', userIds)
    .execute();
}
