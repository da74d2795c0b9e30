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
