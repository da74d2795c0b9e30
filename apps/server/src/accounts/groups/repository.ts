import { sql, type Kysely } from 'kysely';
import type { Database, Group } from '../../platform/database/schema.js';

export async function findGroup(db: Kysely<Database>, id: string): Promise<Group | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findGroupByCode(db: Kysely<Database>, code: string): Promise<Group | undefined> {
  return db.selectFrom('groups').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findMembership(db: Kysely<Database>, groupId: string, userId: string) {
  return db
    .selectFrom('group_members')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function adminsOf(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('is_admin', '=', 1)
    .orderBy('joined_at')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function memberCount(db: Kysely<Database>, groupId: string): Promise<number> {
  const { n } = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The groups a player belongs to, newest membership first. */
export async function groupsOf(db: Kysely<Database>, userId: string): Promise<Group[]> {
  return db
    .selectFrom('groups')
    .innerJoin('group_members', 'group_members.group_id', 'groups.id')
    .selectAll('groups')
    .where('group_members.user_id', '=', userId)
    .orderBy('group_members.joined_at', 'desc')
    .execute();
}

export async function findPublicGroups(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('groups').select(['id', 'name', 'avatar']).where('id', 'in', ids).execute();
}

/** The longest-standing member, who inherits a group its last owner left. */
export async function eldestMember(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .limit(1)
    .executeTakeFirst();
}

/** `lower(name) LIKE pattern` (see admin containing()), or every group when there is no pattern. */
const nameMatches = (pattern: string | null) =>
  pattern === null ? sql<boolean>`1 = 1` : sql<boolean>`lower(groups.name) like ${pattern} escape '\\'`;

/** A page of groups whose name matches, by name; and how many match. */
export async function searchGroups(db: Kysely<Database>, pattern: string | null, limit: number, offset: number) {
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name', 'description', 'avatar', 'created_at'])
    .where(nameMatches(pattern))
    .orderBy('groups.name')
    .orderBy('groups.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(nameMatches(pattern))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** A group's members with their usernames, by username. */
export async function membersWithNames(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['users.id', 'users.username', 'group_members.is_admin'])
    .where('group_members.group_id', '=', groupId)
    .orderBy('users.username_key')
    .execute();
}

/** The groups a player belongs to, by name, with whether they own each. */
export async function membershipsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['groups.id', 'groups.name', 'group_members.is_admin'])
    .where('group_members.user_id', '=', userId)
    .orderBy('groups.name')
    .execute();
}

export async function renameGroupRow(db: Kysely<Database>, id: string, name: string, now: number) {
  await db.updateTable('groups').set({ name, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteMemberships(db: Kysely<Database>, id: string) {
  await db.deleteFrom('group_members').where('group_id', '=', id).execute();
}

export async function deleteGroupRow(db: Kysely<Database>, id: string) {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}
