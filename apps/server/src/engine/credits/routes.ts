import { Type } from '@sinclair/typebox';
import { CategoryCreditsDocument, CreditsList, EngineErrorDocument } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { AppError } from '../../platform/errors.js';
import { findEnabledCategory, listEnabledCategories } from '../categories/service.js';
import { creditsOf } from './pack-credits.js';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The sources of each subject and their licences (issue 15 item 5), read from the packs: the
 * credits page of the web app shows them per category and for all of them.
 */
export async function creditRoutes(app: App) {
  const { deps } = app;
  const packOf = (machineName: string) => deps.packs.find((p) => p.category.machine_name === machineName);

  app.get(
    '/credits',
    {
      schema: {
        tags: ['engine'],
        summary: 'Sources and licences of every enabled category',
        response: { 200: CreditsList },
      },
    },
    async () => {
      // Every enabled category at once: a few dozen rows.
      const { rows, total } = await listEnabledCategories(deps.db.kysely, 1000, 0);
      const data = rows.flatMap((row) => {
        const pack = packOf(row.machine_name);
        return pack ? [{ id: row.id, type: 'credits' as const, attributes: creditsOf(pack, row.label) }] : [];
      });
      return { data, meta: { pagination: { current_page: 1, total_pages: total > 0 ? 1 : 0, total: data.length } } };
    },
  );

  app.get(
    '/categories/:id/credits',
    {
      schema: {
        tags: ['engine'],
        summary: "A category's sources and licences",
        params: Params,
        response: { 200: CategoryCreditsDocument, 404: EngineErrorDocument },
      },
    },
    async (request) => {
      const row = await findEnabledCategory(deps.db.kysely, request.params.id);
      const pack = row && packOf(row.machine_name);
      if (!row || !pack) throw new AppError(404, 'category_not_found', 'Category not found');
      return { data: { id: row.id, type: 'credits' as const, attributes: creditsOf(pack, row.label) } };
    },
  );
}
