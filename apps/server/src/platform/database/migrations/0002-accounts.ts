import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_key', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('birthdate', 'varchar(10)', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    // An unverified account stops working after this moment (24 hours after the link was sent).
    .addColumn('verify_by', 'bigint')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('player'))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  // One-time tokens sent by e-mail: verification, one-time login, re-verification.
  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('email_tokens_user_id').on('email_tokens').column('user_id').execute();

  // Spent captcha solutions, kept until their challenge would have expired anyway.
  await db.schema
    .createTable('captcha_solutions')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  // The engine's view of each player: totals kept by the answer path (ranks come from this index).
  await db.schema
    .createTable('players')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('rice', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('player_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('players_rank').on('players').columns(['player_type', 'rice']).execute();

  await db.schema
    .createTable('user_category_stats')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('right', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_category_stats_pk', ['user_id', 'category_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_category_stats', 'players', 'captcha_solutions', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
