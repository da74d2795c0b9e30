import { useSyncExternalStore } from 'react';
import { local } from './storage';

/**
 * Anonymous challenge participation (SPEC §3): the cookie `challenges` lists the ids the player
 * takes part in (comma separated) and `challenge_{id}` holds their rice in it. The server knows
 * the anonymous participant by their game; these cookies are the browser's mirror of that.
 *
 * Where the rice comes from: the join and leave answers carry the participant's current rice
 * (docs/api/challenges.md). A correct answer on the game screen changes it on the server only, so
 * the detail page of a challenge the cookie lists re-joins it once when it opens, while the
 * challenge runs — a join of a participant already in is a no-op on the server that answers the
 * current entry — and stores that rice. Outside the running window the stored rice is shown.
 *
 * The server's anonymous participant is a game, and the game id lives per tab (session storage).
 * So that the refresh never enrols a different game (a second participant for the same person),
 * the game that joined is noted per challenge in local storage, and only that game re-joins.
 */
export const CHALLENGES_COOKIE = 'challenges';
export const riceCookie = (id: string) => `challenge_${id}`;

/** A year: participation outlives the visit, as the game's chosen category does. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Local storage: challenge id → the anonymous game that joined it. */
export const CHALLENGE_GAMES_KEY = 'challengeGames';

const listeners = new Set<() => void>();

function readCookie(name: string): string | null {
  try {
    for (const pair of document.cookie.split(';')) {
      const at = pair.indexOf('=');
      const key = (at === -1 ? pair : pair.slice(0, at)).trim();
      if (key === name) return decodeURIComponent(pair.slice(at + 1).trim());
    }
  } catch {
    /* cookies disabled */
  }
  return null;
}

function writeCookie(name: string, value: string | null) {
  try {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
  } catch {
    /* cookies disabled */
  }
  listeners.forEach((listener) => listener());
}

/** The ids of the challenges the anonymous player takes part in. */
export function joinedChallengeIds(): string[] {
  return (readCookie(CHALLENGES_COOKIE) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The anonymous player's rice in a challenge, as last stored; null if none is stored. */
export function storedChallengeRice(id: string): number | null {
  const raw = readCookie(riceCookie(id));
  const rice = raw === null ? NaN : Number(raw);
  return Number.isFinite(rice) && rice >= 0 ? Math.floor(rice) : null;
}

function readChallengeGames(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(local.get(CHALLENGE_GAMES_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  } catch {
    return {};
  }
}

/** The anonymous game that joined the challenge, if this browser knows it. */
export function joiningGame(id: string): string | null {
  return readChallengeGames()[id] ?? null;
}

/** Records a join (or a re-join's fresher rice), and the game that took part. */
export function recordJoin(id: string, rice: number, gameId: string) {
  local.set(CHALLENGE_GAMES_KEY, JSON.stringify({ ...readChallengeGames(), [id]: gameId }));
  const ids = joinedChallengeIds();
  if (!ids.includes(id)) writeCookie(CHALLENGES_COOKIE, [...ids, id].join(','));
  writeCookie(riceCookie(id), String(rice));
}

/** Records a leave: the id goes from the list and its rice with it. */
export function recordLeave(id: string) {
  const { [id]: _left, ...rest } = readChallengeGames();
  local.set(CHALLENGE_GAMES_KEY, JSON.stringify(rest));
  const ids = joinedChallengeIds().filter((joined) => joined !== id);
  writeCookie(CHALLENGES_COOKIE, ids.length > 0 ? ids.join(',') : null);
  writeCookie(riceCookie(id), null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => {
  try {
    return document.cookie;
  } catch {
    return '';
  }
};

/** The anonymous participation, re-read whenever this app changes the cookies. */
export function useChallengeCookies(): { ids: string[]; rice: (id: string) => number | null } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { ids: joinedChallengeIds(), rice: storedChallengeRice };
}
