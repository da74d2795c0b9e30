import type { Redis } from 'ioredis';
import type { GroupCredit } from '../../platform/events/domain-events.js';

/**
 * The leaderboards as Redis sorted sets (ADR 010), shared by every process of a site.
 *
 * Scores are the grains negated, so that ascending order is "most grains first, then member id
 * ascending" — the database's `order by rice desc, id` exactly (Redis breaks ties by member,
 * ascending). Writers store absolute totals read back from the committed transaction with
 * `ZADD LT` (keep the larger total), never increments: totals only grow, so the writes commute,
 * repeat harmlessly, and a rebuild can run while answers keep arriving without losing any.
 * Removals (a cheater, a departed member) leave a tombstone that the writes check first, so a
 * late write of an answer committed before the removal cannot bring the entry back.
 */

/** Bump when the keys' layout or meaning changes: every process then rebuilds from the database. */
export const LEADERBOARD_FORMAT = '1';

export interface Keys {
  /** Holds LEADERBOARD_FORMAT once a complete build is in place; readers use Redis only then. */
  version: string;
  lock: string;
  /** Every data key starts with this: a rebuild deletes them all. */
  data: string;
  players: string;
  /** Players who must not be on the board: cheaters, deleted accounts. */
  excluded: string;
  groups: string;
  members(groupId: string): string;
  /** Who left a group (tombstones), so a late write cannot put them back. */
  left(groupId: string): string;
}

export function leaderboardKeys(prefix: string): Keys {
  const data = `${prefix}lb:`;
  return {
    version: `${prefix}lb-version`,
    lock: `${prefix}lb-lock`,
    data,
    players: `${data}players`,
    excluded: `${data}excluded`,
    groups: `${data}groups`,
    members: (groupId) => `${data}members:${groupId}`,
    left: (groupId) => `${data}left:${groupId}`,
  };
}

/** A row of a sorted-set page: its member id and grains. */
export interface Entry {
  id: string;
  rice: number;
}

// KEYS: players, excluded, groups, then for each contribution its members key and left key.
// ARGV: user id, player total ('' to leave the player alone), n groups, then group id and total
// per group, then the member's contribution per group (same order).
const CREDIT_SCRIPT = `
local user = ARGV[1]
if ARGV[2] ~= '' and redis.call('SISMEMBER', KEYS[2], user) == 0 then
  redis.call('ZADD', KEYS[1], 'LT', -tonumber(ARGV[2]), user)
end
local n = tonumber(ARGV[3])
for i = 1, n do
  local group = ARGV[3 + i * 2 - 1]
  redis.call('ZADD', KEYS[3], 'LT', -tonumber(ARGV[3 + i * 2]), group)
end
for i = 1, n do
  local contribution = ARGV[3 + n * 2 + i]
  if contribution ~= '' and redis.call('SISMEMBER', KEYS[3 + i * 2], user) == 0 then
    redis.call('ZADD', KEYS[3 + i * 2 - 1], 'LT', -tonumber(contribution), user)
  end
end
return 1
`;

// KEYS: the set, its tombstone set. ARGV: member. Removes and remembers, in one step.
const REMOVE_SCRIPT = `
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[1])
return 1
`;

// KEYS: the lock. ARGV: the token. Releases the lock only if it is still ours.
const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** Reads and writes of the sorted sets; every method throws when Redis does (callers fall back). */
export class SortedSets {
  constructor(
    readonly redis: Redis,
    readonly keys: Keys,
  ) {}

  /** True when a complete build of the current format is in place. */
  async ready(): Promise<boolean> {
    return (await this.redis.get(this.keys.version)) === LEADERBOARD_FORMAT;
  }

  /**
   * A page of a set with the competition rank of its first row (1 + members with more grains),
   * and the set's size; null when no complete build is in place (read the database instead).
   */
  async page(
    key: string,
    limit: number,
    offset: number,
  ): Promise<{ entries: Entry[]; firstRank: number; total: number } | null> {
    const replies = await this.redis
      .pipeline()
      .get(this.keys.version)
      .zrange(key, offset, offset + limit - 1, 'WITHSCORES')
      .zcard(key)
      .exec();
    const [version, range, card] = unwrap(replies) as [string | null, string[], number];
    if (version !== LEADERBOARD_FORMAT) return null;
    const entries: Entry[] = [];
    for (let i = 0; i < range.length; i += 2) entries.push({ id: range[i]!, rice: 0 - Number(range[i + 1]) }); // 0 - x: never -0
    const firstRank = entries.length ? await this.rank(key, entries[0]!.rice) : offset + 1;
    return { entries, firstRank: firstRank ?? offset + 1, total: card };
  }

