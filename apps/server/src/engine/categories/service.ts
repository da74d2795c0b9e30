import { CATEGORY_GROUP_LABELS, type AdminCategoryPatch } from '@ricebowl/contract';
import type { Transaction } from 'kysely';
import type { Category, Database } from '../../platform/database/schema.js';
import { updateCategory } from './repository.js';

// The game and the catalogue read enabled categories; start-up seeds them; the admin area lists them all.
export { findEnabledCategory, listAllCategories, listEnabledCategories, seedCategories } from './repository.js';

/**
 * Applies an operator's edit (seeding only adds categories the database lacks, so it survives
 * restarts); a new group brings its label. Returns the changed category, or undefined.
 */
export async function editCategory(
  trx: Transaction<Database>,
  id: string,
  edit: AdminCategoryPatch,
): Promise<Category | undefined> {
  return updateCategory(trx, id, {
    ...(edit.enabled === undefined ? {} : { enabled: edit.enabled ? 1 : 0 }),
    ...(edit.position === undefined ? {} : { position: edit.position }),
    ...(edit.category_group === undefined
      ? {}
      : { category_group: edit.category_group, category_group_label: CATEGORY_GROUP_LABELS[edit.category_group] }),
    ...(edit.icon_urls === undefined ? {} : { icon_urls: JSON.stringify(edit.icon_urls) }),
    ...(edit.sponsor_text === undefined ? {} : { sponsor_text: edit.sponsor_text }),
  });
}
