import type { Kysely } from 'kysely';

/** Issue 6: sponsors and their ads, the admin audit log, and the sponsor of each issued question. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sponsors')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    // Null: no limit. Grains, like the ledger.
    .addColumn('budget_grains', 'bigint')
    .addColumn('spent_grains', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sponsor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('alt', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_sponsor').on('ads').columns(['sponsor_id', 'position']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_user_id', 'varchar(64)')
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();

  // The sponsor whose ads show beside the question on the card; credited if it is answered right.
  await db.schema.alterTable('games').addColumn('sponsor_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('sponsor_id').execute();
  for (const table of ['audit_log', 'ads', 'sponsors']) await db.schema.dropTable(table).execute();
}
