import type { Kysely, Updateable } from 'kysely';
import { packLanguage, type Pack } from '@ricebowl/content';
import type { CategoriesTable, Category, Database } from '../../platform/database/schema.js';
import { canonicalCategoryId, categoryIdFor } from './ids.js';
import { CATEGORY_GROUPS, CATEGORY_GROUP_LABELS } from '@ricebowl/contract';

const COLUMNS = [
  'id',
  'machine_name',
  'label',
  'category_group',
  'category_group_label',
  'sponsor_text',
  'icon_urls',
  'levels',
  'position',
  'enabled',
  'language',
] as const;

/** Enabled categories in display order, with the total for pagination. */
export async function listEnabledCategories(db: Kysely<Database>, limit: number, offset: number) {
  const rows = await db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('machine_name')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export async function findEnabledCategory(db: Kysely<Database>, id: string): Promise<Category | undefined> {
  return db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('id', '=', canonicalCategoryId(id))
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/**
 * Adds the categories of content packs that the database does not have yet. Existing rows are
 * left alone, so an operator's edits survive restarts.
 */
export async function seedCategories(db: Kysely<Database>, packs: Pack[]): Promise<number> {
  const rows = packs.map(({ category }, index) => ({
    id: categoryIdFor(category.machine_name),
    machine_name: category.machine_name,
    label: category.label,
    // A subject of no known group waits in new-categories until an admin moves it home.
    ...placedGroup(category.category_group, category.category_group_label),
    sponsor_text: category.sponsor_text,
    icon_urls: JSON.stringify(category.icon_urls),
    levels: category.levels,
    position: displayPosition(placedGroup(category.category_group, '').category_group, index),
    enabled: 1,
    language: packLanguage(category),
  }));
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('categories')
    .values(rows)
    .onConflict((oc) => oc.column('machine_name').doNothing())
    .executeTakeFirst();
  // The question language is the pack's, not an operator's edit: rows seeded before packs declared
  // it (or whose pack changed language) follow the pack.
  const namesByLanguage = new Map<string, string[]>();
  for (const row of rows)
    namesByLanguage.set(row.language, [...(namesByLanguage.get(row.language) ?? []), row.machine_name]);
  for (const [language, names] of namesByLanguage) {
    await db
      .updateTable('categories')
      .set({ language })
      .where('machine_name', 'in', names)
      .where('language', '<>', language)
      .execute();
  }
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Categories list in the fixed group order (SPEC §2), then in pack order within a group. */
function displayPosition(group: string, index: number): number {
  const groupIndex = (CATEGORY_GROUPS as readonly string[]).indexOf(group);
  return (groupIndex === -1 ? CATEGORY_GROUPS.length : groupIndex) * 1000 + index;
}

function placedGroup(group: string, label: string) {
  return (CATEGORY_GROUPS as readonly string[]).includes(group)
    ? { category_group: group, category_group_label: label }
    : { category_group: 'new-categories', category_group_label: CATEGORY_GROUP_LABELS['new-categories'] };
}

/** Every category, disabled ones too, in display order. */
export async function listAllCategories(db: Kysely<Database>): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().orderBy('position').orderBy('machine_name').execute();
}

/** Changes a category; returns it as changed, or undefined when there is none. */
export async function updateCategory(
  db: Kysely<Database>,
  id: string,
  change: Updateable<CategoriesTable>,
): Promise<Category | undefined> {
  const result = await db.updateTable('categories').set(change).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
