import type { AdminChallengeBody } from '@ricebowl/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import { findChallenge, insertChallenge, setChallengeEnd, updateChallenge } from './repository.js';

// creditChallenges runs inside the answer's transaction; the admin area lists and reads challenges.
export { creditChallenges, findChallenge, listAllChallenges, memberKey } from './repository.js';

/**
 * The rules a challenge must meet beyond its schema, shared by the admin API and the
 * `create-challenge` command: problems per field, empty when the challenge is fine.
 */
export function challengeProblems(body: AdminChallengeBody): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (body.datetime_end <= body.datetime_start) problems.datetime_end = ['The end must be after the start.'];
  if (body.milestones.some((m) => m > body.rice_goal))
    problems.milestones = ['Each milestone must be at most the goal.'];
  return problems;
}

/** The editable columns of a challenge from a checked body; milestones are kept in order. */
function columns(body: AdminChallengeBody) {
  return {
    title: body.title,
    description: body.description,
    image: body.image,
    public: body.public ? 1 : 0,
    anonymous_play: body.anonymous_play ? 1 : 0,
    datetime_start: body.datetime_start,
    datetime_end: body.datetime_end,
    rice_goal: body.rice_goal,
    milestones: JSON.stringify([...body.milestones].sort((a, b) => a - b)),
  };
}

/** Inserts a challenge whose body passed challengeProblems; returns its id. */
export async function insertCheckedChallenge(
  db: Kysely<Database>,
  body: AdminChallengeBody,
  now: number,
): Promise<string> {
  const id = uuid();
  await insertChallenge(db, { id, ...columns(body), rice_raised: 0, participants: 0, created_at: now });
  return id;
}

/** Edits a challenge whose body passed challengeProblems; returns whether it exists. */
export async function updateCheckedChallenge(
  trx: Transaction<Database>,
  id: string,
  body: AdminChallengeBody,
): Promise<boolean> {
  return updateChallenge(trx, id, columns(body));
}

/**
 * Ends a challenge now (epoch seconds). Returns when it was to end, null when it was already over
 * (nothing changes), or undefined when there is no such challenge.
 */
export async function endChallenge(
  trx: Transaction<Database>,
  id: string,
  nowSeconds: number,
): Promise<{ was: number } | null | undefined> {
  const challenge = await findChallenge(trx, id);
  if (!challenge) return undefined;
  const was = Number(challenge.datetime_end);
  if (was <= nowSeconds) return null;
  await setChallengeEnd(trx, id, nowSeconds);
  return { was };
}
