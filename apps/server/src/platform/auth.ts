import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './database/schema.js';
import { hashToken, newToken } from './tokens.js';
import { prepared } from './database/prepared.js';

/** The player behind a request; null for anonymous play. */
export type Viewer = { userId: string; token: string } | null;

/** Starts a session and returns its bearer token. */
export async function createSession(db: Kysely<Database>, userId: string, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now })
    .execute();
  return token;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Forgets the user's sessions that have outlived their lifetime (at each sign-in). */
export async function deleteExpiredSessions(db: Kysely<Database>, userId: string, expiredBefore: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('created_at', '<=', expiredBefore).execute();
}

/** Ends every session of the user but the one given (after a password change). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: string, keepToken: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .execute();
}

const sessionUser = prepared((db: Kysely<Database>, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.disabled', 'sessions.created_at'])
    .where('sessions.token_hash', '=', p.tokenHash),
);

/**
 * Who sent the request: the user of a valid bearer token, or null when there is no token.
 * A token that is present but unknown, revoked or of a disabled account is `'invalid'` (→ 401).
 */
export async function authenticate(
  db: Kysely<Database>,
  request: FastifyRequest,
  lifetime: { now: number; ttlMs: number },
): Promise<Viewer | 'invalid'> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  if (!match) return 'invalid';
  const token = match[1]!;
  const row = (await sessionUser(db, { tokenHash: hashToken(token) })).rows[0];
  if (!row || row.disabled) return 'invalid';
  // Sessions end SESSION_TTL_DAYS after sign-in, used or not: a stolen token does not live forever.
  if (Number(row.created_at) + lifetime.ttlMs <= lifetime.now) return 'invalid';
  return { userId: row.id, token };
}
