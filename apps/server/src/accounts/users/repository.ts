import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, EmailTokenPurpose, User, UsersTable } from '../../platform/database/schema.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { normaliseName, usernameSkeleton } from '../names.js';

/** Usernames are unique whatever the case, after NFKC (full-width `ａｌｉｃｅ` is `alice`). */
export const usernameKey = (username: string) => normaliseName(username).toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By username or e-mail address, case-insensitively (sign-in accepts either). */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', usernameKey(login)), eb('email_key', '=', emailKey(login))]))
    .executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

/**
 * Which of a username and an e-mail address another account already uses; a username is taken
 * also by a look-alike (the same UTS #39 skeleton).
 */
export async function takenBy(db: Kysely<Database>, username: string, email: string, exceptUserId?: string) {
  const skeleton = usernameSkeleton(username);
  let query = db
    .selectFrom('users')
    .select(['username_key', 'username_skeleton', 'email_key'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', usernameKey(username)),
        eb('username_skeleton', '=', skeleton),
        eb('email_key', '=', emailKey(email)),
      ]),
    );
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  const rows = await query.execute();
  const sameName = rows.some((r) => r.username_key === usernameKey(username));
  return {
    username: sameName
      ? ('same' as const)
      : rows.some((r) => r.username_skeleton === skeleton)
        ? ('lookalike' as const)
        : null,
    email: rows.some((r) => r.email_key === emailKey(email)),
  };
}

export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Kysely<Database>, id: string, changes: Updateable<UsersTable>): Promise<void> {
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
  extra: { payload?: string; sessionHash?: string } = {},
): Promise<string> {
  const token = newToken();
  const user = await db
    .selectFrom('users')
    .select('credentials_generation')
    .where('id', '=', userId)
    .executeTakeFirst();
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: expiresAt,
      used_at: null,
      generation: user?.credentials_generation ?? 0,
      payload: extra.payload ?? null,
      session_hash: extra.sessionHash ?? null,
    })
    .execute();
  return token;
}

/** Undo links outlive credential changes (credentials.ts); every other link dies with them. */
const OUTLIVES_CHANGES: readonly EmailTokenPurpose[] = ['undo_email'];

/**
 * Spends an e-mail token: marks it used only if it is of this purpose, unused, unexpired and of
 * the user's current credentials generation, so a link works once even when clicked twice at the
 * same moment. Returns its row, or null.
 */
export async function spendEmailTokenRow(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<{ user_id: string; payload: string | null; session_hash: string | null } | null> {
  const tokenHash = hashToken(token);
  let update = db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (!OUTLIVES_CHANGES.includes(purpose)) update = update.where(currentGeneration);
  const spent = await update.executeTakeFirst();
  if (spent.numUpdatedRows === 0n) return null;
  const row = await db
    .selectFrom('email_tokens')
    .select(['user_id', 'payload', 'session_hash'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ?? null;
}

export async function spendEmailToken(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string | null> {
  return (await spendEmailTokenRow(db, token, purpose, now))?.user_id ?? null;
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
    .where(currentGeneration)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The token was issued under its user's current credentials generation. */
function currentGeneration(eb: ExpressionBuilder<Database, 'email_tokens'>) {
  return eb(
    'email_tokens.generation',
    '=',
    eb.selectFrom('users').select('users.credentials_generation').whereRef('users.id', '=', 'email_tokens.user_id'),
  );
}

// --- The admin area. -------------------------------------------------------------------------

/** `username_key`/`email_key` LIKE pattern (both stored lower-cased), or every user when there is none. */
const loginMatches = (pattern: string | null) =>
  pattern === null
    ? sql<boolean>`1 = 1`
    : sql<boolean>`(users.username_key like ${pattern} escape '\\' or users.email_key like ${pattern} escape '\\')`;

/** A page of users whose username or e-mail matches, by username; and how many match. */
export async function searchUsers(db: Kysely<Database>, pattern: string | null, limit: number, offset: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'disabled', 'verified_at', 'created_at'])
    .where(loginMatches(pattern))
    .orderBy('users.username_key')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(loginMatches(pattern))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export async function roleOf(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;
}

export async function findRoleByUsernameKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('users').select(['id', 'role']).where('username_key', '=', key).executeTakeFirst();
}

/** Disabling also bumps the credentials generation: every session and link issued before dies. */
export async function setDisabled(db: Kysely<Database>, id: string, disabled: boolean, now: number) {
  await db
    .updateTable('users')
    .set((eb) => ({
      disabled: disabled ? 1 : 0,
      updated_at: now,
      ...(disabled ? { credentials_generation: eb('credentials_generation', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
