import { GroupLeaderboard, LeaderboardQuery, UserLeaderboard } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';
import { rankPage } from './ranking.js';
import { leaderboardCounts, topGroups, topPlayers } from './repository.js';
import { groupRank } from '../groups/repository.js';
import { rankOf } from '../players/repository.js';

/** The leaderboards: honest players (cheaters left out) and groups, by grains. */
export async function leaderboardRoutes(app: App) {
  const db = app.deps.db.kysely;
  const counts = leaderboardCounts(db, app.deps.now);

  app.get(
    '/users',
    {
      schema: {
        tags: ['engine'],
        summary: 'Top players',
        querystring: LeaderboardQuery,
        response: { 200: UserLeaderboard },
      },
    },
    async (request) => {
      const { limit, current } = request.query;
      const offset = (current - 1) * limit;
      const rows = (await topPlayers(db, limit, offset)).map((r) => ({ user: r.user_id, rice: Number(r.rice) }));
      const firstRank = rows.length ? await rankOf(db, rows[0]!.rice) : offset + 1;
      return {
        data: rankPage(rows, offset, firstRank).map((row) => resource('users', row.user, row)),
        meta: { pagination: pagination((await counts()).players, current, limit) },
      };
    },
  );

  app.get(
    '/groups',
    {
      schema: {
        tags: ['engine'],
        summary: 'Top groups',
        querystring: LeaderboardQuery,
        response: { 200: GroupLeaderboard },
      },
    },
    async (request) => {
      const { limit, current } = request.query;
      const offset = (current - 1) * limit;
      const rows = (await topGroups(db, limit, offset)).map((r) => ({
        group: r.group_id,
        rice: Number(r.rice),
        members: r.members,
      }));
      const firstRank = rows.length ? await groupRank(db, rows[0]!.rice) : offset + 1;
      return {
        data: rankPage(rows, offset, firstRank).map((row) => resource('groups', row.group, row)),
        meta: { pagination: pagination((await counts()).groups, current, limit) },
      };
    },
  );
}