  /** 1 + the number of members with more grains; null when no complete build is in place. */
  async rank(key: string, rice: number): Promise<number | null> {
    const replies = await this.redis.pipeline().get(this.keys.version).zcount(key, '-inf', `(${-rice}`).exec();
    const [version, ahead] = unwrap(replies) as [string | null, number];
    return version === LEADERBOARD_FORMAT ? ahead + 1 : null;
  }

  /** After an answer's transaction: the player's and their groups' new totals. */
  async credit(userId: string, playerRice: number | null, groups: GroupCredit[]): Promise<void> {
    const keys = [this.keys.players, this.keys.excluded, this.keys.groups];
    for (const g of groups) keys.push(this.keys.members(g.groupId), this.keys.left(g.groupId));
    const args = [userId, playerRice === null ? '' : String(playerRice), String(groups.length)];
    for (const g of groups) args.push(g.groupId, String(g.groupRice));
    for (const g of groups) args.push(String(g.memberRice));
    await this.redis.eval(CREDIT_SCRIPT, keys.length, ...keys, ...args);
  }

  /** Takes a player off the board until `readmitPlayer`. */
  async excludePlayer(userId: string): Promise<void> {
    await this.redis.eval(REMOVE_SCRIPT, 2, this.keys.players, this.keys.excluded, userId);
  }

  /**
   * Lifts a player's exclusion. The tombstone goes first, then `readTotal` reads the database: an
   * answer whose write the tombstone refused committed before that read, so the total includes it.
   */
  async readmitPlayer(userId: string, readTotal: () => Promise<number | null>): Promise<void> {
    await this.redis.srem(this.keys.excluded, userId);
    const rice = await readTotal();
    if (rice !== null) await this.redis.zadd(this.keys.players, 'LT', -rice, userId);
  }

  /** A player's total changed outside an answer (an anonymous game claimed): the committed total. */
  async setPlayer(userId: string, rice: number): Promise<void> {
    await this.credit(userId, rice, []);
  }

  async addGroup(groupId: string, rice: number): Promise<void> {
    await this.redis.zadd(this.keys.groups, 'LT', -rice, groupId);
  }

  /** A member joins or rejoins: as `readmitPlayer`, the tombstone goes before the database read. */
  async admitMember(groupId: string, userId: string, readContribution: () => Promise<number | null>): Promise<void> {
    await this.redis.srem(this.keys.left(groupId), userId);
    const rice = await readContribution();
    if (rice !== null) await this.redis.zadd(this.keys.members(groupId), 'LT', -rice, userId);
  }

  async removeMember(groupId: string, userId: string): Promise<void> {
    await this.redis.eval(REMOVE_SCRIPT, 2, this.keys.members(groupId), this.keys.left(groupId), userId);
  }

  /** A group removed by an admin: off the group board, with its member board. */
  async removeGroup(groupId: string): Promise<void> {
    await this.redis
      .multi()
      .zrem(this.keys.groups, groupId)
      .unlink(this.keys.members(groupId), this.keys.left(groupId))
      .exec();
  }

  /** Takes the rebuild lock for up to `ms`; returns the token to release it with, or null. */
  async lock(ms: number): Promise<string | null> {
    const token = `${process.pid}-${Date.now()}-${Math.random()}`;
    return (await this.redis.set(this.keys.lock, token, 'PX', ms, 'NX')) === 'OK' ? token : null;
  }

  async unlock(token: string): Promise<void> {
    await this.redis.eval(UNLOCK_SCRIPT, 1, this.keys.lock, token);
  }

  /** Marks the sets incomplete (readers go to the database) and deletes every data key. */
  async clear(): Promise<void> {
    await this.redis.del(this.keys.version);
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', `${this.keys.data}*`, 'COUNT', 1000);
      if (found.length) await this.redis.unlink(...found);
      cursor = next;
    } while (cursor !== '0');
  }

  /** One batch of a rebuild: entries into a set (keeping the larger total), tombstones into another. */
  async load(key: string, entries: Entry[]): Promise<void> {
    if (!entries.length) return;
    const args: (string | number)[] = [];
    for (const e of entries) args.push(-e.rice, e.id);
    await this.redis.zadd(key, 'LT', ...args);
  }

  async tombstones(key: string, ids: string[]): Promise<void> {
    if (ids.length) await this.redis.sadd(key, ...ids);
  }

  async markReady(): Promise<void> {
    await this.redis.set(this.keys.version, LEADERBOARD_FORMAT);
  }

  /** Forgets that the sets are complete: every process reads the database until a rebuild. */
  async markStale(): Promise<void> {
    await this.redis.del(this.keys.version);
  }
}

function unwrap(replies: [Error | null, unknown][] | null): unknown[] {
  if (!replies) throw new Error('Redis pipeline was discarded');
  return replies.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
