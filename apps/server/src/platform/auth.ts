import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './database/schema.js';
import { hashToken, newToken } from './tokens.js';
import { prepared } from './database/prepared.js';

/** The player behind a request, and when they signed in; null for anonymous play. */
export type Viewer = { userId: string; token: string; signedInAt: number } | null;

/**
 * Starts a session and returns its bearer token. It carries the user's credentials generation:
 * a later password or e-mail change, or disabling, ends it (accounts/credentials.ts).
 */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: number,
  generation = 0,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, generation })
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

const sessionUser = prepared((db: Kysely<Database>, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.disabled',
      'users.credentials_generation',
      'users.verified_at',
      'users.verify_by',
      'sessions.created_at',
      'sessions.generation',
    ])
    .where('sessions.token_hash', '=', p.tokenHash),
);

/**
 * Who sent the request: the user of a valid bearer token, or null when there is no token.
 * A token that is present but unknown, revoked, of an older credentials generation or of a
 * disabled account is `'invalid'` (→ 401); one of an account left unverified past its 24 hours
 * is `'lapsed'` (→ reverify, as at sign-in: SPEC §6, the account stops working).
 */
export async function authenticate(
  db: Kysely<Database>,
  request: FastifyRequest,
  lifetime: { now: number; ttlMs: number },
): Promise<Viewer | 'invalid' | 'lapsed'> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  if (!match) return 'invalid';
  const token = match[1]!;
  const row = (await sessionUser(db, { tokenHash: hashToken(token) })).rows[0];
  if (!row || row.disabled) return 'invalid';
  // A password or e-mail change, or disabling, ends the sessions from before it.
  if (Number(row.generation) !== Number(row.credentials_generation)) return 'invalid';
  // Sessions end SESSION_TTL_DAYS after sign-in, used or not: a stolen token does not live forever.
  if (Number(row.created_at) + lifetime.ttlMs <= lifetime.now) return 'invalid';
  if (row.verified_at === null && row.verify_by !== null && Number(row.verify_by) < lifetime.now) return 'lapsed';
  return { userId: row.id, token, signedInAt: Number(row.created_at) };
}
