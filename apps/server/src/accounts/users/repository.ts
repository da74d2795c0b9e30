import type { Kysely } from 'kysely';
import type { Database, EmailTokenPurpose, User, UsersTable } from '../../platform/database/schema.js';
import { hashToken, newToken } from '../../platform/tokens.js';

export const usernameKey = (username: string) => username.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By username or e-mail address, case-insensitively (sign-in accepts either). */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<User | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
    .executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

/** Which of a username and an e-mail address another account already uses. */
export async function takenBy(db: Kysely<Database>, username: string, email: string, exceptUserId?: string) {
  let query = db
    .selectFrom('users')
    .select(['username_key', 'email_key'])
    .where((eb) => eb.or([eb('username_key', '=', usernameKey(username)), eb('email_key', '=', emailKey(email))]));
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  const rows = await query.execute();
  return {
    username: rows.some((r) => r.username_key === usernameKey(username)),
    email: rows.some((r) => r.email_key === emailKey(email)),
  };
}

export async function insertUser(db: Kysely<Database>, user: UsersTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Kysely<Database>, id: string, changes: Partial<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function findPublicUsers(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'username', 'avatar']).where('id', 'in', ids).execute();
}

/** Issues a single-use e-mail token for a purpose and returns it (only its hash is stored). */
export async function issueEmailToken(
  db: Kysely<Database>,
  userId: string,
  purpose: EmailTokenPurpose,
  expiresAt: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('email_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, purpose, expires_at: expiresAt, used_at: null })
    .execute();
  return token;
}

/**
 * Spends an e-mail token: marks it used only if it is of this purpose, unused and unexpired, so a
 * link works once even when clicked twice at the same moment. Returns its user, or null.
 */
export async function spendEmailToken(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string | null> {
  const tokenHash = hashToken(token);
  const spent = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) return null;
  const row = await db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Checks a token without spending it. */
export async function peekEmailToken(db: Kysely<Database>, token: string, purpose: EmailTokenPurpose, now: number) {
  const row = await db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
