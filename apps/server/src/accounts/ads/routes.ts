import { AdList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';

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
      const rows = await db
        .selectFrom('ads')
        .innerJoin('sponsors', 'sponsors.id', 'ads.sponsor_id')
        .select(['ads.id', 'ads.sponsor_id', 'ads.kind', 'ads.image_url', 'ads.text', 'ads.link', 'ads.alt'])
        .where('ads.active', '=', 1)
        .where('sponsors.active', '=', 1)
        .where((eb) =>
          eb.or([
            eb('sponsors.budget_grains', 'is', null),
            eb('sponsors.spent_grains', '<', eb.ref('sponsors.budget_grains')),
          ]),
        )
        .orderBy('ads.sponsor_id')
        .orderBy('ads.position')
        .orderBy('ads.id')
        .execute();
      return {
        data: rows.map(({ id, ...attributes }) => ({ id, type: 'ads' as const, attributes })),
      };
    },
  );
}
