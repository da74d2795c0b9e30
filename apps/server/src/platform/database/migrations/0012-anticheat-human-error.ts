import type { Kysely } from 'kysely';

/**
 * Engine: when each player last answered wrong (ADR 009, issue 14). A player counts toward the
 * classroom behind their address only while they show a person's errors as well as a person's
 * timing: ten games answered without a single mistake are one bot, not ten pupils.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('anticheat_counters')
    .addColumn('wrong_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('anticheat_counters').dropColumn('wrong_at').execute();
}
