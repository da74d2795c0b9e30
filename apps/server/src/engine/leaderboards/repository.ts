import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { PlayerType } from '../players/service.js';

export async function topPlayers(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('players')
    .select(['user_id', 'rice'])
    .where('player_type', '=', PlayerType.honest)
    .orderBy('rice', 'desc')
    .orderBy('user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function topGroups(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('group_stats')
    .select(['group_id', 'rice', 'members'])
    .orderBy('rice', 'desc')
    .orderBy('group_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

const COUNT_TTL_MS = 10_000;

/**
 * How many players and groups the leaderboards hold, for their page counts. Counting a million
 * rows per request would cost more than the page itself, so the figures are reused for 10 s.
 */
export function leaderboardCounts(db: Kysely<Database>, now: () => number) {
  let cached: { at: number; value: Promise<{ players: number; groups: number }> } | null = null;
  return () => {
    if (!cached || now() - cached.at > COUNT_TTL_MS) {
      const value = (async () => {
        const players = await db
          .selectFrom('players')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('player_type', '=', PlayerType.honest)
          .executeTakeFirstOrThrow();
        const groups = await db
          .selectFrom('group_stats')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return { players: Number(players.n), groups: Number(groups.n) };
      })();
      cached = { at: now(), value };
      value.catch(() => (cached = null));
    }
    return cached.value;
  };
}
