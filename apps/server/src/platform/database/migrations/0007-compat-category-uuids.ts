import type { Kysely } from 'kysely';
import { categoryIdFor } from '../../../engine/categories/ids.js';

/** Tables that name a category by id; every row keeps its data, only the id it points at changes. */
const REFERENCES = ['games', 'donations', 'user_category_stats'] as const;

interface CategoryRow {
  id: string;
  machine_name: string;
  label: string;
  category_group: string;
  category_group_label: string;
  sponsor_text: string;
  icon_urls: string;
  levels: number;
  position: number;
  enabled: number;
}

/**
 * Category ids become UUIDs (issue 21): Freerice's real id where one is known, else a UUIDv5 of
 * the machine name. Each category is copied under its new id, its references are moved over, and
 * the old row is removed — no foreign key is dropped or deferred, so this runs the same way on
 * SQLite and PostgreSQL. The audit log keeps the ids it recorded at the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL runs migrations in a transaction already; SQLite's migrator does not.
  if (db.isTransaction) await renumber(db as Kysely<Tables>);
  else await db.transaction().execute((trx) => renumber(trx as unknown as Kysely<Tables>));
}

export type Tables = { categories: CategoryRow } & Record<(typeof REFERENCES)[number], { category_id: string }>;

async function renumber(kysely: Kysely<Tables>): Promise<void> {
  const rows = await kysely.selectFrom('categories').selectAll().execute();
  for (const row of rows) {
    const newId = categoryIdFor(row.machine_name);
    if (newId !== row.id) await moveCategory(kysely, row, newId);
  }
}

/** Gives a category a new id, every reference following it. */
export async function moveCategory(kysely: Kysely<Tables>, row: CategoryRow, newId: string): Promise<void> {
  // Free the unique machine name for the copy; an id is unique, so the parked name is too.
  await kysely
    .updateTable('categories')
    .set({ machine_name: `~${row.id}` })
    .where('id', '=', row.id)
    .execute();
  await kysely
    .insertInto('categories')
    .values({ ...row, id: newId })
    .execute();
  for (const table of REFERENCES) {
    await kysely.updateTable(table).set({ category_id: newId }).where('category_id', '=', row.id).execute();
  }
  await kysely.deleteFrom('categories').where('id', '=', row.id).execute();
}

/** Not reversible: the old ids were hashes of the machine names and are not worth restoring. */
export async function down(): Promise<void> {}
