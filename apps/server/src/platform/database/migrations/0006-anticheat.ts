import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Engine: anti-cheat evidence, one row per account (`u:<user id>`) or anonymous game (`g:<game id>`).
  // Each answer updates its row with one atomic upsert; windows are fixed and restart when they lapse.
  await db.schema
    .createTable('anticheat_counters')
    .addColumn('subject', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('fast_count', 'integer', (c) => c.notNull())
    .addColumn('fast_since', 'bigint', (c) => c.notNull())
    .addColumn('rate_count', 'integer', (c) => c.notNull())
    .addColumn('rate_since', 'bigint', (c) => c.notNull())
    // Anonymous games: no answer credits anything before this time (epoch ms).
    .addColumn('throttled_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('anticheat_counters').execute();
}
