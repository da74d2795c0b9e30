import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../../platform/database/schema.js';
import { rankPage } from './ranking.js';
import { leaderboardCounts, topGroups, topPlayers } from './repository.js';
import { findContribution, findGroupStats, groupRank, memberPage, memberRank } from '../groups/service.js';
import { PlayerType, findPlayer, rankOf } from '../players/service.js';
import type { Entry } from './sorted-sets.js';
import { RedisSync, type Log } from './redis-sync.js';
import type { GroupCredit } from '../../platform/events/domain-events.js';

export interface RankedPlayer {
  user: string;
  rice: number;
  rank: number;
}
export interface RankedGroup {
  group: string;
  rice: number;
  members: number;
  rank: number;
}

/**
 * Every leaderboard read and the events that keep the Redis copy in step (ADR 010). Reads come
 * from Redis sorted sets when REDIS_URL is set and a complete build is in place, else from the
 * database; the events run after the database transaction commits and are no-ops without Redis.
 * Nothing here throws or waits because Redis does: while Redis is down (platform/redis.ts) reads
 * come from the database and writes are skipped; a failed or skipped write marks the sets stale,
 * so that they are rebuilt from the database once Redis answers again. Writes carry totals, not
 * increments, so neither a write that timed out but landed nor the rebuild counts a grain twice.
 */
export interface Leaderboards {
  players(limit: number, offset: number): Promise<{ rows: RankedPlayer[]; total: number }>;
  groups(limit: number, offset: number): Promise<{ rows: RankedGroup[]; total: number }>;
  /** A group's members by their contribution (active members only). */
  members(groupId: string, limit: number, offset: number): Promise<RankedPlayer[]>;
  /** Competition rank of a total among honest players: 1 + the number with more grains. */
  playerRank(rice: number): Promise<number>;
  groupRank(rice: number): Promise<number>;
  memberRank(groupId: string, rice: number): Promise<number>;

  /** An answer committed: the player's total (null for a cheater) and their groups' new totals. */
  answered(userId: string, playerRice: number | null, groups: GroupCredit[]): Promise<void>;
  /** A player's total changed outside an answer (an anonymous game claimed). */
  playerChanged(userId: string): Promise<void>;
  /** Takes a player off the player board: flagged as a cheater, or their account deleted. */
  playerFlagged(userId: string): Promise<void>;
  /** Puts a player back (a cheater's flag cleared), with their total from the database. */
  playerCleared(userId: string): Promise<void>;
  groupCreated(groupId: string): Promise<void>;
  memberJoined(groupId: string, userId: string): Promise<void>;
  memberLeft(groupId: string, userId: string): Promise<void>;
  /** A group removed by an admin (its grains stay in the ledger, off the boards). */
  groupRemoved(groupId: string): Promise<void>;

  /** Rebuilds the sets from the database when they are missing or of another format. */
  ensureFresh(): Promise<void>;
  /** Rebuilds the sets from the database now (unless another process is doing so). */
  rebuild(): Promise<boolean>;
  /** Waits for a rebuild in progress in this process (tests, shutdown). */
  settled(): Promise<void>;
}

export function createLeaderboards(options: {
  db: Kysely<Database>;
  redis: Redis | null;
  keyPrefix: string;
  now: () => number;
  log?: Log;
}): Leaderboards {
  const log = options.log ?? {
    info: (obj: object, msg: string) => console.log(JSON.stringify({ ...obj, msg })),
    warn: (obj: object, msg: string) => console.warn(JSON.stringify({ ...obj, msg })),
  };
  const sync = new RedisSync(options.db, options.redis, options.keyPrefix, options.now, log);
  return {
    ...reads(options.db, sync, databaseReads(options.db, options.now)),
    ...writes(options.db, sync),
    ensureFresh: () => sync.ensureFresh(),
    rebuild: () => sync.rebuild(),
    settled: () => sync.settled(),
  };
}

/** The database: the truth, and the fallback. */
function databaseReads(db: Kysely<Database>, now: () => number) {
  const counts = leaderboardCounts(db, now);
  return {
    async players(limit: number, offset: number) {
      const rows = (await topPlayers(db, limit, offset)).map((r) => ({ user: r.user_id, rice: Number(r.rice) }));
      const firstRank = rows.length ? await rankOf(db, rows[0]!.rice) : offset + 1;
      return { rows: rankPage(rows, offset, firstRank), total: (await counts()).players };
    },
    async groups(limit: number, offset: number) {
      const rows = (await topGroups(db, limit, offset)).map((r) => ({
        group: r.group_id,
        rice: Number(r.rice),
        members: r.members,
      }));
      const firstRank = rows.length ? await groupRank(db, rows[0]!.rice) : offset + 1;
      return { rows: rankPage(rows, offset, firstRank), total: (await counts()).groups };
    },
    async members(groupId: string, limit: number, offset: number) {
      const rows = (await memberPage(db, groupId, limit, offset)).map((r) => ({
        user: r.user_id,
        rice: Number(r.rice),
      }));
      const firstRank = rows.length ? await memberRank(db, groupId, rows[0]!.rice) : offset + 1;
      return rankPage(rows, offset, firstRank);
    },
  };
}

