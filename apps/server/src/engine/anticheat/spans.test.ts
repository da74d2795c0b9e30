import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { anyAddress } from '../../test/accounts.js';
import {
  VirtualClock,
  runStrategy,
  strategyNamed,
  type BotReport,
  type RunOptions,
  type Strategy,
  type Transport,
} from '../../../../../bench/bots/simulator.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PROXY = '10.0.0.2';

/** The shipped anti-cheat (the harness raises it for machine-speed tests), without rate limits. */
const SHIPPED = {
  ANTICHEAT_FAST_ANSWERS: undefined,
  ANTICHEAT_RATE_ANSWERS: undefined,
  ANTICHEAT_PACE_MS: undefined,
  CAPTCHA: 'off',
  RATE_LIMIT_SCALE: '1000',
};

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const grainsPerMinute = (report: BotReport) => report.credited / (report.elapsedMs / MINUTE);

/**
 * A test app and the bot simulator's transport to it, in virtual time. Behind a proxy, requests
 * come from the proxy's address, which appends the client's real address to X-Forwarded-For.
 */
function arena(dialect: (typeof DIALECTS)[number], env: Record<string, string | undefined>, viaProxy = false) {
  let ctx: TestContext;
  let epoch = Date.now();
  const state = { address: anyAddress(), ctx: () => ctx };
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { ...SHIPPED, ...(viaProxy ? { TRUST_PROXY: PROXY } : {}), ...env });
  });
  afterAll(async () => ctx.close());

  const transport: Transport = async (method, url, body, headers = {}) => {
    const forged = headers['x-forwarded-for'];
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      payload: body as object | undefined,
      headers: viaProxy
        ? { ...headers, 'x-forwarded-for': forged ? `${forged}, ${state.address}` : state.address }
        : headers,
      remoteAddress: viaProxy ? PROXY : state.address,
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json<unknown>() : null,
      retryAfterSeconds: null,
    };
  };

  /** Plays a strategy from an address of its own, a day after the last run. */
  let clock = new VirtualClock(epoch);
  const play = (
    strategy: string | Strategy,
    options: Omit<RunOptions, 'transport'> & { seed?: number; sameAddress?: boolean } = {},
  ) => {
    if (!options.sameAddress) {
      state.address = anyAddress();
      epoch += DAY;
      clock = new VirtualClock(epoch);
      ctx.deps.now = clock.now;
    } else clock = new VirtualClock(clock.now());
    ctx.deps.now = clock.now;
    const played = typeof strategy === 'string' ? strategyNamed(strategy) : strategy;
    return runStrategy(played, { transport, clock, random: seeded(options.seed ?? 5), ...options });
  };
  return { play };
}

