import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, DIALECTS, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, signUp } from '../test/accounts.js';
import { familyOf, RATE_LIMITS, type RateLimitFamily } from './rate-limits.js';

// Small limits so that every family trips within a few dozen requests; the ratios stay the real ones.
const SCALE = 0.02;
const scaled = (max: number) => Math.max(1, Math.round(max * SCALE));

interface Case {
  request: (n: number) => InjectOptions;
  /** Where the account a request is counted against comes from. */
  account: 'session' | 'body' | 'none';
  shape: 'engine' | 'accounts';
}

const missing = '00000000-0000-4000-8000-000000000000';

/** One route of each family, with a request that reaches it whether or not the call succeeds. */
const CASES: Record<Exclude<RateLimitFamily, 'admin'>, Case> = {
  answers: {
    request: () => ({
      method: 'PATCH',
      url: `/api/engine/games/${missing}/answer`,
      payload: { question: 'q', answer: 'a' },
    }),
    account: 'session',
    shape: 'engine',
  },
  games: { request: () => ({ url: `/api/engine/games/${missing}` }), account: 'session', shape: 'engine' },
  reads: { request: () => ({ url: '/api/engine/levels' }), account: 'session', shape: 'engine' },
  writes: {
    request: () => ({ method: 'POST', url: `/api/engine/challenges/${missing}/members` }),
    account: 'session',
    shape: 'engine',
  },
  clientErrors: {
    request: () => ({ method: 'POST', url: '/api/engine/client-errors', payload: { message: 'x' } }),
    account: 'none',
    shape: 'engine',
  },
  questionReports: {
    request: () => ({
      method: 'POST',
      url: '/api/engine/question-reports',
      payload: { question_ref: 'multiplication-table/AAAAAAAAAAAAAAAAAAAAAA', reason: 'other' },
    }),
    account: 'session',
    shape: 'engine',
  },
  login: {
    request: (n) => ({
      method: 'POST',
      url: '/api/accounts/auth/login',
      payload: { username: `someone-${n}`, password: `guess-${n}` },
    }),
    // Per account, sign-in asks for the captcha instead (accounts/lockout.test.ts).
    account: 'none',
    shape: 'accounts',
  },
  signup: {
    request: () => ({ method: 'POST', url: '/api/accounts/users', payload: { username: 'x' } }),
    account: 'none',
    shape: 'accounts',
  },
  recovery: {
    request: (n) => ({ method: 'POST', url: '/api/accounts/auth/recovery', payload: { email: `a${n}@example.org` } }),
    // Per address, recovery asks for the captcha instead (accounts/lockout.test.ts).
    account: 'none',
    shape: 'accounts',
  },
  resend: {
    request: (n) => ({
      method: 'POST',
      url: '/api/accounts/auth/resendVerification',
      payload: { username: `someone-${n}`, email: 'a@example.org', token: `token-${n}` },
    }),
    account: 'body',
    shape: 'accounts',
  },
  tokenLogin: {
    request: () => ({ method: 'POST', url: '/api/accounts/auth/token-login', payload: { uuid: missing, token: 'x' } }),
    account: 'none',
    shape: 'accounts',
  },
  verify: { request: () => ({ url: '/api/accounts/auth/verify/nope' }), account: 'none', shape: 'accounts' },
  deleteAccount: {
    request: () => ({
      method: 'DELETE',
      url: '/api/accounts/auth/users',
      payload: { username: 'someone', password: 'wrong-password' },
    }),
    account: 'session',
    shape: 'accounts',
  },
  joinGroup: {
    request: () => ({ method: 'POST', url: '/api/accounts/groups/join', payload: { code: 'NOPE' } }),
    account: 'session',
    shape: 'accounts',
  },
};

function expectLimited(response: LightMyRequestResponse, shape: Case['shape']) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  if (shape === 'engine') {
    expect(response.json()).toMatchObject({ errors: [{ status: '429', code: 'rate_limited' }] });
  } else {
    expect(response.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) as string });
  }
}

