import type { Kysely, Updateable } from 'kysely';
import type { AnnouncementsTable, Database, EyeCatchersTable } from '../../platform/database/schema.js';

type Db = Kysely<Database>;

// --- Announcements. ---------------------------------------------------------------------------

/** Every announcement, expired ones too, newest date first. */
export async function listAnnouncements(db: Db) {
  return db.selectFrom('announcements').selectAll().orderBy('date', 'desc').execute();
}

/** Unexpired announcements, newest date first. */
export async function currentAnnouncements(db: Db, now: number, limit: number) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('expiration_date', '>', now)
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
}

export async function findAnnouncement(db: Db, id: string) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAnnouncement(db: Db, row: AnnouncementsTable): Promise<void> {
  await db.insertInto('announcements').values(row).execute();
}

/** Returns whether the announcement exists. */
export async function updateAnnouncement(db: Db, id: string, change: Updateable<AnnouncementsTable>) {
  const result = await db.updateTable('announcements').set(change).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an announcement; returns its title, or undefined when there was none. */
export async function deleteAnnouncement(db: Db, id: string) {
  const row = await db.selectFrom('announcements').select('title').where('id', '=', id).executeTakeFirst();
  if (row) await db.deleteFrom('announcements').where('id', '=', id).execute();
  return row;
}

// --- Eye-catcher notices. ---------------------------------------------------------------------

/** Every notice, newest first. */
export async function listNotices(db: Db) {
  return db.selectFrom('eye_catchers').selectAll().orderBy('created_at', 'desc').execute();
}

/** The notice up, if any (the newest active one). */
export async function activeNotice(db: Db) {
  return db
    .selectFrom('eye_catchers')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function findNotice(db: Db, id: string) {
  return db.selectFrom('eye_catchers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNotice(db: Db, row: EyeCatchersTable): Promise<void> {
  await db.insertInto('eye_catchers').values(row).execute();
}

/** Returns whether the notice exists. */
export async function updateNotice(db: Db, id: string, change: Updateable<EyeCatchersTable>) {
  const result = await db.updateTable('eye_catchers').set(change).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deactivateNoticesBut(db: Db, id: string): Promise<void> {
  await db.updateTable('eye_catchers').set({ active: 0 }).where('active', '=', 1).where('id', '!=', id).execute();
}

/** Deletes a notice; returns its title, or undefined when there was none. */
export async function deleteNotice(db: Db, id: string) {
  const row = await db.selectFrom('eye_catchers').select('title').where('id', '=', id).executeTakeFirst();
  if (row) await db.deleteFrom('eye_catchers').where('id', '=', id).execute();
  return row;
}
