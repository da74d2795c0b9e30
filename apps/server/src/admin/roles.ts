import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema.js';
import { setRole as giveRole, type RoleChange } from '../accounts/users/moderation.js';
import { audit } from './audit/service.js';

export type { RoleChange };

/**
 * Grants or revokes the admin role from the command line (`grant-admin`, `revoke-admin`): the
 * only way to make an admin, so a web session can never promote itself. Audited with no actor.
 */
export async function setRole(
  db: Kysely<Database>,
  username: string,
  role: 'admin' | 'player',
  now: number,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const { change, userId } = await giveRole(trx, username, role, now);
    if (change !== 'changed') return change;
    await audit(trx, {
      actor: null,
      action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: userId!,
      details: { username, via: 'command line' },
      at: now,
    });
    return change;
  });
}
