import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, signUp } from '../test/accounts.js';

const DAY = 24 * 60 * 60_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each(DIALECTS)('sessions and account privacy (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { SESSION_TTL_DAYS: '2', CAPTCHA: 'off', RATE_LIMIT_SCALE: '100' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/accounts${url}`, payload, remoteAddress: anyAddress() });

  it('ends a session SESSION_TTL_DAYS after sign-in, and a new sign-in works', async () => {
    const realNow = ctx.deps.now;
    try {
      const start = realNow();
      const player = await signUp(ctx);
      // Verified, so that two days on the account itself still works (unverified ones lapse after 24 h).
      await ctx.deps.db.kysely
        .updateTable('users')
        .set({ verified_at: start, verify_by: null })
        .where('id', '=', player.session.uuid)
        .execute();
      const profile = (token: string) =>
        ctx.app.inject({ url: `/api/accounts/users/${player.session.uuid}`, headers: bearer(token) });
      ctx.deps.now = () => start + 2 * DAY - 60_000;
      expect((await profile(player.session.token)).statusCode).toBe(200);
      ctx.deps.now = () => start + 2 * DAY + 60_000; // sign-up took a moment after `start`
      expect((await profile(player.session.token)).statusCode).toBe(401);
      const again = await post('/auth/login', { username: player.username, password: player.password });
      expect(again.statusCode).toBe(200);
      expect((await profile(again.json<{ token: string }>().token)).statusCode).toBe(200);
      // The expired session is gone from the table, not only refused.
      const rows = await ctx.deps.db.kysely
        .selectFrom('sessions')
        .select('created_at')
        .where('user_id', '=', player.session.uuid)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      ctx.deps.now = realNow;
    }
  });

  it('answers a sign-in for an unknown name exactly as for a wrong password, and about as slowly', async () => {
    const player = await signUp(ctx);
    const unknown = () => post('/auth/login', { username: `nobody-${anyAddress()}`, password: 'some-password' });
    const wrong = () => post('/auth/login', { username: player.username, password: 'not-the-password' });
    const [a, b] = [await unknown(), await wrong()];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());

    // Interleaved, so that a busy machine slows both alike; both verify one argon2id hash.
    const times = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 7; i++) {
      for (const [kind, call] of [
        ['unknown', unknown],
        ['wrong', wrong],
      ] as const) {
        const started = performance.now();
        await call();
        times[kind].push(performance.now() - started);
      }
    }
    const ratio = median(times.unknown) / median(times.wrong);
    expect(ratio, JSON.stringify(times)).toBeGreaterThan(0.5);
    expect(ratio, JSON.stringify(times)).toBeLessThan(2);
  });

  it('answers recovery the same, and as fast, for unknown and known addresses', async () => {
    const player = await signUp(ctx);
    const unknown = () => post('/auth/recovery', { email: `nobody-${Date.now()}@example.org` });
    const known = () => post('/auth/recovery', { email: player.email });
    const [a, b] = [await unknown(), await known()];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    const times = { unknown: [] as number[], known: [] as number[] };
    for (let i = 0; i < 3; i++) {
      for (const [kind, call] of [
        ['unknown', unknown],
        ['known', known],
      ] as const) {
        const started = performance.now();
        await call();
        times[kind].push(performance.now() - started);
      }
    }
    // The mail goes out after the answer: a known address costs one token row, not a mail server.
    expect(median(times.known) - median(times.unknown), JSON.stringify(times)).toBeLessThan(50);
  });
});
