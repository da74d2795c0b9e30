import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Admin: a monotonic sequence on the audit log (issue 16 item 5). The list ordered by time, then
 * by the random id, so entries written in the same millisecond came back in any order. `seq`
 * counts inserts: PostgreSQL adds an identity column; SQLite cannot add an autoincrement column
 * to a table, so the table is rebuilt with `seq` as its integer primary key and the existing rows
 * copied in the order they were written (rowid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE audit_log ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`.execute(db);
    await db.schema.createIndex('audit_log_seq').on('audit_log').column('seq').execute();
    return;
  }
  await db.schema
    .createTable('audit_log_sequenced')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_user_id', 'varchar(64)')
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await sql`INSERT INTO audit_log_sequenced (id, at, actor_user_id, action, target_type, target_id, details)
    SELECT id, at, actor_user_id, action, target_type, target_id, details FROM audit_log ORDER BY rowid`.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_sequenced').renameTo('audit_log').execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('audit_log').dropColumn('seq').execute();
    return;
  }
  // SQLite cannot drop a primary key column: the table is rebuilt as 0005 made it.
  await db.schema.dropIndex('audit_log_at').execute();
  await db.schema.alterTable('audit_log').renameTo('audit_log_sequenced').execute();
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
  await sql`INSERT INTO audit_log (id, at, actor_user_id, action, target_type, target_id, details)
    SELECT id, at, actor_user_id, action, target_type, target_id, details FROM audit_log_sequenced ORDER BY seq`.execute(
    db,
  );
  await db.schema.dropTable('audit_log_sequenced').execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
}
