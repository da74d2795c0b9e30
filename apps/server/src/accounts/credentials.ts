import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../platform/database/schema.js';

/**
 * Ends everything issued under the user's current credentials: every session (but the one that
 * made the change, when given by its token hash), one-time login links, verification and
 * change-of-address links. Each carries the generation it was issued under; bumping the user's
 * generation makes them all stale at once, and re-enabling an account does not bring it back.
 * Undo links for an address change are the exception (users/email-change.ts): they must outlive
 * whatever an intruder changes next.
 */
export async function endCredentials(db: Kysely<Database>, userId: string, keepSessionHash?: string | null) {
  await db.transaction().execute(async (trx) => {
    const { credentials_generation: generation } = await trx
      .updateTable('users')
      .set((eb) => ({ credentials_generation: eb('credentials_generation', '+', 1) }))
      .where('id', '=', userId)
      .returning('credentials_generation')
      .executeTakeFirstOrThrow();
    let stale = trx.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionHash) stale = stale.where('token_hash', '!=', keepSessionHash);
    await stale.execute();
    if (keepSessionHash) {
      await trx
        .updateTable('sessions')
        .set({ generation })
        .where('user_id', '=', userId)
        .where('token_hash', '=', keepSessionHash)
        .execute();
    }
  });
}

/** Signs a user out everywhere, inside the caller's transaction (an admin disabling the account). */
export async function deleteSessionsOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
