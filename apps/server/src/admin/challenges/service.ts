import type { AdminChallengeAttributes, AdminChallengeBody } from '@ricebowl/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Challenge, Database } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import { insertChallenge } from '../../engine/challenges/service.js';

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

/** Inserts a challenge whose body passed challengeProblems. */
export async function insertCheckedChallenge(
  db: Kysely<Database>,
  body: AdminChallengeBody,
  now: number,
): Promise<string> {
  const id = uuid();
  await insertChallenge(db, { id, ...columns(body), rice_raised: 0, participants: 0, created_at: now });
  return id;
}

export async function updateCheckedChallenge(
  trx: Transaction<Database>,
  id: string,
  body: AdminChallengeBody,
): Promise<boolean> {
  const result = await trx.updateTable('challenges').set(columns(body)).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function presentChallenge(row: Challenge) {
  const attributes: AdminChallengeAttributes = {
    title: row.title,
    description: row.description,
    image: row.image,
    public: Number(row.public) === 1,
    anonymous_play: Number(row.anonymous_play) === 1,
    datetime_start: Number(row.datetime_start),
    datetime_end: Number(row.datetime_end),
    rice_goal: Number(row.rice_goal),
    rice_raised: Number(row.rice_raised),
    participants: Number(row.participants),
    milestones: JSON.parse(row.milestones) as number[],
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
  return { id: row.id, type: 'challenges' as const, attributes };
}
