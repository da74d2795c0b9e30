import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { deleteSessionsOf } from '../credentials.js';
import { findRoleByUsernameKey, findUserById, setDisabled, updateUser } from './repository.js';

// What the admin area and the command line read and change of accounts.
export { findUserById, roleOf, searchUsers } from './repository.js';

/** Whether the user exists. */
export async function userExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await findUserById(db, id)) !== undefined;
}

/**
 * Disables or enables an account. Disabling ends every session and link; enabling again revives
 * none of them.
 */
export async function setAccountDisabled(trx: Transaction<Database>, id: string, disabled: boolean, now: number) {
  await setDisabled(trx, id, disabled, now);
  if (disabled) await deleteSessionsOf(trx, id);
}

export type RoleChange = 'changed' | 'unchanged' | 'unknown_user';

/** Gives the named user a role; returns their id with what happened. */
export async function setRole(
  trx: Transaction<Database>,
  username: string,
  role: 'admin' | 'player',
  now: number,
): Promise<{ change: RoleChange; userId?: string }> {
  const user = await findRoleByUsernameKey(trx, username.trim().toLowerCase());
  if (!user) return { change: 'unknown_user' };
  if (user.role === role) return { change: 'unchanged', userId: user.id };
  await updateUser(trx, user.id, { role, updated_at: now });
  return { change: 'changed', userId: user.id };
}
