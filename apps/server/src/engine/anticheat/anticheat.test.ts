import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument, UserStatsDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { anyAddress, signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createChallenge, createGroup, ledgerRows } from '../../test/factories.js';
import {
  STRATEGIES,
  VirtualClock,
  runStrategy,
  strategyNamed,
  type RunOptions,
  type Strategy,
  type Transport,
} from '../../../../../bench/bots/simulator.js';
import { clearCheater } from './service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The shipped thresholds: the harness raises them for other tests, which answer at machine speed. */
const SHIPPED = {
  ANTICHEAT_FAST_ANSWERS: undefined,
  ANTICHEAT_RATE_ANSWERS: undefined,
  ANTICHEAT_PACE_MS: undefined,
  CAPTCHA: 'off',
};

/** A small seeded generator, so that each run plays the same delays. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(DIALECTS)('anti-cheat on %s', (dialect) => {
  let ctx: TestContext;
  // Each test's virtual time starts a day after the last one's, so that windows never overlap.
  let epoch = Date.now();
  beforeAll(async () => {
    // The simulated bots play thousands of answers from one address and account: they measure the
    // anti-cheat, not the rate limits (which would answer 429 first).
    ctx = await createTestApp(dialect, { ...SHIPPED, RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(async () => ctx.close());

  /** The bot simulator's transport, through the in-process app. */
  const inject: Transport = async (method, url, body, headers = {}) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      payload: body as object | undefined,
      headers,
      remoteAddress: address,
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json<unknown>() : null,
      retryAfterSeconds: response.headers['retry-after'] ? Number(response.headers['retry-after']) : null,
    };
  };

  /** Each test's bot plays from an address of its own, as one machine would. */
  let address = anyAddress();

  /** A virtual clock that the server reads too, and a fresh address for the bot. */
  function moveClock() {
    address = anyAddress();
    epoch += DAY;
    const clock = new VirtualClock(epoch);
    ctx.deps.now = clock.now;
    return clock;
  }

  const play = (strategy: Strategy, options: Omit<RunOptions, 'transport'> & { seed?: number }) =>
    runStrategy(strategy, { transport: inject, clock: moveClock(), random: seeded(options.seed ?? 7), ...options });

  const call = testClient(
    () => ctx,
    () => ({ address }),
  );

  // Hundreds of requests each: slow on a busy machine, whatever the virtual clock says.
  describe('the public bots’ strategies, in virtual time', { timeout: 240_000 }, () => {
    it.each(['no-delay', 'fixed-400ms'])(
      '%s: flagged by its tenth too-fast answer, having earned 90 grains',
      async (name) => {
        const report = await play(strategyNamed(name), { maxAnswers: 40 });
        expect(report).toMatchObject({ answers: 40, errors: 0, flagged: true });
        // Nine fast answers are only evidence; the tenth marks the account and credits nothing.
        expect(report.credited).toBe(90);
      },
    );

    it('random-2-8s: NOT caught — it plays at a person’s pace (ADR 009 says so)', async () => {
      const report = await play(strategyNamed('random-2-8s'), { maxAnswers: 250 });
      expect(report).toMatchObject({ answers: 250, errors: 0, flagged: false, credited: 2500 });
    });

    it('threads: five games of one account at 1–3 s each are flagged for their sustained rate', async () => {
      const report = await play(strategyNamed('threads'), { maxAnswers: 400 });
      expect(report).toMatchObject({ answers: 400, errors: 0, flagged: true });
      // Each game alone looks human; together they pass 180 answers within 3 minutes. Until then the
      // account, answering at four times a person's pace, earns its 30 s head start (20 answers at
      // 1.5 s) and hardly more: each right answer beyond the pace spends half a pace (ADR 009).
      expect(report.credited).toBeGreaterThanOrEqual(200);
      expect(report.credited).toBeLessThanOrEqual(300);
      expect(report.elapsedMs).toBeLessThan(3 * MINUTE + 10_000);
    });

    it('reused-game: four quick loops on one game id are flagged for their speed', async () => {
      const report = await play(strategyNamed('reused-game'), { maxAnswers: 100 });
      expect(report).toMatchObject({ answers: 100, errors: 0, flagged: true });
      expect(report.stale).toBeGreaterThan(0);
      expect(report.credited).toBe(90);
    });

    it('a patient reused game (4 loops at 1–3 s) is NOT caught, and earns no more than one person', async () => {
      const patient: Strategy = {
        ...strategyNamed('reused-game'),
        name: 'patient-reused-game',
        delayMs: (random) => 1000 + 2000 * random(),
      };
      const report = await play(patient, { maxAnswers: 400 });
      expect(report).toMatchObject({ answers: 400, errors: 0, flagged: false });
      // One answer per served question counts: most of its answers are stale and credit nothing,
      // and what is credited comes at under 40 answers a minute, a person's pace.
      expect(report.stale).toBeGreaterThan(200);
      expect(report.credited / 10 / (report.elapsedMs / MINUTE)).toBeLessThan(40);
    });

    it('human: a fast person at 1.5–4 s per answer is never flagged over 500 answers', async () => {
      const report = await play(strategyNamed('human'), { maxAnswers: 500, seed: 11 });
      expect(report).toMatchObject({ answers: 500, errors: 0, flagged: false });
      const stats = await ctx.deps.db.kysely
        .selectFrom('players')
        .select(['rice', 'correct', 'player_type'])
        .where('user_id', '=', report.account!.uuid)
        .executeTakeFirstOrThrow();
      expect(stats).toMatchObject({ player_type: 0, rice: report.credited });
      expect(Number(stats.correct) * 10).toBe(report.credited);
      expect(Number(stats.correct)).toBeGreaterThan(350);
    }, 240_000);

    it('the fastest person, always at 1.5 s, on long questions too, is never flagged over 400 answers', async () => {
      const fastest: Strategy = { ...strategyNamed('human'), name: 'fastest-human', delayMs: () => 1500 };
      for (const category of ['multiplication-table', 'world-capitals']) {
        const report = await play(fastest, { maxAnswers: 400, category });
        expect(report).toMatchObject({ answers: 400, errors: 0, flagged: false });
      }
    }, 240_000);

    it('covers every strategy the simulator offers', () => {
      expect(STRATEGIES.map((s) => s.name)).toEqual([
        'no-delay',
        'fixed-400ms',
        'random-2-8s',
        'threads',
        'reused-game',
        'human',
        'perfect-human',
        'new-game-every-9',
        'parallel-games',
        'new-session-every-30',
        'spoofed-xff',
        'claim-at-sign-in', // played in players/claims.test.ts
        'honest-crowd',
        'fast-honest',
      ]);
    });
  });

  it('credits a cheater nothing anywhere, while the game keeps working', async () => {
    const clock = moveClock();
    const cheat = await signUp(ctx, {});
    const token = cheat.session.token;
    const userId = cheat.session.uuid;
    const groupId = (await createGroup(ctx, token, { name: 'Bot Farm', avatar: 'group-1' })).uuid;
    const challengeId = await createChallenge(ctx, { title: 'Bowl', anonymousPlay: false }, epoch);
    expect(
      (await call('POST', `/api/engine/challenges/${challengeId}/members`, { as: token, body: {} })).statusCode,
    ).toBe(200);

    let game = (
      await call('POST', '/api/engine/games', {
        as: token,
        body: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    const answerRight = async () => {
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        as: token,
        body: {
          question: game.attributes.question_id,
          answer: await correctOptionOf(ctx, game.id),
        },
      });
      expect(reply.statusCode).toBe(200);
      game = reply.json<GameDocument>().data;
      return game;
    };
    // A bot's ten instant answers: the tenth marks the account.
    for (let i = 0; i < 10; i++) await answerRight();

    const snapshot = async () => {
      const db = ctx.deps.db.kysely;
      return {
        game: game.attributes.rice,
        player: (await db.selectFrom('players').select('rice').where('user_id', '=', userId).executeTakeFirst())!.rice,
        group: (await db.selectFrom('group_stats').select('rice').where('group_id', '=', groupId).executeTakeFirst())!
          .rice,
        contribution: (await db
          .selectFrom('group_contributions')
          .select('rice')
          .where('group_id', '=', groupId)
          .where('user_id', '=', userId)
          .executeTakeFirst())!.rice,
        challenge: (await db
          .selectFrom('challenges')
          .select('rice_raised')
          .where('id', '=', challengeId)
          .executeTakeFirst())!.rice_raised,
        entry: (await db
          .selectFrom('challenge_members')
          .select('rice')
          .where('challenge_id', '=', challengeId)
          .where('member_key', '=', `u:${userId}`)
          .executeTakeFirst())!.rice,
        ledger: (await ledgerRows(ctx, game.id)).reduce((sum, row) => sum + Number(row.grains), 0),
        day: Number(
          (
            await db
              .selectFrom('daily_totals')
              .select((eb) => eb.fn.sum<number>('grains').as('sum'))
              .executeTakeFirstOrThrow()
          ).sum,
        ),
      };
    };
    const before = await snapshot();
    expect(before).toMatchObject({
      game: 90,
      player: 90,
      group: 90,
      contribution: 90,
      challenge: 90,
      entry: 90,
      ledger: 90,
    });
    const stats = (await call('GET', `/api/engine/users/${userId}`, { as: token })).json<UserStatsDocument>().data
      .attributes;
    expect(stats).toMatchObject({ player_type: { value: 1 }, rank: null, rice: 90 });

    // Later, at a person's pace: every answer is scored and shown, the game moves on, nothing is credited.
    await clock.sleep(DAY / 2);
    const streaks: number[] = [];
    for (let i = 0; i < 6; i++) {
      await clock.sleep(3000);
      const question = game.attributes.question_id;
      const next = await answerRight();
      expect(next.attributes.answer).toMatchObject({ correct: true });
      expect(next.attributes.answer.options).toHaveLength(1);
      expect(next.attributes.question_id).not.toBe(question);
      expect(next.attributes.user_rice_total).toBe(90);
      streaks.push(next.attributes.streak);
    }
    expect(streaks).toEqual([11, 12, 13, 14, 15, 16]);
    expect(await snapshot()).toEqual(before);
    const board = (await call('GET', '/api/engine/users?current=1&limit=100')).json<{
      data: { attributes: { user: string } }[];
    }>();
    expect(board.data.map((row) => row.attributes.user)).not.toContain(userId);

    // An admin clears the mark: the account starts afresh and earns again.
    await ctx.deps.db.kysely.transaction().execute((trx) => clearCheater(trx, userId, ctx.deps.now()));
    await clock.sleep(3000);
    await answerRight();
    const cleared = (await call('GET', `/api/engine/users/${userId}`, { as: token })).json<UserStatsDocument>().data
      .attributes;
    expect(cleared).toMatchObject({ player_type: { value: 0 }, rice: 100 });

    // A deleted account leaves no evidence behind.
    const evidence = () =>
      ctx.deps.db.kysely
        .selectFrom('anticheat_counters')
        .select('subject')
        .where('subject', '=', `u:${userId}`)
        .execute();
    expect(await evidence()).toHaveLength(1);
    await ctx.deps.players.forgetPlayer(userId);
    expect(await evidence()).toHaveLength(0);
  });

  it('throttles an anonymous bot’s address for a cool-down, whatever new game it starts', async () => {
    const clock = moveClock();
    const report = await runStrategy(strategyNamed('no-delay'), {
      transport: inject,
      clock,
      account: null,
      maxAnswers: 30,
    });
    // A new game has banked no credit, and an instant answer never fits a person's pace.
    expect(report).toMatchObject({ answers: 30, errors: 0, flagged: null, credited: 0 });
    expect(await ledgerRows(ctx, report.games[0]!)).toHaveLength(0);

    // A fresh game from the same address, at a person's pace: nothing within the cool-down.
    const startGame = async () =>
      (
        await call('POST', '/api/engine/games', { body: { category: categoryId('multiplication-table'), level: 1 } })
      ).json<GameDocument>().data.id;
    const answerRight = async (gameId: string) => {
      await clock.sleep(3000);
      const game = (await call('GET', `/api/engine/games/${gameId}`)).json<GameDocument>().data;
      const reply = await call('PATCH', `/api/engine/games/${gameId}/answer`, {
        body: {
          question: game.attributes.question_id,
          answer: await correctOptionOf(ctx, gameId),
        },
      });
      return reply.json<GameDocument>().data.attributes;
    };
    const fresh = await startGame();
    expect(await answerRight(fresh)).toMatchObject({ rice: 0, answer: { correct: true } });
    // Another address is not held back by it.
    const bot = address;
    address = anyAddress();
    expect((await answerRight(await startGame())).rice).toBe(10);
    address = bot;
    // After the cool-down the address earns again, in the same game.
    await clock.sleep(10 * MINUTE);
    expect((await answerRight(fresh)).rice).toBe(10);
    expect(await ledgerRows(ctx, fresh)).toHaveLength(1);
  });

  it('counts an account’s answers across all its games for the rate', async () => {
    const player = await signUp(ctx, {});
    // 3 games, each at a comfortable 2.5 s; together 72 answers a minute.
    const threeGames: Strategy = { ...strategyNamed('threads'), name: 'three-games', threads: 3, delayMs: () => 2500 };
    const report = await play(threeGames, { maxAnswers: 240, account: player.session });
    expect(report.flagged).toBe(true);
    // Not even one person's pace until the mark: at 1.8 times that pace (0.83 s an answer, not 1.5 s)
    // the answers beyond it spend half a pace each, so it earns under half of one person's ceiling.
    const ceiling = (report.elapsedMs + 30_000) / 1500;
    expect(report.credited / 10).toBeGreaterThan(0);
    expect(report.credited / 10).toBeLessThan(ceiling / 2);
  });
});
