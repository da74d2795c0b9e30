import { useSyncExternalStore } from 'react';
import { USER_AVATAR_COUNT } from '@ricebowl/contract';
import { gameStore } from './game-store';
import { forgetStoredGame, local, STORAGE_KEYS } from './storage';

/** The signed-in player as kept in local storage (SPEC §3 User (session)). */
export interface SessionUser {
  uuid: string;
  token: string;
  username: string;
  avatar: string;
  email: string;
  /** 'admin' or 'player', from sign-in; a session stored before the role came with it has none. */
  role?: string;
}

/** What sign-in answers for an account that must verify its e-mail first (SPEC §3 reverification). */
export interface Reverification {
  token: string;
  username: string;
  email: string;
}

/** A small store of one JSON record in local storage, readable from React. */
function createStoredRecord<T>(key: string, isValid: (value: unknown) => value is T) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T | null } = { raw: null, value: null };

  const read = (): T | null => {
    const raw = local.get(key);
    if (raw !== cached.raw) {
      let value: T | null = null;
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        value = isValid(parsed) ? parsed : null;
      } catch {
        value = null;
      }
      cached = { raw, value };
    }
    return cached.value;
  };

  return {
    get: read,
    set(value: T | null) {
      if (value) local.set(key, JSON.stringify(value));
      else local.remove(key);
      listeners.forEach((l) => l());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function hasStrings<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, string> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((k) => typeof record[k] === 'string');
}

const isSessionUser = (value: unknown): value is SessionUser =>
  hasStrings(value, ['uuid', 'token', 'username']) &&
  ['avatar', 'email', 'role'].every((k) =>
    ['string', 'undefined'].includes(typeof (value as Record<string, unknown>)[k]),
  );

const isReverification = (value: unknown): value is Reverification => hasStrings(value, ['token', 'username', 'email']);

export const sessionStore = createStoredRecord<SessionUser>(STORAGE_KEYS.user, isSessionUser);
export const reverificationStore = createStoredRecord<Reverification>(STORAGE_KEYS.reverification, isReverification);

export function useSession(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useReverification(): Reverification | null {
  return useSyncExternalStore(reverificationStore.subscribe, reverificationStore.get, reverificationStore.get);
}

/**
 * Where the route guards send the player when the session changes under a guarded screen: a form
 * that signs in (or out) names its destination here first, so the guard that notices the new
 * session goes there instead of its default (/profile, or /profile-login).
 */
let nextDestination: string | null = null;

export const authRedirect = {
  set(path: string) {
    nextDestination = path;
  },
  peek: (): string | null => nextDestination,
  clear() {
    nextDestination = null;
  },
};

/** Stores the signed-in player (SPEC §4 Session); a pending verification is then done with. */
export function startSession(user: SessionUser, destination?: string) {
  if (destination) authRedirect.set(destination);
  reverificationStore.set(null);
  sessionStore.set(user);
}

/** Updates the stored player's public data after a profile save. */
export function updateSession(changes: Partial<Omit<SessionUser, 'uuid' | 'token'>>) {
  const user = sessionStore.get();
  if (user) sessionStore.set({ ...user, ...changes });
}

/**
 * Removes the player (sign-out, a clear, a deleted account). The game being played belonged to
 * the account, so its id and data are forgotten too: play goes on anonymously in a new game.
 */
export function endSession(destination?: string) {
  if (destination) authRedirect.set(destination);
  forgetStoredGame();
  gameStore.set(null);
  sessionStore.set(null);
}

/** avatar-1 … avatar-16 are real avatars; anything else shows the anonymous one. */
export function avatarUrl(avatar: string | null | undefined): string {
  const match = /^avatar-(\d+)$/.exec(avatar ?? '');
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= USER_AVATAR_COUNT ? `/avatars/avatar-${n}.svg` : '/avatars/anonymous.svg';
}

/** The avatars a player can choose from (SPEC §2 Edit profile). */
export const AVATAR_CHOICES = Array.from({ length: USER_AVATAR_COUNT }, (_, i) => `avatar-${i + 1}`);
