import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * On SQLite, a table whose rows are only ever found by their primary key is stored in that key's
 * b-tree (WITHOUT ROWID): one structure to write per insert instead of the table and its index.
 * The answer path writes these on every correct answer.
 */
function keyedByPrimaryKey<T extends string, C extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, C>) {
  return db.getExecutor().adapter instanceof SqliteAdapter ? table.modifyEnd(sql`without rowid`) : table;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('machine_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('category_group', 'varchar(100)', (c) => c.notNull())
    .addColumn('category_group_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('sponsor_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('levels', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('category_id', 'varchar(64)', (c) => c.notNull().references('categories.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('rice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('question_id', 'varchar(64)')
    .addColumn('question', 'text')
    .addColumn('correct_option_id', 'varchar(64)')
    .addColumn('learn_more', 'text')
    .addColumn('seen', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('question_issued_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_user_id').on('games').column('user_id').execute();

  await keyedByPrimaryKey(
    db,
    db.schema
      .createTable('donations')
      .addColumn('question_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)')
      .addColumn('category_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('sponsor_id', 'varchar(64)')
      .addColumn('grains', 'integer', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      // A question belongs to one game and is credited once; keyed by game first, the ledger also
      // finds a game's rows (claiming an anonymous game, forgetting a player) without another index.
      .addPrimaryKeyConstraint('donations_pk', ['game_id', 'question_id']),
  ).execute();
  // No secondary indexes on the ledger yet: every one is paid on each correct answer. Reports and
  // the ledger check scan by period and will add what their query plans need.

  await keyedByPrimaryKey(
    db,
    db.schema
      .createTable('daily_totals')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('shard', 'integer', (c) => c.notNull())
      .addColumn('grains', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .addPrimaryKeyConstraint('daily_totals_pk', ['day', 'shard']),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_totals', 'donations', 'games', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
