import type { Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { deleteGroupTotals } from '../../engine/groups/service.js';
import { deleteGroupRow, deleteMemberships, findGroup, renameGroupRow } from './repository.js';

// What the admin area reads and changes of groups: search, view, rename, remove.
export { findGroup, membersWithNames, membershipsOf, searchGroups } from './repository.js';

/** Renames a group; returns its former name, or undefined when there is no such group. */
export async function renameGroup(
  trx: Transaction<Database>,
  id: string,
  name: string,
  now: number,
): Promise<string | undefined> {
  const group = await findGroup(trx, id);
  if (!group) return undefined;
  await renameGroupRow(trx, id, name, now);
  return group.name;
}

/**
 * Removes a group: its members leave, its totals go (engine/groups), and the ledger keeps the
 * grains. Returns the group's name, or undefined when there is no such group.
 */
export async function removeGroup(trx: Transaction<Database>, id: string): Promise<string | undefined> {
  const group = await findGroup(trx, id);
  if (!group) return undefined;
  await deleteMemberships(trx, id);
  await deleteGroupTotals(trx, id);
  await deleteGroupRow(trx, id);
  return group.name;
}
