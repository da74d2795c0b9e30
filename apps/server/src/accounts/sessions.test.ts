import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { createTestApp, DIALECTS, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, signUp } from '../test/accounts.js';

const DAY = 24 * 60 * 60_000;

/** The cost parameters of each argon2 verification, recorded around the real one. */
const verified = vi.hoisted(() => ({ costs: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      verified.costs.push(hashed.split('$').slice(1, 4).join('$')); // argon2id$v=19$m=…,t=…,p=…
      return real.verify(hashed, password);
    },
  };
});

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

  it('answers a sign-in for an unknown name exactly as for a wrong password, with the same password check', async () => {
    const player = await signUp(ctx);
    const unknown = () => post('/auth/login', { username: `nobody-${anyAddress()}`, password: 'some-password' });
    const wrong = () => post('/auth/login', { username: player.username, password: 'not-the-password' });
    const [a, b] = [await unknown(), await wrong()];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());

    // Counted, not timed: the argon2id verification is what takes the time, and a shared machine makes
    // timings noise. Both make exactly one, at the cost of every stored hash.
    const costsOf = async (call: () => Promise<unknown>) => {
      verified.costs = [];
      await call();
      return verified.costs;
    };
    const costs = await costsOf(wrong);
    expect(costs).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
    expect(await costsOf(unknown)).toEqual(costs);
  });

  // That a known address does not wait for its mail is no-oracle.test's stalled-mail case.
  it('answers recovery the same for unknown and known addresses', async () => {
    const player = await signUp(ctx);
    const unknown = () => post('/auth/recovery', { email: `nobody-${Date.now()}@example.org` });
    const known = () => post('/auth/recovery', { email: player.email });
    const [a, b] = [await unknown(), await known()];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });
});
