import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

/** The evidence of an account (`u:<id>`) or an anonymous game (`g:<id>`). */
export const subjectOf = (who: { userId: string } | { gameId: string }) =>
  'userId' in who ? `u:${who.userId}` : `g:${who.gameId}`;

type Count = {
  subject: string;
  /** For the player's type in the same statement; null for an anonymous game. */
  userId: string | null;
  now: number;
  /** 1 when this answer was too fast, else 0. */
  fast: number;
  /** Windows that started at or before these times have lapsed and restart with this answer. */
  fastLapsed: number;
  rateLapsed: number;
  fastLimit: number;
  rateLimit: number;
  /** The end of an anonymous game's cool-down, should this answer trip a signal. */
  throttleUntil: number;
};

/**
 * Counts one answer: the atomic upsert of the subject's counters, returning them with the player's
 * type, so the answer path pays one statement. A lapsed window restarts; tripping either limit
 * moves `throttled_until` (which only anonymous games heed) to the end of a cool-down.
 */
const countAnswer = prepared((db: Kysely<Database>, p: Count) => {
  const fastRestarts = sql<boolean>`anticheat_counters.fast_since <= ${p.fastLapsed}`;
  const rateRestarts = sql<boolean>`anticheat_counters.rate_since <= ${p.rateLapsed}`;
  const fastCount = sql<number>`CASE WHEN ${fastRestarts} THEN excluded.fast_count ELSE anticheat_counters.fast_count + excluded.fast_count END`;
  const rateCount = sql<number>`CASE WHEN ${rateRestarts} THEN 1 ELSE anticheat_counters.rate_count + 1 END`;
  return db
    .insertInto('anticheat_counters')
    .values({
      subject: p.subject,
      fast_count: p.fast,
      fast_since: p.now,
      rate_count: 1,
      rate_since: p.now,
      throttled_until: 0,
    })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        fast_count: fastCount,
        fast_since: sql<number>`CASE WHEN ${fastRestarts} THEN excluded.fast_since ELSE anticheat_counters.fast_since END`,
        rate_count: rateCount,
        rate_since: sql<number>`CASE WHEN ${rateRestarts} THEN excluded.rate_since ELSE anticheat_counters.rate_since END`,
        throttled_until: sql<number>`CASE WHEN ${fastCount} >= ${p.fastLimit} OR ${rateCount} >= ${p.rateLimit} THEN ${p.throttleUntil} ELSE anticheat_counters.throttled_until END`,
      }),
    )
    .returning((eb) => [
      'fast_count',
      'rate_count',
      'throttled_until',
      eb.selectFrom('players').select('players.player_type').where('players.user_id', '=', p.userId).as('player_type'),
    ]);
});

export async function countAnswerOf(trx: Transaction<Database>, count: Count) {
  const row = (await countAnswer(trx, count)).rows[0]!;
  return {
    fast: Number(row.fast_count),
    answers: Number(row.rate_count),
    throttledUntil: Number(row.throttled_until),
    playerType: row.player_type === null ? 0 : Number(row.player_type),
  };
}

/** Marks a player as a cheater (SPEC player_type 1), creating their row if this is their first answer. */
const markCheater = prepared((db: Kysely<Database>, p: { userId: string; now: number }) =>
  db
    .insertInto('players')
    .values({ user_id: p.userId, rice: 0, correct: 0, wrong: 0, player_type: 1, updated_at: p.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ player_type: 1 })),
);

export async function markAsCheater(trx: Transaction<Database>, userId: string, now: number): Promise<void> {
  await markCheater(trx, { userId, now });
}

/** Clears a player's cheater mark and the evidence behind it; returns whether the player had a record. */
export async function unmarkCheater(db: Kysely<Database>, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('players')
      .set({ player_type: 0 })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    await trx.deleteFrom('anticheat_counters').where('subject', '=', subjectOf({ userId })).execute();
    return updated.numUpdatedRows > 0n;
  });
}

/** Deletes an account's evidence (its mark lives on the player row, deleted with it). */
export async function forgetEvidence(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('anticheat_counters').where('subject', '=', subjectOf({ userId })).execute();
}
