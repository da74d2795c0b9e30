import type { SessionResponse } from '@ricebowl/contract';
import type { Deps } from '../platform/http.js';
import type { User } from '../platform/database/schema.js';
import { createSession, deleteExpiredSessions } from '../platform/auth.js';

/**
 * Signs a user in: a new session, and the anonymous game they were playing (if any) moves into
 * their account with its grains.
 */
export async function signIn(deps: Deps, user: User, game: string | null | undefined): Promise<SessionResponse> {
  await deleteExpiredSessions(deps.db.kysely, user.id, deps.now() - deps.config.sessionTtlMs);
  const token = await createSession(deps.db.kysely, user.id, deps.now(), user.credentials_generation);
  if (game) await deps.players.claimAnonymousGame(game, user.id);
  return {
    uuid: user.id,
    token,
    userData: { username: user.username, avatar: user.avatar, role: user.role === 'admin' ? 'admin' : 'player' },
  };
}

/** A link to the accounts API, absolute (mails are read outside the app). */
export function accountsLink(deps: Deps, path: string): string {
  const base = deps.config.web.accountsApiUrl;
  return /^https?:\/\//.test(base) ? `${base}${path}` : `${deps.config.publicUrl}${base}${path}`;
}

export function appLink(deps: Deps, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
