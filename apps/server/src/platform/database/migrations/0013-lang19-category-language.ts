import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The language a category's questions are asked in (issue 19 item 6), as its pack declares it.
  // Every pack so far asked in English; seeding brings each row in line with its pack.
  await db.schema
    .alterTable('categories')
    .addColumn('language', 'varchar(35)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('language').execute();
}
