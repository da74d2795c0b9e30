import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Engine: badges earned, and what the persistence badges need to know of a player's play.
  await db.schema
    .createTable('user_badges')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('badge', 'varchar(40)', (c) => c.notNull())
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['user_id', 'badge'])
    .execute();

  await db.schema
    .createTable('user_activity')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_answer_at', 'bigint', (c) => c.notNull())
    .addColumn('last_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('days_in_a_row', 'integer', (c) => c.notNull())
    .addColumn('days_played', 'integer', (c) => c.notNull())
    .execute();

  // Engine: challenges, who takes part (a player, or an anonymous game), and the ledger's side.
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('anonymous_play', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('datetime_start', 'bigint', (c) => c.notNull())
    .addColumn('datetime_end', 'bigint', (c) => c.notNull())
    .addColumn('rice_goal', 'bigint', (c) => c.notNull())
    .addColumn('rice_raised', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('participants', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('milestones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('challenges_start').on('challenges').columns(['public', 'datetime_start']).execute();

  await db.schema
    .createTable('challenge_members')
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('member_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('rice', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('challenge_members_pk', ['challenge_id', 'member_key'])
    .execute();
  await db.schema
    .createIndex('challenge_members_member')
    .on('challenge_members')
    .columns(['member_key', 'active'])
    .execute();

  await db.schema
    .createTable('donation_challenges')
    .addColumn('question_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('donation_challenges_pk', ['question_id', 'challenge_id'])
    .execute();

  // Accounts: announcements and eye-catcher notices.
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('call_to_action', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('call_to_action_label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'bigint', (c) => c.notNull())
    .addColumn('expiration_date', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('eye_catchers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('button_link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('button_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'eye_catchers',
    'announcements',
    'donation_challenges',
    'challenge_members',
    'challenges',
    'user_activity',
    'user_badges',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
