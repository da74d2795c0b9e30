import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGameDocument, GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { anyAddress, signUp as signUpThrough } from '../../test/accounts.js';
import { testClient, type TestClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createChallenge, wrongOptionOf } from '../../test/factories.js';
import { verifyLedger } from '../donations/verify-ledger.js';
import { createGameSweeper, sweepAnonymousGames } from './retention.js';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/**
 * Issue 14 item 6: anonymous games idle for the retention period go with their anti-cheat rows, and
 * the ledger and every total stay exact — verify-ledger (the admin CLI's check) before and after,
 * with the server's clock moved past the retention.
 */
describe.each(DIALECTS)('retention of anonymous games on %s', (dialect) => {
  let ctx: TestContext;
  let clock = Date.now();
  beforeAll(async () => {
    // Shipped anti-cheat thresholds: the games are played at a person's pace, and credited so.
    ctx = await createTestApp(dialect, {
      ANTICHEAT_FAST_ANSWERS: undefined,
      ANTICHEAT_RATE_ANSWERS: undefined,
      ANTICHEAT_PACE_MS: undefined,
      CAPTCHA: 'off',
    });
    ctx.deps.now = () => clock;
  });
  afterAll(async () => ctx.close());

  const db = () => ctx.deps.db.kysely;

  /** A browser: one address, maybe a session. */
  const browser = (token?: string) => testClient(() => ctx, { as: token, address: anyAddress() });
  type Browser = TestClient;

  async function start(call: Browser) {
    const reply = await call('POST', '/api/engine/games', {
      body: { category: categoryId('multiplication-table'), level: 1 },
    });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<CreatedGameDocument>();
    return { game: document.data, claim: document.meta?.claim };
  }

  /** Right and wrong answers two seconds apart, as a person plays. */
  async function play(call: Browser, game: GameDocument['data'], right: number, wrong = 0) {
    for (let i = 0; i < right + wrong; i++) {
      clock += 2 * SECOND;
      const option = i < right ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game);
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        body: {
          question: game.attributes.question_id,
          answer: option,
        },
      });
      expect(reply.statusCode).toBe(200);
      game = reply.json<GameDocument>().data;
    }
    return game;
  }

  const signUp = async (extra: Record<string, unknown> = {}) => (await signUpThrough(ctx, extra)).session;

  const gameIds = async () => new Set((await db().selectFrom('games').select('id').execute()).map((row) => row.id));
  const subjects = async () =>
    new Set((await db().selectFrom('anticheat_counters').select('subject').execute()).map((row) => row.subject));
  /** Every stored total, as the sweep must leave them. */
  const totals = async () => ({
    players: await db().selectFrom('players').select(['user_id', 'rice', 'correct']).orderBy('user_id').execute(),
    days: await db()
      .selectFrom('daily_totals')
      .select(['day', 'shard', 'grains'])
      .orderBy('day')
      .orderBy('shard')
      .execute(),
    challenges: await db().selectFrom('challenges').select(['id', 'rice_raised']).orderBy('id').execute(),
    entries: await db()
      .selectFrom('challenge_members')
      .select(['challenge_id', 'member_key', 'rice'])
      .orderBy('member_key')
      .execute(),
    donations: await db().selectFrom('donations').selectAll().orderBy('game_id').orderBy('question_id').execute(),
  });

  it('sweeps anonymous games idle for 30 days and their evidence; the ledger and every total stay exact', async () => {
    const challenge = await createChallenge(
      ctx,
      { title: 'Long bowl', description: 'Runs past the retention.', end: new Date(clock + 90 * DAY).toISOString() },
      clock,
    );
    // Played on day 0: two anonymous games (one joins the challenge), one claimed into an account,
    // one signed-in player's game.
    const idleCall = browser();
    const idle = await start(idleCall);
    const joined = await idleCall('POST', `/api/engine/challenges/${challenge}/members`, {
      body: { game: idle.game.id },
    });
    expect(joined.statusCode).toBe(200);
    clock += 5 * SECOND;
    await play(idleCall, idle.game, 4, 1);
    const otherCall = browser();
    const other = await start(otherCall);
    clock += 5 * SECOND;
    await play(otherCall, other.game, 2);
    // Started, never answered.
    const untouched = await start(browser());

    const claimedCall = browser();
    const claimed = await start(claimedCall);
    clock += 5 * SECOND;
    await play(claimedCall, claimed.game, 3);
    const claimer = await signUp({ game: claimed.game.id, claim: claimed.claim });
    const player = await signUp();
    const playerCall = browser(player.token);
    const own = (
      await playerCall('POST', '/api/engine/games', {
        body: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    clock += 5 * SECOND;
    await play(playerCall, own, 2);

    // 29 days later, one more anonymous game: recent at the sweep.
    clock += 29 * DAY;
    const recentCall = browser();
    const recent = await start(recentCall);
    clock += 5 * SECOND;
    await play(recentCall, recent.game, 2);
    // Day 31: the first games have been idle for more than 30 days.
    clock += 2 * DAY;

    const before = await verifyLedger(db());
    expect(before.differences).toEqual([]);
    expect(before.grains).toBe((4 + 2 + 3 + 2 + 2) * 10);
    const totalsBefore = await totals();
    const subjectsBefore = await subjects();
    for (const id of [idle.game.id, other.game.id]) expect(subjectsBefore.has(`g:${id}`)).toBe(true);

    const report = await sweepAnonymousGames(db(), {
      now: clock,
      retentionMs: ctx.deps.config.anonymousGameRetentionMs,
    });
    expect(ctx.deps.config.anonymousGameRetentionMs).toBe(30 * DAY);
    expect(report.games).toBe(3);
    // The four addresses that played anonymously on day 0 (the recent one stays).
    expect(report.clients).toBeGreaterThanOrEqual(3);

    const after = await verifyLedger(db());
    expect(after.differences).toEqual([]);
    expect({ donations: after.donations, grains: after.grains }).toEqual({
      donations: before.donations,
      grains: before.grains,
    });
    expect(await totals()).toEqual(totalsBefore);

    const games = await gameIds();
    for (const id of [idle.game.id, other.game.id, untouched.game.id]) expect(games.has(id)).toBe(false);
    for (const id of [claimed.game.id, own.id, recent.game.id]) expect(games.has(id)).toBe(true);
    const subjectsAfter = await subjects();
    for (const id of [idle.game.id, other.game.id]) expect(subjectsAfter.has(`g:${id}`)).toBe(false);
    expect(subjectsAfter.has(`g:${recent.game.id}`)).toBe(true);
    expect(subjectsAfter.has(`u:${player.uuid}`)).toBe(true);
    // The recent game's client keeps its evidence; the idle ones' clients are gone.
    const clientRows = [...subjectsAfter].filter((subject) => subject.startsWith('c:'));
    expect(clientRows.length).toBe(1);

    // A swept game is gone as any unknown game is: the web app starts a new one (SPEC §4).
    expect((await idleCall('GET', `/api/engine/games/${idle.game.id}`)).statusCode).toBe(404);
    // Its claim finds nothing, and the sign-up goes through.
    const late = await signUp({ game: idle.game.id, claim: idle.claim });
    expect(await db().selectFrom('players').select('rice').where('user_id', '=', late.uuid).executeTakeFirst()).toBe(
      undefined,
    );
    // The challenge still shows what the swept game raised.
    const progress = await idleCall('GET', `/api/engine/challenges/${challenge}`);
    expect(progress.json<{ data: { attributes: { rice_raised: number } } }>().data.attributes.rice_raised).toBe(40);
    // The claimed game is the account's, untouched, and the account keeps its grains.
    expect(
      await db().selectFrom('games').select(['user_id', 'rice']).where('id', '=', claimed.game.id).executeTakeFirst(),
    ).toEqual({ user_id: claimer.uuid, rice: 30 });
    expect(
      Number(
        (await db().selectFrom('players').select('rice').where('user_id', '=', claimer.uuid).executeTakeFirstOrThrow())
          .rice,
      ),
    ).toBe(30);
    expect((await verifyLedger(db())).differences).toEqual([]);

    // A second sweep finds nothing more.
    expect(await sweepAnonymousGames(db(), { now: clock, retentionMs: 30 * DAY })).toEqual({ games: 0, clients: 0 });
  });

  it('runs as a background job in the engine, with the configured retention', async () => {
    clock += 60 * DAY;
    const call = browser();
    const old = await start(call);
    clock += 5 * SECOND;
    await play(call, old.game, 1);
    clock += 3 * DAY;
    const fresh = await start(browser());
    // A retention of two days, swept every 20 ms: the three-day-old game goes, today's stays.
    const sweeper = createGameSweeper(db(), { retentionMs: 2 * DAY, now: () => clock, intervalMs: 20 });
    const reports: { games: number }[] = [];
    sweeper.start(
      (report) => reports.push(report),
      (error) => {
        throw error;
      },
    );
    await expect.poll(async () => (await gameIds()).has(old.game.id), { timeout: 5000 }).toBe(false);
    await sweeper.stop();
    expect((await gameIds()).has(fresh.game.id)).toBe(true);
    expect(reports.some((report) => report.games >= 1)).toBe(true);
    expect((await verifyLedger(db())).differences).toEqual([]);

    // Zero keeps games for ever: the job does not start.
    const never = createGameSweeper(db(), { retentionMs: 0, now: () => clock + 3650 * DAY, intervalMs: 20 });
    never.start(
      () => {
        throw new Error('a retention of 0 must not sweep');
      },
      () => {},
    );
    await never.stop();
    expect((await gameIds()).has(fresh.game.id)).toBe(true);
  });
});
