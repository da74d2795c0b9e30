import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';

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
 * transaction. The ledger's key is the question id, so a question can never be credited twice.
 */
export async function recordDonation(trx: Transaction<Database>, credit: Credit, dailyTotalShards: number) {
  const day = utcDay(credit.at);
  await trx
    .insertInto('donations')
    .values({
      question_id: credit.questionId,
      game_id: credit.gameId,
      user_id: credit.userId,
      category_id: credit.categoryId,
      sponsor_id: credit.sponsorId,
      grains: credit.grains,
      day,
      created_at: credit.at,
    })
    .execute();
  await trx
    .insertInto('daily_totals')
    .values({ day, shard: randomInt(dailyTotalShards), grains: credit.grains })
    .onConflict((oc) =>
      oc.columns(['day', 'shard']).doUpdateSet({ grains: sql<number>`daily_totals.grains + excluded.grains` }),
    )
    .execute();
}
