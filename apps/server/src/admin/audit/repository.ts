import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../platform/database/schema.js';

export async function insertAuditEntry(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** A page of the log, newest first, with each actor's username; and the log's length. */
export async function auditPage(db: Kysely<Database>, limit: number, offset: number) {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .selectAll('audit_log')
    .select('users.username')
    .orderBy('audit_log.seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
