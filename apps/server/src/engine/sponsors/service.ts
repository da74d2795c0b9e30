import type { Transaction } from 'kysely';
import type { AdsTable, Database } from '../../platform/database/schema.js';
import { insertAd, sponsorExists } from './repository.js';

// The admin area's reads and edits of sponsors and ads, and the ads the game screen shows. The
// picker (picker.ts) reads the sponsors anew within its TTL: callers invalidate it after a change.
export { deleteAd, findAd, insertSponsor, showableAds, sponsorsAndAds, updateAd, updateSponsor } from './repository.js';

/** Adds an ad to a sponsor's; returns false when there is no such sponsor. */
export async function addAd(trx: Transaction<Database>, ad: AdsTable): Promise<boolean> {
  if (!(await sponsorExists(trx, ad.sponsor_id))) return false;
  await insertAd(trx, ad);
  return true;
}
