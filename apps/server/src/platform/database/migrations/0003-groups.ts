import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Accounts: groups and who belongs to them.
  await db.schema
    .createTable('groups')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user_id').on('group_members').column('user_id').execute();

  // Engine: each group's grains, and each member's contribution (kept after they leave).
  await db.schema
    .createTable('group_stats')
    .addColumn('group_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('rice', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('group_stats_rice').on('group_stats').column('rice').execute();

  await db.schema
    .createTable('group_contributions')
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('rice', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('group_contributions_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('group_contributions_user')
    .on('group_contributions')
    .columns(['user_id', 'active'])
    .execute();
  await db.schema
    .createIndex('group_contributions_rank')
    .on('group_contributions')
    .columns(['group_id', 'active', 'rice'])
    .execute();

  // The ledger's group side: which groups each credited answer counted for.
  await db.schema
    .createTable('donation_groups')
    .addColumn('question_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('donation_groups_pk', ['question_id', 'group_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['donation_groups', 'group_contributions', 'group_stats', 'group_members', 'groups']) {
    await db.schema.dropTable(table).execute();
  }
}
