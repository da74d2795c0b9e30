import { AdminCategoryDocument, AdminCategoryList, AdminCategoryPatch, AdminIdParams } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { Category } from '../../platform/database/schema.js';
import { editCategory, listAllCategories } from '../../engine/categories/service.js';
import { adminSchema, audited, bool, found, notFound, wholeList } from '../shared.js';

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

/** Categories: all of them, disabled ones too, and partial edits (engine/categories keeps them). */
export async function categoryRoutes(app: App) {
  const { deps } = app;

  app.get('/categories', { schema: adminSchema('Every category', AdminCategoryList) }, async () =>
    wholeList(await listAllCategories(deps.db.kysely), present),
  );

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
      const row = await audited(
        deps,
        request.adminId,
        async (trx) => found(await editCategory(trx, id, request.body), missing),
        () => ({ action: 'category.update', targetType: 'category', targetId: id, details: { ...request.body } }),
      );
      return { data: present(row) };
    },
  );
}
