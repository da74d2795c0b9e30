import type { Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import { insertAuditEntry } from './repository.js';

export { auditPage } from './repository.js';

export interface AuditEntry {
  /** Null for changes made on the command line. */
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  at: number;
}

/** Records an admin change; call inside the change's transaction so both land or neither. */
export async function audit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(trx, {
    id: uuid(),
    at: entry.at,
    actor_user_id: entry.actor,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: JSON.stringify(entry.details ?? {}),
  });
}
