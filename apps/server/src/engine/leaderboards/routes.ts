import { GroupLeaderboard, LeaderboardQuery, UserLeaderboard } from '@ricebowl/contract';
import type { TSchema } from '@sinclair/typebox';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';

/** The leaderboards: honest players (cheaters left out) and groups, by grains. */
export async function leaderboardRoutes(app: App) {
  const { leaderboards } = app.deps;

  /** One board: a page of rows, each presented as a resource of `type` named by `idOf`. */
  function board<T extends string, R>(
    path: string,
    summary: string,
    response: TSchema,
    read: (limit: number, offset: number) => Promise<{ rows: R[]; total: number }>,
    type: T,
    idOf: (row: R) => string,
  ) {
    app.get(
      path,
      { schema: { tags: ['engine'], summary, querystring: LeaderboardQuery, response: { 200: response } } },
      async (request) => {
        const { limit, current } = request.query;
        const { rows, total } = await read(limit, (current - 1) * limit);
        return {
          data: rows.map((row) => resource(type, idOf(row), row)),
          meta: { pagination: pagination(total, current, limit) },
        };
      },
    );
  }

  board(
    '/users',
    'Top players',
    UserLeaderboard,
    (limit, offset) => leaderboards.players(limit, offset),
    'users',
    (row) => row.user,
  );
  board(
    '/groups',
    'Top groups',
    GroupLeaderboard,
    (limit, offset) => leaderboards.groups(limit, offset),
    'groups',
    (row) => row.group,
  );
}
