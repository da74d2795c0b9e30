import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SessionResponse } from '@ricebowl/contract';
import type { Deps } from '../platform/http.js';
import type { User } from '../platform/database/schema.js';
import { createSession, deleteExpiredSessions } from '../platform/auth.js';
import { publicOrigin } from '../platform/public-url.js';

/** The anonymous game a sign-in or sign-up brings along, and the secret that proves it is theirs. */
export interface GameClaim {
  game?: string | null;
  claim?: string | null;
}

/**
 * Signs a user in: a new session, and the anonymous game they were playing (if any) moves into
 * their account with its credited grains — only with the game's claim secret (ADR 009). A `game`
 * without a valid secret (an old client, someone else's game, one already claimed) is ignored:
 * the sign-in succeeds and nothing moves, so the answer tells nothing about the game.
 */
export async function signIn(deps: Deps, user: User, bringing: GameClaim = {}): Promise<SessionResponse> {
  await deleteExpiredSessions(deps.db.kysely, user.id, deps.now() - deps.config.sessionTtlMs);
  const token = await createSession(deps.db.kysely, user.id, deps.now(), user.credentials_generation);
  if (bringing.game && bringing.claim) await deps.players.claimAnonymousGame(bringing.game, bringing.claim, user.id);
  return {
    uuid: user.id,
    token,
    userData: { username: user.username, avatar: user.avatar, role: user.role === 'admin' ? 'admin' : 'player' },
  };
}

/**
 * The absolute links of one request's mails: under `base`, the app's origin for that request
 * (`publicOrigin`: PUBLIC_URL, or the address the player opened). Mails are read outside the app.
 */
export interface MailContext {
  log: FastifyBaseLogger;
  base: string;
}

/** The mail context of a request: its logger, and the origin its links use. */
export function mailContextOf(deps: Deps, request: FastifyRequest): MailContext {
  return { log: request.log, base: publicOrigin(deps.config, request) };
}

/** A link to the accounts API, absolute (mails are read outside the app). */
export function accountsLink(deps: Deps, mail: MailContext, path: string): string {
  const api = deps.config.web.accountsApiUrl;
  return /^https?:\/\//.test(api) ? `${api}${path}` : `${mail.base}${api}${path}`;
}

/** A link to a screen of the app, absolute (mails are read outside the app). */
export function appLink(mail: MailContext, path: string): string {
  return `${mail.base}${path}`;
}

/**
 * Where the accounts API's links (verification, e-mail change) send the browser once followed:
 * a path on the same site when the accounts API is served with the app (the browser stays on the
 * address it used, with its session), else the app at PUBLIC_URL.
 */
export function appRedirect(deps: Deps, path: string): string {
  return /^https?:\/\//.test(deps.config.web.accountsApiUrl) ? `${deps.config.publicUrl}${path}` : path;
}
