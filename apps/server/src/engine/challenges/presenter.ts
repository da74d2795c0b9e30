import type { ChallengeAttributes } from '@ricebowl/contract';
import type { Challenge } from '../../platform/database/schema.js';
import { resource } from '../../platform/jsonapi.js';

export function presentChallenge(row: Challenge) {
  const attributes: ChallengeAttributes = {
    title: row.title,
    description: row.description,
    image: row.image,
    public: row.public === 1,
    anonymous_play: row.anonymous_play === 1,
    datetime_start: Number(row.datetime_start),
    datetime_end: Number(row.datetime_end),
    rice_goal: Number(row.rice_goal),
    rice_raised: Number(row.rice_raised),
    participants: row.participants,
    milestones: JSON.parse(row.milestones) as number[],
  };
  return resource('challenges', row.id, attributes);
}
