import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Donation } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

export interface Credit {
  questionId: string;
  gameId: string;
  userId: string | null;
  categoryId: string;
  sponsorId: string | null;
  grains: number;
  at: number;
}

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * Records a credited correct answer: one ledger row and the day's total, inside the caller's
 * transaction. The ledger's key is the game and question, so a question can never be credited twice.
 */
export async function recordDonation(trx: Transaction<Database>, credit: Credit, dailyTotalShards: number) {
  const day = utcDay(credit.at);
  await insertDonation(trx, {
    question_id: credit.questionId,
    game_id: credit.gameId,
    user_id: credit.userId,
    category_id: credit.categoryId,
    sponsor_id: credit.sponsorId,
    grains: credit.grains,
    day,
    created_at: credit.at,
  });
  await addToDailyTotal(trx, { day, shard: randomInt(dailyTotalShards), grains: credit.grains });
}

const insertDonation = prepared((db: Kysely<Database>, p: Donation) =>
  db.insertInto('donations').values({
    question_id: p.question_id,
    game_id: p.game_id,
    user_id: p.user_id,
    category_id: p.category_id,
    sponsor_id: p.sponsor_id,
    grains: p.grains,
    day: p.day,
    created_at: p.created_at,
  }),
);

const addToDailyTotal = prepared((db: Kysely<Database>, p: { day: string; shard: number; grains: number }) =>
  db
    .insertInto('daily_totals')
    .values({ day: p.day, shard: p.shard, grains: p.grains })
    .onConflict((oc) =>
      oc.columns(['day', 'shard']).doUpdateSet({ grains: sql<number>`daily_totals.grains + excluded.grains` }),
    ),
);

/** Puts a claimed game's ledger rows under its new player; returns its answers and grains per category. */
export async function moveGameDonations(trx: Transaction<Database>, gameId: string, userId: string) {
  await trx.updateTable('donations').set({ user_id: userId }).where('game_id', '=', gameId).execute();
  const rows = await trx
    .selectFrom('donations')
    .select([
      'category_id',
      (eb) => eb.fn.countAll<number>().as('answers'),
      (eb) => eb.fn.sum<number>('grains').as('grains'),
    ])
    .where('game_id', '=', gameId)
    .groupBy('category_id')
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, answers: Number(row.answers), grains: Number(row.grains) }));
}

/**
 * The ledger keeps a deleted player's grains without the person: their rows, found through the
 * player's games (still there: delete them after this), lose the user id.
 */
export async function forgetDonor(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('donations')
    .set({ user_id: null })
    .where('game_id', 'in', (eb) => eb.selectFrom('games').select('id').where('user_id', '=', userId))
    .execute();
}
