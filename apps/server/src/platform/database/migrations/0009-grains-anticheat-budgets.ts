import type { Kysely } from 'kysely';

/**
 * Engine: evidence that spans games (ADR 009). `anticheat_counters` gains client rows
 * (`c:<address or /64>`) beside accounts and anonymous games, the credit clocks every subject
 * spends from, and where each player last answered from, so that an address is credited for as
 * many players as are active behind it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    // The client (address key) an account or anonymous game last answered from; null on client rows.
    ['client', 'varchar(64)'],
    ['last_at', 'bigint'],
    // Credit clocks (epoch ms): credit spent up to this time, at a fast person's pace, and against
    // the hourly and daily ceilings.
    ['pace_at', 'bigint'],
    ['hour_at', 'bigint'],
    ['day_at', 'bigint'],
    // 1 when the subject's last correct answer did not fit its clocks (credited nothing).
    ['refused', 'integer'],
  ] as const;
  for (const [name, type] of columns) {
    await db.schema
      .alterTable('anticheat_counters')
      .addColumn(name, type, (c) => (name === 'client' ? c : c.notNull().defaultTo(0)))
      .execute();
  }
  await db.schema
    .createIndex('anticheat_counters_client')
    .on('anticheat_counters')
    .columns(['client', 'last_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('anticheat_counters_client').execute();
  for (const name of ['client', 'last_at', 'pace_at', 'hour_at', 'day_at', 'refused']) {
    await db.schema.alterTable('anticheat_counters').dropColumn(name).execute();
  }
}
