import { AdList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { showableAds } from '../../engine/sponsors/service.js';

/**
 * `GET /api/ads`: the creatives of active sponsors with budget left. The game screen loads them
 * once; each game names the sponsor of its question (`sponsor_id`), whose ads the slots show.
 */
export async function adRoutes(app: App) {
  const db = app.deps.db.kysely;
  app.get(
    '/api/ads',
    { schema: { tags: ['accounts'], summary: "Sponsors' ads", response: { 200: AdList } } },
    async () => {
      const rows = await showableAds(db);
      return {
        data: rows.map(({ id, ...attributes }) => ({ id, type: 'ads' as const, attributes })),
      };
    },
  );
}
