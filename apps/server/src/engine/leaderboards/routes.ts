import { GroupLeaderboard, LeaderboardQuery, UserLeaderboard } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';

/** The leaderboards: honest players (cheaters left out) and groups, by grains. */
export async function leaderboardRoutes(app: App) {
  const { leaderboards } = app.deps;

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
      const { rows, total } = await leaderboards.players(limit, (current - 1) * limit);
      return {
        data: rows.map((row) => resource('users', row.user, row)),
        meta: { pagination: pagination(total, current, limit) },
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
      const { rows, total } = await leaderboards.groups(limit, (current - 1) * limit);
      return {
        data: rows.map((row) => resource('groups', row.group, row)),
        meta: { pagination: pagination(total, current, limit) },
      };
    },
  );
}
