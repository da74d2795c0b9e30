import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { GameDocument, GroupMemberList, UserLeaderboard } from '@ricebowl/contract';
import { DIALECTS, createTestApp, scratchDatabaseFor, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createGroup, wrongOptionOf } from '../../test/factories.js';
import { createLeaderboards, type Leaderboards } from './service.js';
import { LEADERBOARD_FORMAT, leaderboardKeys } from './sorted-sets.js';
import { createRedis, redisHealth } from '../../platform/redis.js';
import { migrateToLatest, openDatabase } from '../../platform/database/index.js';

type Player = Awaited<ReturnType<typeof signUp>>;

const redisUrl = process.env.TEST_REDIS_URL;

// CI sets TEST_REDIS_URL: there a missing Redis fails the suite instead of skipping it.
it.runIf(process.env.CI)('has a Redis to test against in CI', () => {
  expect(redisUrl, 'TEST_REDIS_URL must be set in CI').toBeTruthy();
});

describe.each(DIALECTS)('leaderboards in Redis sorted sets (%s)', (dialect) => {
  const prefix = `test-lb-${process.pid}-${randomUUID().slice(0, 8)}:`;
  const keys = leaderboardKeys(prefix);
  let ctx: TestContext;
  let redis: Redis;
  /** The same database read without Redis: what Redis must agree with. */
  let truth: Leaderboards;

  beforeAll(async () => {
    if (!redisUrl) return;
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(redisUrl);
    truth = createLeaderboards({ db: ctx.deps.db.kysely, redis: null, keyPrefix: prefix, now: Date.now });
    await ctx.deps.leaderboards.ensureFresh();
  });
  afterAll(async () => {
    if (!redisUrl) return;
    await ctx.close();
    const left = await redis.keys(`${prefix}*`);
    if (left.length) await redis.del(...left);
    await redis.quit();
  });

  const call = testClient(() => ctx, { headers: { 'content-type': 'application/json' } });

  const makeGroup = (owner: Player, name: string) => createGroup(ctx, owner, { name });

  /** Plays `right` right answers, then `wrong` wrong ones, in a new signed-in game. */
  async function play(player: Player, right: number, wrong = 0) {
    let game = (
      await call('POST', '/api/engine/games', {
        as: player,
        body: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    for (let i = 0; i < right + wrong; i++) {
      const option = i < right ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game);
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        as: player,
        body: {
          question: game.attributes.question_id,
          answer: option,
        },
      });
      expect(reply.statusCode).toBe(200);
      game = reply.json<GameDocument>().data;
    }
  }

  /** Every leaderboard read, from Redis and from the database, must be the same. */
  async function expectInStep(groupIds: string[]) {
    expect(await redis.get(keys.version)).toBe(LEADERBOARD_FORMAT);
    const lb = ctx.deps.leaderboards;
    for (const [limit, offset] of [
      [100, 0],
      [2, 1],
      [3, 4],
    ] as const) {
      expect((await lb.players(limit, offset)).rows).toEqual((await truth.players(limit, offset)).rows);
      expect((await lb.groups(limit, offset)).rows).toEqual((await truth.groups(limit, offset)).rows);
      for (const id of groupIds)
        expect(await lb.members(id, limit, offset)).toEqual(await truth.members(id, limit, offset));
    }
    // Redis counts exactly; the database's count is cached for 10 s, so it is counted here afresh.
    const honest = await ctx.deps.db.kysely
      .selectFrom('players')
      .select('user_id')
      .where('player_type', '=', 0)
      .execute();
    expect((await lb.players(1, 0)).total).toBe(honest.length);
    for (const rice of [0, 10, 25, 30, 1000]) {
      expect(await lb.playerRank(rice)).toBe(await truth.playerRank(rice));
      expect(await lb.groupRank(rice)).toBe(await truth.groupRank(rice));
      for (const id of groupIds) expect(await lb.memberRank(id, rice)).toBe(await truth.memberRank(id, rice));
    }
  }

  const boardOf = async () => (await call('GET', '/api/engine/users?limit=100&current=1')).json<UserLeaderboard>();

  it.skipIf(!redisUrl)(
    'serves players, groups and members from Redis, equal to the database, ties included',
    async () => {
      const [a, b, c, d] = [await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx)];
      const one = await makeGroup(a, 'Rice One');
      const two = await makeGroup(c, 'Rice Two');
      await call('POST', '/api/accounts/groups/join', { as: b, body: { code: one.code } });
      await call('POST', '/api/accounts/groups/join', { as: c, body: { code: one.code } });
      await play(a, 3, 1);
      await play(b, 2);
      await play(c, 2, 2); // ties with b
      await play(d, 0, 1); // on the board with no grains

      expect(await redis.zscore(keys.players, a.session.uuid)).toBe('-30');
      expect(await redis.zscore(keys.players, d.session.uuid)).toBe('0');
      expect(await redis.zscore(keys.groups, one.uuid)).toBe('-70');
      expect(await redis.zscore(keys.members(one.uuid), c.session.uuid)).toBe('-20');
      await expectInStep([one.uuid, two.uuid]);

      // The API answers from Redis too: the page, the ranks, a player's own rank.
      const board = await boardOf();
      const ranks = Object.fromEntries(board.data.map((r) => [r.id, [r.attributes.rice, r.attributes.rank]]));
      expect(ranks[a.session.uuid]).toEqual([30, await truth.playerRank(30)]);
      expect(ranks[b.session.uuid]).toEqual(ranks[c.session.uuid]);
      const members = (
        await call('GET', `/api/engine/group-members?limit=40&group=${one.uuid}&current=1`, { as: a })
      ).json<GroupMemberList>();
      expect(members.data.map((m) => [m.attributes.user, m.attributes.rank])).toEqual(
        (await truth.members(one.uuid, 40, 0)).map((m) => [m.user, m.rank]),
      );
    },
  );

  it.skipIf(!redisUrl)('keeps cheaters off the board until cleared, and departed members off their group', async () => {
    const cheat = await signUp(ctx);
    const owner = await signUp(ctx);
    const group = await makeGroup(owner, 'Rice Three');
    await call('POST', '/api/accounts/groups/join', { as: cheat, body: { code: group.code } });
    await play(cheat, 4);
    await ctx.deps.db.kysely
      .updateTable('players')
      .set({ player_type: 1 })
      .where('user_id', '=', cheat.session.uuid)
      .execute();
    await ctx.deps.leaderboards.playerFlagged(cheat.session.uuid);
    expect(await redis.zscore(keys.players, cheat.session.uuid)).toBeNull();
    // An answer that arrives after the flag (or was committed just before it) does not bring them back.
    await ctx.deps.leaderboards.answered(cheat.session.uuid, 50, []);
    await play(cheat, 1);
    expect(await redis.zscore(keys.players, cheat.session.uuid)).toBeNull();
    expect((await boardOf()).data.map((r) => r.id)).not.toContain(cheat.session.uuid);
    await expectInStep([group.uuid]);

    await ctx.deps.db.kysely
      .updateTable('players')
      .set({ player_type: 0 })
      .where('user_id', '=', cheat.session.uuid)
      .execute();
    await ctx.deps.leaderboards.playerCleared(cheat.session.uuid);
    // Back with the 40 grains earned before the flag: the cheater's later answer earned nothing.
    expect(await redis.zscore(keys.players, cheat.session.uuid)).toBe('-40');
    await expectInStep([group.uuid]);

    expect((await call('DELETE', `/api/accounts/groups/${group.uuid}/members`, { as: cheat })).statusCode).toBe(200);
    expect(await redis.zscore(keys.members(group.uuid), cheat.session.uuid)).toBeNull();
    // A late write for the departed member is refused; rejoining brings their contribution back.
    await ctx.deps.leaderboards.answered(owner.session.uuid, null, [
      { groupId: group.uuid, groupRice: 40, memberRice: 0 },
    ]);
    expect(await redis.zscore(keys.members(group.uuid), cheat.session.uuid)).toBeNull();
    await call('POST', '/api/accounts/groups/join', { as: cheat, body: { code: group.code } });
    expect(await redis.zscore(keys.members(group.uuid), cheat.session.uuid)).toBe('-40');
    await expectInStep([group.uuid]);
  });

  it.skipIf(!redisUrl)('rebuilds from the database when the sets are missing or of another format', async () => {
    const player = await signUp(ctx);
    await play(player, 2);
    const before = await ctx.deps.leaderboards.players(100, 0);

    // Redis lost everything: reads fall back to the database and start a rebuild.
    await redis.del(...(await redis.keys(`${prefix}*`)));
    expect((await ctx.deps.leaderboards.players(100, 0)).rows).toEqual(before.rows);
    await ctx.deps.leaderboards.settled();
    expect(await redis.get(keys.version)).toBe(LEADERBOARD_FORMAT);
    expect(await redis.zscore(keys.players, player.session.uuid)).toBe('-20');
    expect(await redis.sismember(keys.excluded, 'nobody')).toBe(0);

    // An older format: rebuilt too, and stale entries go.
    await redis.set(keys.version, 'old');
    await redis.zadd(keys.players, -999, 'ghost');
    await ctx.deps.leaderboards.ensureFresh();
    expect(await redis.zscore(keys.players, 'ghost')).toBeNull();
    const groups = await ctx.deps.db.kysely.selectFrom('group_stats').select('group_id').execute();
    await expectInStep(groups.map((g) => g.group_id));

    // Another process holds the rebuild lock: this one does not rebuild over it.
    await redis.set(keys.lock, 'someone-else', 'PX', 10_000);
    expect(await ctx.deps.leaderboards.rebuild()).toBe(false);
    await redis.del(keys.lock);
  });

  it.skipIf(!redisUrl)(
    'waits for the migrated database before its first rebuild, however early Redis connects',
    async () => {
      // As the server starts on a fresh database: Redis connects while the migrations still run (on
      // PostgreSQL a read beside them finds no tables; SQLite's one connection would queue it).
      const scratch = await scratchDatabaseFor(dialect);
      const fresh = openDatabase(scratch.url);
      const freshPrefix = `${prefix}fresh:`;
      const warnings: string[] = [];
      const log = { info: () => {}, warn: (_obj: object, msg: string) => warnings.push(msg) };
      const client = createRedis({ url: redisUrl!, keyPrefix: freshPrefix }, log)!;
      const boards = createLeaderboards({
        db: fresh.kysely,
        redis: client,
        keyPrefix: freshPrefix,
        now: Date.now,
        log,
      });
      try {
        expect(await redisHealth(client).connected(5_000)).toBe(true);
        await migrateToLatest(fresh);
        await boards.ensureFresh();
        expect(warnings).toEqual([]);
        expect(await redis.get(leaderboardKeys(freshPrefix).version)).toBe(LEADERBOARD_FORMAT);
      } finally {
        client.disconnect();
        await fresh.close();
        await scratch.drop();
        const left = await redis.keys(`${freshPrefix}*`);
        if (left.length) await redis.del(...left);
      }
    },
  );

  it.skipIf(!redisUrl)('answers from the database, and keeps scoring, when Redis is unreachable', async () => {
    const player = await signUp(ctx);
    // A client for a port where nothing listens, as the server configures it: every call fails fast.
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (_obj: object, msg: string) => warnings.push(msg) };
    const dead = createRedis({ url: 'redis://127.0.0.1:1', keyPrefix: prefix }, log)!;
    const broken = createLeaderboards({ db: ctx.deps.db.kysely, redis: dead, keyPrefix: prefix, now: Date.now, log });
    try {
      expect(await redisHealth(dead).connected(5_000)).toBe(false);
      expect((await broken.players(100, 0)).rows).toEqual((await truth.players(100, 0)).rows);
      expect(await broken.groupRank(10)).toBe(await truth.groupRank(10));
      await broken.answered(player.session.uuid, 10, []);
      // One warning for the outage, not one per call.
      expect(warnings).toHaveLength(1);
    } finally {
      dead.disconnect();
    }
  });
});
