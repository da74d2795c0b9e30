import type { Transaction } from 'kysely';
import type { Database, EyeCatchersTable } from '../../platform/database/schema.js';
import { deactivateNoticesBut, insertNotice, updateNotice } from './repository.js';

// Announcements have no rule beyond their columns: the admin area and the command line use these as they are.
export {
  deleteAnnouncement,
  deleteNotice,
  findAnnouncement,
  findNotice,
  insertAnnouncement,
  listAnnouncements,
  listNotices,
  updateAnnouncement,
} from './repository.js';

/** Adds a notice; the site shows one at a time, so an active one puts the others away. */
export async function createNotice(trx: Transaction<Database>, row: EyeCatchersTable): Promise<void> {
  if (row.active) await deactivateNoticesBut(trx, row.id);
  await insertNotice(trx, row);
}

/** Edits a notice (an active one puts the others away); returns whether it exists. */
export async function editNotice(
  trx: Transaction<Database>,
  id: string,
  change: Omit<EyeCatchersTable, 'id' | 'created_at'>,
): Promise<boolean> {
  if (!(await updateNotice(trx, id, change))) return false;
  if (change.active) await deactivateNoticesBut(trx, id);
  return true;
}
