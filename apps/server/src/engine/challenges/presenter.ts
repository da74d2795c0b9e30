import type { AdminChallengeAttributes, ChallengeAttributes } from '@ricebowl/contract';
import type { Challenge } from '../../platform/database/schema.js';
import { resource } from '../../platform/jsonapi.js';

/** A challenge as players see it; both dialects' integers and 0/1 flags made numbers and booleans. */
function challengeAttributes(row: Challenge): ChallengeAttributes {
  return {
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
  };
}

export function presentChallenge(row: Challenge) {
  return resource('challenges', row.id, challengeAttributes(row));
}

/** The admin area's view adds when the challenge was created. */
export function presentAdminChallenge(row: Challenge) {
  const attributes: AdminChallengeAttributes = {
    ...challengeAttributes(row),
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
  return resource('challenges', row.id, attributes);
}
