import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../../platform/database/schema.js';
import { rankPage } from './ranking.js';
import { leaderboardCounts, topGroups, topPlayers } from './repository.js';
import { findContribution, findGroupStats, groupRank, memberPage, memberRank } from '../groups/service.js';
import { PlayerType, findPlayer, rankOf } from '../players/service.js';
import { SortedSets, leaderboardKeys, type Entry } from './sorted-sets.js';
import type { GroupCredit } from '../../platform/events/domain-events.js';
import { redisHealth, redisTimeoutOf, withTimeout } from '../../platform/redis.js';

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

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const REBUILD_BATCH = 5_000;
/** A rebuild holds its lock this long at most: a process that dies mid-rebuild frees it. */
const REBUILD_LOCK_MS = 10 * 60_000;
/** Writes kept to replay once Redis answers (beyond: the sets are rebuilt from the database). */
const OWED_WRITES = 10_000;
/** Redis answered with an error (a bug, not an outage): it is not asked again for this long. */
const RETRY_AFTER_MS = 5_000;

export function createLeaderboards(options: {
  db: Kysely<Database>;
  redis: Redis | null;
  keyPrefix: string;
  now: () => number;
  log?: Log;
}): Leaderboards {
  const { db, now } = options;
  const log = options.log ?? {
    info: (obj: object, msg: string) => console.log(JSON.stringify({ ...obj, msg })),
    warn: (obj: object, msg: string) => console.warn(JSON.stringify({ ...obj, msg })),
  };
  const counts = leaderboardCounts(db, now);
  const sets = options.redis ? new SortedSets(options.redis, leaderboardKeys(options.keyPrefix)) : null;
  const health = options.redis ? redisHealth(options.redis, log) : null;
  const timeoutMs = options.redis ? redisTimeoutOf(options.redis) : 0;

  // --- The database: the truth, and the fallback. -------------------------------------------------

  const database = {
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

  // --- Redis, when configured and healthy. --------------------------------------------------------

  let unhealthyUntil = 0;
  /** A write failed: the sets miss it, so they must be rebuilt once Redis answers again. */
  let dirty = false;
  let rebuilding: Promise<boolean> | null = null;

  /** Whether to call Redis now: configured, answering (or due a probe), and no recent error reply. */
  const usable = () => sets !== null && health!.usable() && now() >= unhealthyUntil;

  /** An outage is logged once by the health; an error reply (a bug) here, and Redis rests a while. */
  function failed(error: unknown, what: string) {
    health!.failed(error);
    // A timeout is that call's fallback, and an outage the health's to report.
    if (error instanceof Error && error.name === 'ReplyError') {
      unhealthyUntil = now() + RETRY_AFTER_MS;
      log.warn({ err: String(error) }, `leaderboard ${what} on Redis failed; the database answers meanwhile`);
    }
  }

  /**
   * Answers' writes that Redis missed (skipped while down, or timed out), replayed in order once it
   * answers: they carry totals, so a replay of one that did land changes nothing. Other writes, or
   * too many owed, make the sets `dirty` instead (a rebuild).
   */
  let owed: ((s: SortedSets) => Promise<void>)[] = [];
  function owe(write: ((s: SortedSets) => Promise<void>) | null) {
    if (write && !dirty && owed.length < OWED_WRITES) owed.push(write);
    else {
      dirty = true;
      owed = [];
    }
  }
  let paying: Promise<void> | null = null;
  /** Replays the owed writes in the background (one run at a time); a failure keeps the rest owed. */
  function payOwed() {
    if (!owed.length || !sets) return;
    paying ??= (async () => {
      try {
        while (owed.length && !dirty) {
          await withTimeout(owed[0]!(sets), timeoutMs);
          owed.shift();
        }
        health!.succeeded();
      } catch (error) {
        failed(error, 'write');
      }
    })().finally(() => (paying = null));
  }

  /** Marks the sets stale once Redis answers after writes were lost; the next check rebuilds. */
  async function forgetLostWrites(s: SortedSets): Promise<boolean> {
    payOwed();
    if (!dirty) return false;
    await s.markStale();
    dirty = false;
    return true;
  }

  /** Runs a read on Redis; null means "answer from the database" (no Redis, no build, an error). */
  async function fromRedis<T>(read: (s: SortedSets) => Promise<T | null>): Promise<T | null> {
    if (!usable()) return null;
    try {
      await withTimeout(forgetLostWrites(sets!), timeoutMs);
      const value = await withTimeout(read(sets!), timeoutMs);
      health!.succeeded();
      if (value === null) void ensureFresh();
      return value;
    } catch (error) {
      failed(error, 'read');
      return null;
    }
  }

  /**
   * Runs a write on Redis after a commit. One skipped or failed is owed (`replayable`: an answer's
   * totals, replayed when Redis answers) or leaves the sets to rebuild.
   */
  async function toRedis(write: (s: SortedSets) => Promise<void>, replayable = false): Promise<void> {
    if (!sets) return;
    if (!usable()) {
      owe(replayable ? write : null);
      return;
    }
    try {
      payOwed();
      await withTimeout(write(sets), timeoutMs);
      health!.succeeded();
    } catch (error) {
      owe(replayable ? write : null);
      failed(error, 'write');
    }
  }

  let checking: Promise<void> | null = null;
  function ensureFresh(): Promise<void> {
    if (!usable()) return Promise.resolve();
    checking ??= (async () => {
      try {
        const lost = await forgetLostWrites(sets!);
        // Another process's rebuild may have read the database before this one's lost writes:
        // they stay owed until a rebuild of this process's own has run.
        if (!(await sets!.ready()) && !(await rebuild()) && lost) dirty = true;
      } catch (error) {
        failed(error, 'rebuild');
        if (health!.up) log.warn({ err: String(error) }, 'leaderboard rebuild failed; the database answers meanwhile');
      }
    })().finally(() => (checking = null));
    return checking;
  }
  // Redis back after an outage (or connected at last): writes lost meanwhile are made good by a
  // rebuild from the database, as is a Redis that restarted empty.
  health?.onAvailable(() => void ensureFresh());
  /** A rebuild's lock that Redis lost sight of (it went away mid-rebuild): released once back. */
  let orphanedLock: string | null = null;

  function rebuild(): Promise<boolean> {
    if (!sets) return Promise.resolve(false);
    rebuilding ??= (async () => {
      if (orphanedLock) {
        await sets.unlock(orphanedLock);
        orphanedLock = null;
      }
      return rebuildFromDatabase(db, sets, (token) => (orphanedLock = token));
    })().finally(() => (rebuilding = null));
    return rebuilding;
  }

  const readContribution = async (groupId: string, userId: string) => {
    const row = await findContribution(db, groupId, userId);
    return row?.active ? Number(row.rice) : null;
  };
  const readHonestTotal = async (userId: string) => {
    const row = await findPlayer(db, userId);
    return row && row.player_type === PlayerType.honest ? Number(row.rice) : null;
  };

  return {
    async players(limit, offset) {
      const page = await fromRedis((s) => s.page(s.keys.players, limit, offset));
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
      const page = await fromRedis((s) => s.page(s.keys.groups, limit, offset));
      if (!page) return database.groups(limit, offset);
      // Member counts are not ranked: they come from the database by id, one query for the page.
      const members = new Map<string, number>();
      if (page.entries.length) {
        const rows = await db
          .selectFrom('group_stats')
          .select(['group_id', 'members'])
          .where(
            'group_id',
            'in',
            page.entries.map((e) => e.id),
          )
          .execute();
        for (const row of rows) members.set(row.group_id, row.members);
      }
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
      const page = await fromRedis((s) => s.page(s.keys.members(groupId), limit, offset));
      if (!page) return database.members(groupId, limit, offset);
      return rankPage(
        page.entries.map((e) => ({ user: e.id, rice: e.rice })),
        offset,
        page.firstRank,
      );
    },
    async playerRank(rice) {
      return (await fromRedis((s) => s.rank(s.keys.players, rice))) ?? rankOf(db, rice);
    },
    async groupRank(rice) {
      return (await fromRedis((s) => s.rank(s.keys.groups, rice))) ?? groupRank(db, rice);
    },
    async memberRank(groupId, rice) {
      return (await fromRedis((s) => s.rank(s.keys.members(groupId), rice))) ?? memberRank(db, groupId, rice);
    },

    answered: (userId, playerRice, groups) => toRedis((s) => s.credit(userId, playerRice, groups), true),
    playerChanged: (userId) =>
      toRedis(async (s) => {
        const rice = await readHonestTotal(userId);
        if (rice !== null) await s.setPlayer(userId, rice);
      }),
    playerFlagged: (userId) => toRedis((s) => s.excludePlayer(userId)),
    playerCleared: (userId) => toRedis((s) => s.readmitPlayer(userId, () => readHonestTotal(userId))),
    groupCreated: (groupId) =>
      toRedis(async (s) => {
        const stats = await findGroupStats(db, groupId);
        if (stats) await s.addGroup(groupId, Number(stats.rice));
      }),
    memberJoined: (groupId, userId) =>
      toRedis((s) => s.admitMember(groupId, userId, () => readContribution(groupId, userId))),
    memberLeft: (groupId, userId) => toRedis((s) => s.removeMember(groupId, userId)),
    groupRemoved: (groupId) => toRedis((s) => s.removeGroup(groupId)),

    ensureFresh,
    rebuild,
    async settled() {
      await checking;
      await rebuilding;
      await paying;
    },
  };
}

/**
 * Rebuilds every set from the database under a lock (one process at a time). Readers use the
 * database meanwhile (no version key); answers keep writing, and since writes keep the larger
 * total, a row read before an answer committed is corrected by that answer's own write.
 */
async function rebuildFromDatabase(
  db: Kysely<Database>,
  sets: SortedSets,
  orphaned: (token: string) => void,
): Promise<boolean> {
  const token = await sets.lock(REBUILD_LOCK_MS);
  if (!token) return false;
  try {
    await sets.clear();
    const { keys } = sets;
    // Tombstones first, so that a late write cannot re-add someone the rebuild leaves out.
    for await (const batch of batches(playerRows(db, false))) await sets.tombstones(keys.excluded, ids(batch));
    for await (const batch of batches(contributionRows(db, 0))) {
      for (const [groupId, rows] of groupBy(batch)) await sets.tombstones(keys.left(groupId), ids(rows));
    }
    for await (const batch of batches(playerRows(db, true))) await sets.load(keys.players, batch);
    for await (const batch of batches(groupRows(db))) await sets.load(keys.groups, batch);
    for await (const batch of batches(contributionRows(db, 1))) {
      for (const [groupId, rows] of groupBy(batch)) await sets.load(keys.members(groupId), rows);
    }
    await sets.markReady();
    return true;
  } finally {
    await sets.unlock(token).catch((error: unknown) => {
      orphaned(token);
      throw error;
    });
  }
}

interface Row extends Entry {
  group?: string;
}

/** Reads a table in id order, a batch at a time (keyset pagination: no offset over a million rows). */
async function* batches(read: (after: Row | null) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < REBUILD_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

const playerRows = (db: Kysely<Database>, honest: boolean) => async (after: Row | null) => {
  let q = db
    .selectFrom('players')
    .select(['user_id', 'rice'])
    .where('player_type', honest ? '=' : '<>', PlayerType.honest);
  if (after) q = q.where('user_id', '>', after.id);
  const rows = await q.orderBy('user_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.user_id, rice: Number(r.rice) }));
};

const groupRows = (db: Kysely<Database>) => async (after: Row | null) => {
  let q = db.selectFrom('group_stats').select(['group_id', 'rice']);
  if (after) q = q.where('group_id', '>', after.id);
  const rows = await q.orderBy('group_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.group_id, rice: Number(r.rice) }));
};

const contributionRows = (db: Kysely<Database>, active: 0 | 1) => async (after: Row | null) => {
  let q = db.selectFrom('group_contributions').select(['group_id', 'user_id', 'rice']).where('active', '=', active);
  if (after) {
    const group = after.group!;
    q = q.where((eb) =>
      eb.or([eb('group_id', '>', group), eb.and([eb('group_id', '=', group), eb('user_id', '>', after.id)])]),
    );
  }
  const rows = await q.orderBy('group_id').orderBy('user_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.user_id, group: r.group_id, rice: Number(r.rice) }));
};

const ids = (rows: Row[]) => rows.map((r) => r.id);

function groupBy(rows: Row[]): Map<string, Row[]> {
  const byGroup = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byGroup.get(row.group!) ?? [];
    list.push(row);
    byGroup.set(row.group!, list);
  }
  return byGroup;
}
