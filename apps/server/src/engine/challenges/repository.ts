import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Challenge, ChallengesTable, Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

/** A participant's key: a signed-in player, or an anonymous game. */
export const memberKey = (who: { userId: string } | { gameId: string }) =>
  'userId' in who ? `u:${who.userId}` : `g:${who.gameId}`;

export async function listPublicChallenges(db: Kysely<Database>): Promise<Challenge[]> {
  return db.selectFrom('challenges').selectAll().where('public', '=', 1).orderBy('datetime_start', 'desc').execute();
}

export async function findChallenge(db: Kysely<Database>, id: string): Promise<Challenge | undefined> {
  return db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertChallenge(db: Kysely<Database>, challenge: ChallengesTable): Promise<void> {
  await db.insertInto('challenges').values(challenge).execute();
}

/** Every challenge, private and future ones too, latest start first. */
export async function listAllChallenges(db: Kysely<Database>): Promise<Challenge[]> {
  return db.selectFrom('challenges').selectAll().orderBy('datetime_start', 'desc').execute();
}

/** Returns whether the challenge exists. */
export async function updateChallenge(db: Kysely<Database>, id: string, change: Updateable<ChallengesTable>) {
  const result = await db.updateTable('challenges').set(change).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setChallengeEnd(db: Kysely<Database>, id: string, datetimeEnd: number): Promise<void> {
  await db.updateTable('challenges').set({ datetime_end: datetimeEnd }).where('id', '=', id).execute();
}

export async function entriesOf(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('challenge_members')
    .select(['challenge_id', 'rice', 'active'])
    .where('member_key', '=', key)
    .orderBy('joined_at', 'desc')
    .execute();
}

/** Joins (or rejoins, keeping the earlier contribution); counts a participant once. */
export async function join(db: Kysely<Database>, challengeId: string, key: string, now: number) {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('challenge_members')
      .select('active')
      .where('challenge_id', '=', challengeId)
      .where('member_key', '=', key)
      .executeTakeFirst();
    if (existing?.active) return;
    if (existing) {
      await trx
        .updateTable('challenge_members')
        .set({ active: 1 })
        .where('challenge_id', '=', challengeId)
        .where('member_key', '=', key)
        .execute();
    } else {
      const added = await trx
        .insertInto('challenge_members')
        .values({ challenge_id: challengeId, member_key: key, rice: 0, active: 1, joined_at: now })
        .onConflict((oc) => oc.columns(['challenge_id', 'member_key']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
    }
    await trx
      .updateTable('challenges')
      .set({ participants: sql<number>`participants + 1` })
      .where('id', '=', challengeId)
      .execute();
  });
}

/** Leaves: the participant's grains stay in the challenge's total. */
export async function leave(db: Kysely<Database>, challengeId: string, key: string) {
  await db.transaction().execute(async (trx) => {
    const left = await trx
      .updateTable('challenge_members')
      .set({ active: 0 })
      .where('challenge_id', '=', challengeId)
      .where('member_key', '=', key)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (left.numUpdatedRows > 0n) {
      await trx
        .updateTable('challenges')
        .set({ participants: sql<number>`participants - 1` })
        .where('id', '=', challengeId)
        .execute();
    }
  });
}

// --- The answer path. -----------------------------------------------------------------------------

/**
 * The running challenges either key (a player, the anonymous game they brought) is in, in one
 * query (cheap: by index, usually none). One key is given twice.
 */
const runningEntries = prepared((db: Kysely<Database>, p: { first: string; second: string; now: number }) =>
  db
    .selectFrom('challenge_members')
    .innerJoin('challenges', 'challenges.id', 'challenge_members.challenge_id')
    .select(['challenge_members.challenge_id', 'challenge_members.member_key'])
    .where('challenge_members.member_key', 'in', [p.first, p.second])
    .where('challenge_members.active', '=', 1)
    .where('challenges.datetime_start', '<=', p.now)
    .where('challenges.datetime_end', '>', p.now),
);

/**
 * Credits the running challenges a participant is in, inside the answer's transaction: the
 * ledger's challenge rows, each challenge's total and the participant's contribution. A challenge
 * that several of the keys joined (a player and the anonymous game they brought) is credited once,
 * to the first of those keys.
 */
export async function creditChallenges(
  trx: Transaction<Database>,
  credit: { questionId: string; keys: string[]; grains: number; nowSeconds: number },
) {
  const first = credit.keys[0];
  if (!first) return;
  const second = credit.keys[1] ?? first;
  const { rows } = await runningEntries(trx, { first, second, now: credit.nowSeconds });
  const credited = new Map<string, string>(); // challenge id → the key its credit goes to
  for (const key of credit.keys)
    for (const row of rows)
      if (row.member_key === key && !credited.has(row.challenge_id)) credited.set(row.challenge_id, key);
  // Challenge totals are shared rows: locked in one order (by id) by every answer, so that two
  // answers crediting the same challenges cannot deadlock on PostgreSQL.
  for (const [challengeId, key] of [...credited].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    await trx
      .insertInto('donation_challenges')
      .values({ question_id: credit.questionId, challenge_id: challengeId })
      .execute();
    await trx
      .updateTable('challenges')
      .set({ rice_raised: sql<number>`rice_raised + ${credit.grains}` })
      .where('id', '=', challengeId)
      .execute();
    await trx
      .updateTable('challenge_members')
      .set({ rice: sql<number>`rice + ${credit.grains}` })
      .where('challenge_id', '=', challengeId)
      .where('member_key', '=', key)
      .execute();
  }
}
