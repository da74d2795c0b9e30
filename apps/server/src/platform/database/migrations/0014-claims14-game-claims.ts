import type { Kysely } from 'kysely';

/**
 * Engine: claiming an anonymous game (issue 14 item 3, ADR 009). The SHA-256 (hex) of the claim
 * secret handed to the browser that started the game; null once claimed, for a player's own game,
 * and for games started before this migration (which can no longer be claimed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('claim_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('claim_hash').execute();
}
