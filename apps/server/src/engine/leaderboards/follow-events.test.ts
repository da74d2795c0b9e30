import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { createGroup } from '../../test/factories.js';
import { recordEvent, type DomainEvent } from '../../platform/events/domain-events.js';
import { leaderboardKeys } from './sorted-sets.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Each domain event, recorded as a writer records it, reaches the Redis boards through the
// publisher (ADR 021) — and leaves the outbox once applied.
describe.each(DIALECTS)('the leaderboards follow every domain event (%s)', (dialect) => {
  const prefix = `test-events-${process.pid}-${randomUUID().slice(0, 8)}:`;
  const keys = leaderboardKeys(prefix);
  let ctx: TestContext;
  let redis: Redis;

  beforeAll(async () => {
    if (!redisUrl) return;
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(redisUrl);
    await ctx.deps.leaderboards.ensureFresh();
  });
  afterAll(async () => {
    if (!redisUrl) return;
    await ctx.close();
    const left = await redis.keys(`${prefix}*`);
    if (left.length) await redis.del(...left);
    await redis.quit();
  });

  /** Records the event in a transaction of its own, nudges the publisher and waits for it. */
  async function publish(event: DomainEvent) {
    await ctx.deps.db.kysely.transaction().execute((trx) => recordEvent(trx, event));
    ctx.deps.events.nudge();
    await ctx.deps.events.drained();
  }
  const setPlayer = (userId: string, rice: number) =>
    ctx.deps.db.kysely
      .insertInto('players')
      .values({ user_id: userId, rice, correct: rice / 10, wrong: 0, player_type: 0, updated_at: Date.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ rice }))
      .execute();

  it.skipIf(!redisUrl)('moves the boards for each event type, and empties the outbox', async () => {
    const player = await signUp(ctx);
    const userId = player.session.uuid;
    const group = await createGroup(ctx, player);
    const groupId = group.uuid;
    const score = (key: string, member: string) => redis.zscore(key, member);

    // group-created and member-joined: the group and its first member are back after being dropped.
    await redis.zrem(keys.groups, groupId);
    await redis.zrem(keys.members(groupId), userId);
    await publish({ type: 'group-created', groupId });
    expect(await score(keys.groups, groupId)).toBe('0');
    await publish({ type: 'member-joined', groupId, userId });
    expect(await score(keys.members(groupId), userId)).toBe('0');

    // answer-credited: the player's, the group's and the member's totals.
    await publish({
      type: 'answer-credited',
      userId,
      playerRice: 30,
      groups: [{ groupId, groupRice: 30, memberRice: 30 }],
    });
    expect(await score(keys.players, userId)).toBe('-30');
    expect(await score(keys.groups, groupId)).toBe('-30');
    expect(await score(keys.members(groupId), userId)).toBe('-30');

    await publish({ type: 'member-left', groupId, userId });
    expect(await score(keys.members(groupId), userId)).toBeNull();

    await publish({ type: 'player-flagged', userId });
    expect(await score(keys.players, userId)).toBeNull();

    // player-cleared and player-total-changed read the player's total from the database.
    await setPlayer(userId, 40);
    await publish({ type: 'player-cleared', userId });
    expect(await score(keys.players, userId)).toBe('-40');
    await setPlayer(userId, 70);
    await publish({ type: 'player-total-changed', userId });
    expect(await score(keys.players, userId)).toBe('-70');

    await publish({ type: 'group-removed', groupId });
    expect(await score(keys.groups, groupId)).toBeNull();

    const left = await ctx.deps.db.kysely.selectFrom('outbox_events').select('id').execute();
    expect(left).toEqual([]);
  });
});
