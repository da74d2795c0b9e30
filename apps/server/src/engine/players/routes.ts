import { Type } from '@sinclair/typebox';
import { EngineErrorDocument, UserStatsDocument } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { errors } from '../../platform/errors.js';
import { resource } from '../../platform/jsonapi.js';
import { userStats } from './service.js';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export async function playerRoutes(app: App) {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['engine'],
        summary: "The signed-in player's statistics",
        params: Params,
        response: { 200: UserStatsDocument, 401: EngineErrorDocument, 404: EngineErrorDocument },
      },
    },
    async (request) => {
      const viewer = await app.viewerOf(request);
      if (!viewer) throw errors.unauthorized();
      // Another player's record is private: 404, never 403 (SPEC's client signs out on 403).
      if (viewer.userId !== request.params.id) throw errors.notFound();
      return {
        data: resource(
          'users',
          viewer.userId,
          await userStats(app.deps.db.kysely, app.deps.leaderboards, viewer.userId),
        ),
      };
    },
  );
}
