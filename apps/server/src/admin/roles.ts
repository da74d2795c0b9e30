import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema.js';
import { audit } from './shared.js';

export type RoleChange = 'changed' | 'unchanged' | 'unknown_user';

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
    const user = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('username_key', '=', username.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) return 'unknown_user';
    if (user.role === role) return 'unchanged';
    await trx.updateTable('users').set({ role, updated_at: now }).where('id', '=', user.id).execute();
    await audit(trx, {
      actor: null,
      action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: user.id,
      details: { username, via: 'command line' },
      at: now,
    });
    return 'changed';
  });
}
