import { useSyncExternalStore } from 'react';
import { USER_AVATAR_COUNT } from '@ricebowl/contract';
import { local } from './storage';

/** The signed-in player as kept in local storage (SPEC §3 User (session)). */
export interface SessionUser {
  uuid: string;
  token: string;
  username: string;
  avatar: string;
  email: string;
}

const KEY = 'user';
const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

function read(): SessionUser | null {
  const raw = local.get(KEY);
  if (raw !== cached.raw) {
    let user: SessionUser | null = null;
    try {
      user = raw ? (JSON.parse(raw) as SessionUser) : null;
    } catch {
      user = null;
    }
    cached = { raw, user };
  }
  return cached.user;
}

export const sessionStore = {
  get: read,
  set(user: SessionUser | null) {
    if (user) local.set(KEY, JSON.stringify(user));
    else local.remove(KEY);
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}

/** avatar-1 … avatar-16 are real avatars; anything else shows the anonymous one. */
export function avatarUrl(avatar: string | null | undefined): string {
  const match = /^avatar-(\d+)$/.exec(avatar ?? '');
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= USER_AVATAR_COUNT ? `/avatars/avatar-${n}.svg` : '/avatars/anonymous.svg';
}