describe.each(DIALECTS)('rate limits (%s)', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { RATE_LIMIT_SCALE: String(SCALE), CAPTCHA: 'off' });
    token = (await signUp(ctx)).session.token;
  });
  afterAll(() => ctx.close());

  /** Sends `count` requests and returns their statuses. */
  async function send(count: number, make: (n: number) => InjectOptions) {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let n = 0; n < count; n++) {
      last = await ctx.app.inject(make(n));
      statuses.push(last.statusCode);
    }
    return { statuses, last: last! };
  }

  it.each(Object.entries(CASES))('%s: per address, with the API’s error shape', async (family, c) => {
    const max = scaled(RATE_LIMITS[family as RateLimitFamily].perAddress[0]);
    const address = anyAddress();
    const { statuses, last } = await send(max + 1, (n) => ({ ...c.request(n), remoteAddress: address }));
    expect(statuses.slice(0, max)).not.toContain(429);
    expectLimited(last, c.shape);
    // Another address is not affected.
    expect((await ctx.app.inject({ ...c.request(max + 1), remoteAddress: anyAddress() })).statusCode).not.toBe(429);
  });

  it.each(Object.entries(CASES).filter(([, c]) => c.account !== 'none'))(
    '%s: per account, from many addresses',
    async (family, c) => {
      const limits = RATE_LIMITS[family as RateLimitFamily];
      const max = scaled('perAccount' in limits ? limits.perAccount[0] : 0);
      // A fresh session (or a fresh name) of its own, so that each family's count starts at zero.
      const session = c.account === 'session' ? (await signUp(ctx)).session.token : undefined;
      const name = `someone-${randomUUID()}`;
      const make = (n: number): InjectOptions => {
        const request = c.request(n);
        const payload =
          c.account === 'body'
            ? { ...(request.payload as object), username: name, email: `${name}@example.org`, token: name }
            : request.payload;
        return {
          ...request,
          payload,
          remoteAddress: anyAddress(),
          headers: session ? bearer(session) : {},
        };
      };
      const { statuses, last } = await send(max + 1, make);
      expect(statuses.slice(0, max)).not.toContain(429);
      expectLimited(last, c.shape);
    },
  );

  it('counts an account once, whichever of its sessions calls (issue 14)', async () => {
    const account = await signUp(ctx);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/auth/login',
      remoteAddress: anyAddress(),
      payload: { username: account.username, password: account.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    const tokens = [account.session.token, again.json<{ token: string }>().token];
    expect(tokens[0]).not.toBe(tokens[1]);
    const max = scaled(RATE_LIMITS.games.perAccount[0]);
    const { statuses, last } = await send(max + 1, (n) => ({
      ...CASES.games.request(n),
      remoteAddress: anyAddress(),
      headers: bearer(tokens[n % 2]!),
    }));
    expect(statuses.slice(0, max)).not.toContain(429);
    expectLimited(last, 'engine');
  });

  it('puts every API route in a family, the admin API included, and leaves the rest alone', () => {
    expect(familyOf({ method: 'GET', url: '/api/admin/users' })).toBe('admin');
    expect(familyOf({ method: 'POST', url: '/api/admin/categories/:id/questions' })).toBe('admin');
    expect(familyOf({ method: 'PATCH', url: '/api/engine/games/:id/answer' })).toBe('answers');
    expect(familyOf({ method: 'POST', url: '/api/engine/some-new-thing' })).toBe('writes');
    expect(familyOf({ method: ['GET', 'HEAD'], url: '/api/accounts/some-new-list' })).toBe('reads');
    expect(familyOf({ method: 'GET', url: '/healthz' })).toBeNull();
    const paths = Object.keys((ctx.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(familyOf({ method: 'GET', url: path })).not.toBeNull();
  });

  it('leaves a fast human player and the token of another player alone', async () => {
    // A real player answers at most about every 2 s: a minute of that is 30 answers.
    const limit = RATE_LIMITS.answers.perAccount[0];
    expect(limit).toBeGreaterThanOrEqual(4 * 30);
    const other = (await signUp(ctx)).session.token;
    const response = await ctx.app.inject({
      ...CASES.reads.request(0),
      headers: bearer(other),
      remoteAddress: anyAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(token).not.toBe(other);
  });
});

describe('rate limits across processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  async function twoInstances(env: Record<string, string>) {
    return Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
  }

  async function alternate(apps: TestContext[], count: number, address: string) {
    const statuses: number[] = [];
    for (let n = 0; n < count; n++) {
      const ctx = apps[n % apps.length]!;
      statuses.push((await ctx.app.inject({ url: '/api/engine/levels', remoteAddress: address })).statusCode);
    }
    return statuses;
  }

  it('counts alone in each process without Redis', async () => {
    const apps = await twoInstances({ RATE_LIMIT_SCALE: String(SCALE) });
    try {
      const max = scaled(RATE_LIMITS.reads.perAddress[0]);
      expect(await alternate(apps, max + 1, anyAddress())).not.toContain(429);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });

  it.skipIf(!redisUrl)('shares one count between two app instances through Redis', async () => {
    const apps = await twoInstances({
      RATE_LIMIT_SCALE: String(SCALE),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test-${process.pid}-${randomUUID().slice(0, 8)}:`,
      // Sharing, not the timeout, is under test: a call late on a busy machine is counted by its
      // process alone (redis-outage.test.ts tests that), which would lose it from the shared count.
      REDIS_TIMEOUT_MS: '2000',
    });
    try {
      expect(apps[0].deps.redis).not.toBeNull();
      const max = scaled(RATE_LIMITS.reads.perAddress[0]);
      const statuses = await alternate(apps, max + 1, anyAddress());
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});
