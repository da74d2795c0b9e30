import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

// --- The answer path: a member's correct answer counts for each of their groups. -------------

const recordGroupCredits = prepared((db: Kysely<Database>, p: { questionId: string; userId: string }) =>
  db
    .insertInto('donation_groups')
    .columns(['question_id', 'group_id'])
    .expression((eb) =>
      eb
        .selectFrom('group_contributions')
        .select([eb.val(p.questionId).as('question_id'), 'group_id'])
        .where('user_id', '=', p.userId)
        .where('active', '=', 1),
    ),
);

const addToContributions = prepared((db: Kysely<Database>, p: { userId: string; grains: number }) =>
  db
    .updateTable('group_contributions')
    .set({ rice: sql<number>`rice + ${p.grains}` })
    .where('user_id', '=', p.userId)
    .where('active', '=', 1)
    .returning(['group_id', 'rice']),
);

const addToGroups = prepared((db: Kysely<Database>, p: { userId: string; grains: number }) =>
  db
    .updateTable('group_stats')
    .set({ rice: sql<number>`rice + ${p.grains}` })
    .where('group_id', 'in', (eb) =>
      eb.selectFrom('group_contributions').select('group_id').where('user_id', '=', p.userId).where('active', '=', 1),
    )
    .returning(['group_id', 'rice']),
);

/**
 * Credits a member's groups inside the answer's transaction: the ledger's group rows and totals.
 * Returns each group's new total and the member's new contribution, for the shared leaderboards,
 * in group id order. Runs on SQLite only: PostgreSQL credits groups in its answer function
 * (ADR 020), which locks the shared group totals in id order against deadlocks; SQLite has one
 * writer at a time, so one statement credits every group. A player in no group costs one statement.
 */
export async function creditGroups(
  trx: Transaction<Database>,
  credit: { questionId: string; userId: string; grains: number },
): Promise<{ groupId: string; groupRice: number; memberRice: number }[]> {
  // The member's own contribution rows, one per active group (no other answer writes them).
  const contributions = (await addToContributions(trx, credit)).rows;
  if (contributions.length === 0) return [];
  await recordGroupCredits(trx, credit);
  const totals = new Map((await addToGroups(trx, credit)).rows.map((row) => [row.group_id, Number(row.rice)]));
  contributions.sort((a, b) => (a.group_id < b.group_id ? -1 : a.group_id > b.group_id ? 1 : 0));
  return contributions.map((c) => ({
    groupId: c.group_id,
    groupRice: totals.get(c.group_id) ?? 0,
    memberRice: Number(c.rice),
  }));
}

// --- Membership, as the accounts service reports it. -----------------------------------------

export async function createGroupStats(db: Kysely<Database>, groupId: string) {
  await db.insertInto('group_stats').values({ group_id: groupId, rice: 0, members: 0 }).execute();
}

/** A member joins (or rejoins: their earlier contribution is theirs again). */
export async function activateMember(db: Kysely<Database>, groupId: string, userId: string) {
  await db
    .insertInto('group_contributions')
    .values({ group_id: groupId, user_id: userId, rice: 0, active: 1 })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ active: 1 }))
    .execute();
  await db
    .updateTable('group_stats')
    .set({ members: sql<number>`members + 1` })
    .where('group_id', '=', groupId)
    .execute();
}

/** A member leaves or is removed: their grains stay with the group. */
export async function deactivateMember(db: Kysely<Database>, groupId: string, userId: string) {
  const left = await db
    .updateTable('group_contributions')
    .set({ active: 0 })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (left.numUpdatedRows > 0n) {
    await db
      .updateTable('group_stats')
      .set({ members: sql<number>`members - 1` })
      .where('group_id', '=', groupId)
      .execute();
  }
}

/** A deleted player's contributions to groups they had left (those of groups they are in go with the membership). */
export async function forgetLeftContributions(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('group_contributions').where('user_id', '=', userId).where('active', '=', 0).execute();
}

/** A removed group's totals and contributions (the ledger's donation_groups rows stay: what was given stays given). */
export async function deleteGroupTotals(db: Kysely<Database>, groupId: string) {
  await db.deleteFrom('group_contributions').where('group_id', '=', groupId).execute();
  await db.deleteFrom('group_stats').where('group_id', '=', groupId).execute();
}

// --- Reading. ------------------------------------------------------------------------------------

export async function findGroupStats(db: Kysely<Database>, groupId: string) {
  return db.selectFrom('group_stats').selectAll().where('group_id', '=', groupId).executeTakeFirst();
}

/** The totals of the given groups (those that have them). */
export async function statsOf(db: Kysely<Database>, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('group_stats').selectAll().where('group_id', 'in', groupIds).execute();
}

/** Every contribution to a group, of members and of those who left. */
export async function contributionsTo(db: Kysely<Database>, groupId: string) {
  return db.selectFrom('group_contributions').select(['user_id', 'rice']).where('group_id', '=', groupId).execute();
}

/** Competition rank: 1 + the number of groups with more grains. */
export async function groupRank(db: Kysely<Database>, rice: number): Promise<number> {
  const { ahead } = await db
    .selectFrom('group_stats')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('rice', '>', rice)
    .executeTakeFirstOrThrow();
  return Number(ahead) + 1;
}

export async function findContribution(db: Kysely<Database>, groupId: string, userId: string) {
  return db
    .selectFrom('group_contributions')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function memberRank(db: Kysely<Database>, groupId: string, rice: number): Promise<number> {
  const { ahead } = await db
    .selectFrom('group_contributions')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('group_id', '=', groupId)
    .where('active', '=', 1)
    .where('rice', '>', rice)
    .executeTakeFirstOrThrow();
  return Number(ahead) + 1;
}

export async function memberPage(db: Kysely<Database>, groupId: string, limit: number, offset: number) {
  return db
    .selectFrom('group_contributions')
    .select(['user_id', 'rice'])
    .where('group_id', '=', groupId)
    .where('active', '=', 1)
    .orderBy('rice', 'desc')
    .orderBy('user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The groups a player belongs to, with their contribution to each (user statistics). */
export async function contributionsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('group_contributions')
    .select(['group_id', 'rice'])
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .orderBy('rice', 'desc')
    .execute();
}
