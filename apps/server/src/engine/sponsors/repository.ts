import type { Kysely, Updateable } from 'kysely';
import type { AdsTable, Database, SponsorsTable } from '../../platform/database/schema.js';

type Db = Kysely<Database>;

/** Sponsors (oldest first) and their ads (by position); one sponsor's when `id` is given. */
export async function sponsorsAndAds(db: Db, id?: string) {
  let sponsors = db.selectFrom('sponsors').selectAll().orderBy('created_at').orderBy('id');
  let ads = db.selectFrom('ads').selectAll().orderBy('position').orderBy('created_at');
  if (id) {
    sponsors = sponsors.where('id', '=', id);
    ads = ads.where('sponsor_id', '=', id);
  }
  const [sponsorRows, adRows] = await Promise.all([sponsors.execute(), ads.execute()]);
  return { sponsors: sponsorRows, ads: adRows };
}

export async function insertSponsor(db: Db, row: SponsorsTable): Promise<void> {
  await db.insertInto('sponsors').values(row).execute();
}

/** Returns whether the sponsor exists. */
export async function updateSponsor(db: Db, id: string, change: Updateable<SponsorsTable>) {
  const result = await db.updateTable('sponsors').set(change).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function sponsorExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('sponsors').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findAd(db: Db, id: string) {
  return db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAd(db: Db, row: AdsTable): Promise<void> {
  await db.insertInto('ads').values(row).execute();
}

/** Returns whether the ad exists. */
export async function updateAd(db: Db, id: string, change: Updateable<AdsTable>) {
  const result = await db.updateTable('ads').set(change).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an ad; returns its sponsor, or undefined when there was none. */
export async function deleteAd(db: Db, id: string) {
  const row = await db.selectFrom('ads').select(['sponsor_id']).where('id', '=', id).executeTakeFirst();
  if (row) await db.deleteFrom('ads').where('id', '=', id).execute();
  return row;
}

/** The ads the game screen shows: active, of active sponsors with budget left. */
export async function showableAds(db: Db) {
  return db
    .selectFrom('ads')
    .innerJoin('sponsors', 'sponsors.id', 'ads.sponsor_id')
    .select(['ads.id', 'ads.sponsor_id', 'ads.kind', 'ads.image_url', 'ads.text', 'ads.link', 'ads.alt'])
    .where('ads.active', '=', 1)
    .where('sponsors.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('sponsors.budget_grains', 'is', null),
        eb('sponsors.spent_grains', '<', eb.ref('sponsors.budget_grains')),
      ]),
    )
    .orderBy('ads.sponsor_id')
    .orderBy('ads.position')
    .orderBy('ads.id')
    .execute();
}
