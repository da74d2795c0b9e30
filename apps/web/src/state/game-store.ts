import { useSyncExternalStore } from 'react';
import type { Game } from '../api/engine';

/**
 * The game data for this tab, kept outside the React tree so that leaving the game screen (for the
 * levels or categories pickers) and coming back needs no reload. Only its id is stored (session
 * storage): after a page load the data is gone and the game is loaded again (SPEC §4 Game flow).
 */
let current: Game | null = null;
const listeners = new Set<() => void>();

export const gameStore = {
  get: (): Game | null => current,
  set: (game: Game | null): void => {
    if (game === current) return;
    current = game;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useGameData(): Game | null {
  return useSyncExternalStore(gameStore.subscribe, gameStore.get, gameStore.get);
}

/** Runs each kind of game request once at a time: a second caller shares the first one's answer. */
const inFlight = new Map<string, Promise<Game>>();

export function once(key: string, run: () => Promise<Game>): Promise<Game> {
  const running = inFlight.get(key);
  if (running) return running;
  const promise = run().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
