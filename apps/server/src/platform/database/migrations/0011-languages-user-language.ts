import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The account's interface language (issue 19): its e-mails are written in it. Existing accounts
  // were made in English, the only language until now.
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(10)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
