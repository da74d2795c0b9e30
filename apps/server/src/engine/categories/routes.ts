import { Type } from '@sinclair/typebox';
import { CategoryList, PAGE_LIMITS } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination } from '../../platform/jsonapi.js';
import { listEnabledCategories } from './repository.js';
import { presentCategory } from './presenter.js';

const Query = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_LIMITS.categories }),
  current: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
});

export async function categoryRoutes(app: App) {
  app.get(
    '/categories/',
    {
      schema: {
        tags: ['engine'],
        summary: 'Enabled categories in display order',
        querystring: Query,
        response: { 200: CategoryList },
      },
    },
    async (request) => {
      const { limit, current } = request.query;
      const { rows, total } = await listEnabledCategories(app.deps.db.kysely, limit, (current - 1) * limit);
      return { data: rows.map(presentCategory), meta: { pagination: pagination(total, current, limit) } };
    },
  );
}
