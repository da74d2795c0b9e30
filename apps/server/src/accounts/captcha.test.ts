import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AccountsError, SessionResponse } from '@ricebowl/contract';
import type { AltchaChallenge } from '../platform/captcha.js';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { anyAddress, newPlayer } from '../test/accounts.js';

/** What the altcha widget puts into the form once it has solved the server's challenge. */
async function solveLikeTheWidget(ctx: TestContext): Promise<string> {
  const response = await ctx.app.inject({ url: '/api/accounts/captcha/challenge' });
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json<AltchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe.each(DIALECTS)('sign-up captcha on %s', (dialect) => {
  describe('CAPTCHA=always', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { CAPTCHA: 'always' });
    });
    afterAll(async () => ctx.close());

    const signUp = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/accounts/users', payload: body, remoteAddress: anyAddress() });

    it('asks for the captcha with a message that mentions it, then accepts a solved one once', async () => {
      const asked = await signUp(newPlayer());
      expect(asked.statusCode).toBe(400);
      expect(asked.json<AccountsError>()).toMatchObject({ code: 'captcha_required' });
      expect(asked.json<AccountsError>().message).toMatch(/captcha/i);

      const captcha = await solveLikeTheWidget(ctx);
      const accepted = await signUp(newPlayer({ captcha }));
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<SessionResponse>().token).toEqual(expect.any(String));

      const reused = await signUp(newPlayer({ captcha }));
      expect(reused.json<AccountsError>()).toMatchObject({ code: 'captcha_invalid' });
      expect(reused.json<AccountsError>().message).toMatch(/captcha/i);
    });

    it('refuses a forged solution', async () => {
      const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: { counter: 1 } })).toString('base64');
      const response = await signUp(newPlayer({ captcha: forged }));
      expect(response.json<AccountsError>().code).toBe('captcha_invalid');
    });
  });

  describe('CAPTCHA=auto', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { CAPTCHA: 'auto', CAPTCHA_AUTO_THRESHOLD: '2' });
    });
    afterAll(async () => ctx.close());

    it('asks for it once sign-ups from one address pass the threshold, and only there', async () => {
      const address = anyAddress();
      const signUp = (body: object, remoteAddress = address) =>
        ctx.app.inject({ method: 'POST', url: '/api/accounts/users', payload: body, remoteAddress });
      expect((await signUp(newPlayer())).statusCode).toBe(200);
      expect((await signUp(newPlayer())).statusCode).toBe(200);
      const third = await signUp(newPlayer());
      expect(third.json<AccountsError>().code).toBe('captcha_required');
      expect((await signUp(newPlayer(), anyAddress())).statusCode).toBe(200);
      expect((await signUp(newPlayer({ captcha: await solveLikeTheWidget(ctx) }))).statusCode).toBe(200);
    });
  });
});

describe('CAPTCHA=auto across processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it.skipIf(!redisUrl)(
    'counts sign-ups from one address once for the site, whichever process serves them',
    async () => {
      const env = {
        CAPTCHA: 'auto',
        CAPTCHA_AUTO_THRESHOLD: '2',
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-signups-${process.pid}-${Date.now().toString(36)}:`,
      };
      const apps = await Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
      try {
        const address = anyAddress();
        const signUpAt = (ctx: TestContext) =>
          ctx.app.inject({ method: 'POST', url: '/api/accounts/users', payload: newPlayer(), remoteAddress: address });
        expect((await signUpAt(apps[0])).statusCode).toBe(200);
        expect((await signUpAt(apps[1])).statusCode).toBe(200);
        // Each process alone has seen one sign-up; together they have seen two.
        expect((await signUpAt(apps[0])).json<AccountsError>().code).toBe('captcha_required');
        expect((await signUpAt(apps[1])).json<AccountsError>().code).toBe('captcha_required');
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    },
  );
});
