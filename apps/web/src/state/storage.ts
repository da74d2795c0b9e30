/**
 * Browser storage keys (SPEC §3): the game id lives for the tab (session storage); the chosen
 * category and level persist (local storage). Storage can be unavailable (privacy modes): then
 * every read is empty and writes are dropped, and the game still works for the visit.
 */
export const STORAGE_KEYS = {
  gameId: 'gameId',
  /** The anonymous game's claim secret (ADR 009), beside its id: sent once, at sign-in or sign-up. */
  gameClaim: 'gameClaim',
  category: 'category',
  level: 'level',
  closedNotices: 'closedNotices',
  readAnnouncements: 'readAnnouncements',
  /** The signed-in player (SPEC §3 User (session)), local storage. */
  user: 'user',
  /** The pending e-mail verification record {token, username, email}, local storage. */
  reverification: 'reverification',
} as const;

function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        storage().setItem(key, value);
      } catch {
        /* storage full or disabled */
      }
    },
    remove(key: string) {
      try {
        storage().removeItem(key);
      } catch {
        /* storage disabled */
      }
    },
  };
}

export const session = safe(() => window.sessionStorage);
export const local = safe(() => window.localStorage);

/** Keeps a new game's id for the tab, with its claim secret when it is anonymous (ADR 009). */
export function rememberGame(id: string, claim: string | null) {
  session.set(STORAGE_KEYS.gameId, id);
  if (claim) session.set(STORAGE_KEYS.gameClaim, claim);
  else session.remove(STORAGE_KEYS.gameClaim);
}

/** Forgets the tab's game id and its claim secret. */
export function forgetStoredGame() {
  session.remove(STORAGE_KEYS.gameId);
  session.remove(STORAGE_KEYS.gameClaim);
}

export function readJsonList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(local.get(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function appendJsonList(key: string, item: string) {
  const list = readJsonList(key);
  if (!list.includes(item)) local.set(key, JSON.stringify([...list, item]));
}