type Reads = Pick<Leaderboards, 'players' | 'groups' | 'members' | 'playerRank' | 'groupRank' | 'memberRank'>;

/** Every read from Redis when it can answer, else from the database. */
function reads(db: Kysely<Database>, sync: RedisSync, database: ReturnType<typeof databaseReads>): Reads {
  return {
    async players(limit, offset) {
      const page = await sync.read((s) => s.page(s.keys.players, limit, offset));
      if (!page) return database.players(limit, offset);
      return {
        rows: rankPage(
          page.entries.map((e) => ({ user: e.id, rice: e.rice })),
          offset,
          page.firstRank,
        ),
        total: page.total,
      };
    },
    async groups(limit, offset) {
      const page = await sync.read((s) => s.page(s.keys.groups, limit, offset));
      if (!page) return database.groups(limit, offset);
      // Member counts are not ranked: they come from the database by id, one query for the page.
      const members = await memberCounts(
        db,
        page.entries.map((e) => e.id),
      );
      return {
        rows: rankPage(
          page.entries.map((e: Entry) => ({ group: e.id, rice: e.rice, members: members.get(e.id) ?? 0 })),
          offset,
          page.firstRank,
        ),
        total: page.total,
      };
    },
    async members(groupId, limit, offset) {
      const page = await sync.read((s) => s.page(s.keys.members(groupId), limit, offset));
      if (!page) return database.members(groupId, limit, offset);
      return rankPage(
        page.entries.map((e) => ({ user: e.id, rice: e.rice })),
        offset,
        page.firstRank,
      );
    },
    async playerRank(rice) {
      return (await sync.read((s) => s.rank(s.keys.players, rice))) ?? rankOf(db, rice);
    },
    async groupRank(rice) {
      return (await sync.read((s) => s.rank(s.keys.groups, rice))) ?? groupRank(db, rice);
    },
    async memberRank(groupId, rice) {
      return (await sync.read((s) => s.rank(s.keys.members(groupId), rice))) ?? memberRank(db, groupId, rice);
    },
  };
}

type Writes = Pick<
  Leaderboards,
  | 'answered'
  | 'playerChanged'
  | 'playerFlagged'
  | 'playerCleared'
  | 'groupCreated'
  | 'memberJoined'
  | 'memberLeft'
  | 'groupRemoved'
>;

/** The events' writes to Redis (follow-events.ts), after their commit; no-ops without Redis. */
function writes(db: Kysely<Database>, sync: RedisSync): Writes {
  const readContribution = async (groupId: string, userId: string) => {
    const row = await findContribution(db, groupId, userId);
    return row?.active ? Number(row.rice) : null;
  };
  const readHonestTotal = async (userId: string) => {
    const row = await findPlayer(db, userId);
    return row && row.player_type === PlayerType.honest ? Number(row.rice) : null;
  };
  return {
    answered: (userId, playerRice, groups) => sync.write((s) => s.credit(userId, playerRice, groups), true),
    playerChanged: (userId) =>
      sync.write(async (s) => {
        const rice = await readHonestTotal(userId);
        if (rice !== null) await s.setPlayer(userId, rice);
      }),
    playerFlagged: (userId) => sync.write((s) => s.excludePlayer(userId)),
    playerCleared: (userId) => sync.write((s) => s.readmitPlayer(userId, () => readHonestTotal(userId))),
    groupCreated: (groupId) =>
      sync.write(async (s) => {
        const stats = await findGroupStats(db, groupId);
        if (stats) await s.addGroup(groupId, Number(stats.rice));
      }),
    memberJoined: (groupId, userId) =>
      sync.write((s) => s.admitMember(groupId, userId, () => readContribution(groupId, userId))),
    memberLeft: (groupId, userId) => sync.write((s) => s.removeMember(groupId, userId)),
    groupRemoved: (groupId) => sync.write((s) => s.removeGroup(groupId)),
  };
}

/** Groups' member counts by id, for a page of the groups' board. */
async function memberCounts(db: Kysely<Database>, groupIds: string[]): Promise<Map<string, number>> {
  const members = new Map<string, number>();
  if (!groupIds.length) return members;
  const rows = await db
    .selectFrom('group_stats')
    .select(['group_id', 'members'])
    .where('group_id', 'in', groupIds)
    .execute();
  for (const row of rows) members.set(row.group_id, row.members);
  return members;
}