describe.each(DIALECTS)('evidence that spans games, sessions and addresses on %s', (dialect) => {
  describe('with the shipped thresholds', () => {
    const { play } = arena(dialect, {});
    let fastest = 0;

    it('credits the fastest honest person every right answer, never flagged', async () => {
      const report = await play('fast-honest', { maxAnswers: 300 });
      expect(report).toMatchObject({ answers: 300, errors: 0, flagged: false });
      expect(report.credited).toBe(10 * report.right);
      fastest = grainsPerMinute(report);
      // 1.5–1.8 s an answer, 97 % right: about 350 grains a minute.
      expect(fastest).toBeGreaterThan(300);
    }, 240_000);

    it('credits a classroom of 30 behind one address in full', async () => {
      const report = await play('honest-crowd', { maxAnswers: 900 });
      expect(report).toMatchObject({ answers: 900, errors: 0 });
      expect(report.games).toHaveLength(30);
      expect(report.credited).toBe(10 * report.right);
      expect(report.right).toBeGreaterThan(500);
    }, 240_000);

    it('perfect-human: a person’s delays with every answer right is credited, no faster than the fastest person', async () => {
      const report = await play('perfect-human', { maxAnswers: 300 });
      expect(report).toMatchObject({ errors: 0, flagged: false });
      expect(report.credited).toBe(10 * report.right);
      expect(grainsPerMinute(report)).toBeLessThanOrEqual(fastest);
    }, 240_000);

    it.each(['threads', 'new-game-every-9', 'new-session-every-30', 'parallel-games'])(
      '%s: credited no faster than the fastest person',
      async (name) => {
        const report = await play(name, { maxAnswers: 300 });
        expect(report.errors).toBe(0);
        expect(grainsPerMinute(report)).toBeLessThanOrEqual(fastest);
      },
      240_000,
    );

    it('answering over twice as fast as a person earns nothing beyond the 30 s head start', async () => {
      // An account at 600 ms an answer (just slower than too fast), over the 150 answers before its
      // sustained rate marks it: credited while its 30 s head start lasts (each answer spends 1.5 s
      // and 0.6 s pass: 33 answers), then nothing — not the 80 of one person's pace over 90 s.
      const report = await play('new-session-every-30', { maxAnswers: 150 });
      expect(report).toMatchObject({ answers: 150, flagged: false });
      expect(report.credited / 10).toBeGreaterThan(0);
      expect(report.credited / 10).toBeLessThanOrEqual(34);
    }, 240_000);

    it('a new game every 9 answers at machine speed earns nothing (the issue’s 1,780 of 1,780)', async () => {
      const instant: Strategy = { ...strategyNamed('new-game-every-9'), name: 'instant', delayMs: () => 0 };
      const report = await play(instant, { maxAnswers: 180 });
      expect(report).toMatchObject({ answers: 180, errors: 0, credited: 0 });
      expect(report.games).toHaveLength(20);
      // Its address is in a cool-down: a new game at a person's pace earns nothing either.
      const after = await play(strategyNamed('fast-honest'), { maxAnswers: 20, account: null, sameAddress: true });
      expect(after).toMatchObject({ answers: 20, credited: 0 });
    });

    it('parallel-games: ten flawless games from one address are one player, not ten pupils', async () => {
      const report = await play('parallel-games', { maxAnswers: 600 });
      expect(report.errors).toBe(0);
      expect(report.games).toHaveLength(10);
      // Each game alone has a person's timing, but none errs: the address counts one player, and
      // the games together answer far faster than one person's pace.
      expect(grainsPerMinute(report)).toBeLessThanOrEqual(fastest);
    }, 240_000);

    it('parallel games with a person’s errors are pupils: the classroom trade-off of ADR 009', async () => {
      const erring: Strategy = { ...strategyNamed('parallel-games'), name: 'erring-parallel-games', accuracy: 0.8 };
      const report = await play(erring, { maxAnswers: 600 });
      expect(report.errors).toBe(0);
      // To timing and to errors, ten such games are ten pupils: each credited at most as one person.
      expect(grainsPerMinute(report)).toBeGreaterThan(fastest);
      expect(grainsPerMinute(report)).toBeLessThanOrEqual(10 * fastest);
    }, 240_000);
  });

  describe('behind a trusted proxy, at most 4 players an address', () => {
    const { play } = arena(dialect, { ANTICHEAT_CLIENT_PLAYERS: '4' }, true);

    it('spoofed-xff: a forged X-Forwarded-For through the proxy buys nothing', async () => {
      const fastest = grainsPerMinute(await play('fast-honest', { maxAnswers: 200 }));
      const forged = await play('spoofed-xff', { maxAnswers: 300 });
      const plain = await play('new-game-every-9', { maxAnswers: 300 });
      expect(forged.errors).toBe(0);
      expect(forged.credited).toBe(plain.credited);
      expect(grainsPerMinute(forged)).toBeLessThanOrEqual(fastest);
    }, 240_000);

    it('parallel games with a person’s errors: ten games credited as four players at most', async () => {
      const erring: Strategy = { ...strategyNamed('parallel-games'), name: 'erring-parallel-games', accuracy: 0.8 };
      const report = await play(erring, { maxAnswers: 600 });
      expect(report.errors).toBe(0);
      // Four players' pace (1.5 s an answer each) over the run, and the 30 s one may run ahead; the
      // ten games answer faster than that, so those beyond it spend half a pace and earn less.
      const ceiling = (4 * (report.elapsedMs + 30_000)) / 1500;
      expect(report.credited / 10).toBeLessThanOrEqual(ceiling + 1);
      expect(report.credited / 10).toBeGreaterThan(0.5 * ceiling);
    }, 240_000);
  });

  describe('with short hourly and daily ceilings', () => {
    // 120 credited answers an hour (one each 30 s, a quarter hour's worth at once); 240 a day.
    const { play } = arena(dialect, { ANTICHEAT_HOUR_ANSWERS: '120', ANTICHEAT_DAY_ANSWERS: '240' });

    it('bounds a tireless person by the hourly ceiling over any stretch', async () => {
      const report = await play('fast-honest', { maxAnswers: 400 });
      expect(report.flagged).toBe(false);
      const minutes = report.elapsedMs / MINUTE;
      // At most the quarter hour's 30 answers at once plus two a minute.
      expect(report.credited / 10).toBeLessThanOrEqual(30 + 2 * minutes + 1);
      expect(report.credited / 10).toBeGreaterThanOrEqual(30 + 2 * minutes - 2);
    }, 240_000);
  });
});
