import type { Db } from '../../platform/database/index.js';
import type { GameWithCategory } from './repository.js';

/**
 * The games this process served last, as it last wrote or read them (ADR 020), so that an answer
 * usually needs no read of its game first. A copy can be out of date (another process served the
 * game, a claim gave it an owner, the sweep deleted it) but is never trusted blindly: PostgreSQL's
 * answer function and SQLite's compare-and-set (repository.ts, advanceGame) check the row against
 * it and write nothing when they differ; the answer then reads the row and computes again.
 */

/** What an answer needs of the game beforehand, as the answer's statement checks it. */
export type KeptGame = GameWithCategory;

/** Games kept per process: each about 1–2 kB, so at most ~20 MB. */
const KEPT_GAMES = 10_000;
const keptByDb = new WeakMap<Db, Map<string, KeptGame>>();

function keptOf(db: Db): Map<string, KeptGame> {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map<string, KeptGame>()));
  return kept;
}

/** Keeps a game's state as this process last wrote or read it. */
export function keepGame(db: Db, game: KeptGame): void {
  const kept = keptOf(db);
  kept.delete(game.id);
  kept.set(game.id, game);
  // A Map iterates in insertion order: the first key is the least recently kept game.
  if (kept.size > KEPT_GAMES) kept.delete(kept.keys().next().value!);
}

export function keptGame(db: Db, id: string): KeptGame | undefined {
  return keptByDb.get(db)?.get(id);
}

export function forgetGame(db: Db, id: string): void {
  keptByDb.get(db)?.delete(id);
}
