import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Engine (issue 15): players' reports of a problem with a question, and the questions disabled.
  await db.schema
    .createTable('question_reports')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(80)', (c) => c.notNull())
    .addColumn('question_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('question_reports_question')
    .on('question_reports')
    .columns(['category', 'question_key', 'closed_at'])
    .execute();

  await db.schema
    .createTable('disabled_questions')
    .addColumn('category', 'varchar(80)', (c) => c.notNull())
    .addColumn('question_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('disabled_at', 'bigint', (c) => c.notNull())
    .addColumn('disabled_by', 'varchar(64)')
    .addPrimaryKeyConstraint('disabled_questions_pk', ['category', 'question_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disabled_questions').execute();
  await db.schema.dropTable('question_reports').execute();
}
