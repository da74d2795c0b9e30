import {
  AdminCategoryDocument,
  AdminCategoryList,
  AdminCategoryPatch,
  AdminIdParams,
  CATEGORY_GROUP_LABELS,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { Category } from '../../platform/database/schema.js';
import { adminSchema, audit, bool, notFound, onePage } from '../shared.js';

const missing = () => notFound('category_not_found', 'Category not found');

function present(row: Category) {
  return {
    id: row.id,
    type: 'categories' as const,
    attributes: {
      machine_name: row.machine_name,
      label: row.label,
      category_group: row.category_group,
      category_group_label: row.category_group_label,
      sponsor_text: row.sponsor_text,
      icon_urls: JSON.parse(row.icon_urls) as string[],
      levels: Number(row.levels),
      position: Number(row.position),
      enabled: bool(row.enabled),
    },
  };
}

/**
 * Categories: all of them, disabled ones too, and partial edits. Seeding only adds categories the
 * database lacks (engine/categories/repository.ts), so these edits survive restarts.
 */
export async function categoryRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;

  app.get('/categories', { schema: adminSchema('Every category', AdminCategoryList) }, async () => {
    const rows = await db.selectFrom('categories').selectAll().orderBy('position').orderBy('machine_name').execute();
    return { data: rows.map(present), meta: onePage(rows.length) };
  });

  app.patch(
    '/categories/:id',
    {
      schema: adminSchema('Enable, order, regroup or restyle a category', AdminCategoryDocument, {
        params: AdminIdParams,
        body: AdminCategoryPatch,
      }),
    },
    async (request) => {
      const { id } = request.params;
      const patch = request.body;
      const change = {
        ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
        ...(patch.position === undefined ? {} : { position: patch.position }),
        ...(patch.category_group === undefined
          ? {}
          : {
              category_group: patch.category_group,
              category_group_label: CATEGORY_GROUP_LABELS[patch.category_group],
            }),
        ...(patch.icon_urls === undefined ? {} : { icon_urls: JSON.stringify(patch.icon_urls) }),
        ...(patch.sponsor_text === undefined ? {} : { sponsor_text: patch.sponsor_text }),
      };
      const row = await db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('categories').set(change).where('id', '=', id).executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw missing();
        await audit(trx, {
          actor: request.adminId,
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          details: { ...patch },
          at: deps.now(),
        });
        return trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      });
      return { data: present(row) };
    },
  );
}
