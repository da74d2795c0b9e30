import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { activateMember, createGroupStats, deactivateMember, findContribution, findGroupStats } from './repository.js';
import type { Leaderboards } from '../leaderboards/service.js';
import { recordEvent } from '../../platform/events/domain-events.js';

export {
  contributionsOf,
  contributionsTo,
  creditGroups,
  deleteGroupTotals,
  findContribution,
  findGroupStats,
  forgetLeftContributions,
  groupRank,
  memberPage,
  memberRank,
  statsOf,
} from './repository.js';

/**
 * The engine's side of groups (ARCHITECTURE §1): the accounts service reports who joins and
 * leaves, inside its own transaction, and reads a group's standing from here. Each change records
 * its event in that transaction (ADR 021); the caller nudges `deps.events` after the commit.
 */
export interface GroupTotals {
  created(db: Kysely<Database>, groupId: string): Promise<void>;
  joined(db: Kysely<Database>, groupId: string, userId: string): Promise<void>;
  left(db: Kysely<Database>, groupId: string, userId: string): Promise<void>;
  standing(
    db: Kysely<Database>,
    leaderboards: Leaderboards,
    groupId: string,
    userId: string,
  ): Promise<{ rice: number; rank: number; userRice: number }>;
}

export const groupTotals: GroupTotals = {
  async created(trx, groupId) {
    await createGroupStats(trx, groupId);
    await recordEvent(trx, { type: 'group-created', groupId });
  },
  async joined(trx, groupId, userId) {
    await activateMember(trx, groupId, userId);
    await recordEvent(trx, { type: 'member-joined', groupId, userId });
  },
  async left(trx, groupId, userId) {
    await deactivateMember(trx, groupId, userId);
    await recordEvent(trx, { type: 'member-left', groupId, userId });
  },
  async standing(db, leaderboards, groupId, userId) {
    const stats = await findGroupStats(db, groupId);
    const rice = stats ? Number(stats.rice) : 0;
    const contribution = await findContribution(db, groupId, userId);
    return { rice, rank: await leaderboards.groupRank(rice), userRice: contribution ? Number(contribution.rice) : 0 };
  },
};
