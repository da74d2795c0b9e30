import type { Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { forgetSubjects, subjectOf } from './repository.js';

export { forgetIdleClients } from './repository.js';

/** Deletes an account's evidence (its mark lives on the player row). */
export async function forgetPlayerEvidence(trx: Transaction<Database>, userId: string): Promise<void> {
  await forgetSubjects(trx, [subjectOf({ userId })]);
}

/** Deletes the evidence of anonymous games (claimed into an account, or swept away). */
export async function forgetGameEvidence(trx: Transaction<Database>, gameIds: string[]): Promise<void> {
  await forgetSubjects(
    trx,
    gameIds.map((gameId) => subjectOf({ gameId })),
  );
}
