import { sql, type Kysely } from 'kysely';
import { usernameSkeleton } from '../../../accounts/names.js';

/**
 * Account security (issue 20).
 * - `users.credentials_generation`: bumped by a password or e-mail change and by disabling; a
 *   session or e-mailed link is good only while it carries the generation it was issued under.
 * - `users.username_skeleton`: the UTS #39 skeleton of the name; unique, so look-alikes collide.
 * - `email_tokens.payload`: the address a change-of-address link sets (or an undo link restores);
 *   `email_tokens.session_hash`: the session that asked for the change, kept when it takes effect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('credentials_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('username_skeleton', 'varchar(400)').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('email_tokens')
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('email_tokens').addColumn('payload', 'varchar(254)').execute();
  await db.schema.alterTable('email_tokens').addColumn('session_hash', 'varchar(64)').execute();

  // Existing names get their skeleton; of two existing look-alikes the older keeps it (the other
  // stays without one, and is checked like any name when it is next changed).
  const users = await sql<{ id: string; username: string }>`select id, username from users order by created_at, id`
    .execute(db)
    .then((r) => r.rows);
  const seen = new Set<string>();
  for (const user of users) {
    const skeleton = usernameSkeleton(user.username);
    if (seen.has(skeleton)) continue;
    seen.add(skeleton);
    await sql`update users set username_skeleton = ${skeleton} where id = ${user.id}`.execute(db);
  }
  await db.schema.createIndex('users_username_skeleton').on('users').column('username_skeleton').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_skeleton').execute();
  for (const [table, column] of [
    ['email_tokens', 'session_hash'],
    ['email_tokens', 'payload'],
    ['email_tokens', 'generation'],
    ['sessions', 'generation'],
    ['users', 'username_skeleton'],
    ['users', 'credentials_generation'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
