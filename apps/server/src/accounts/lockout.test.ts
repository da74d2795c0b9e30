import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AccountsError, SessionResponse } from '@ricebowl/contract';
import type { AltchaChallenge } from '../platform/captcha.js';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { anyAddress, signUp } from '../test/accounts.js';
import { closedPort } from '../test/tcp-proxy.js';
import { RECOVERY_THROTTLE, SIGN_IN_THROTTLE } from './auth/throttle.js';

const HOUR = 60 * 60_000;

/** What the altcha widget puts into the form once it has solved the server's challenge. */
async function solveCaptcha(ctx: TestContext): Promise<string> {
  const challenge = (await ctx.app.inject({ url: '/api/accounts/captcha/challenge' })).json<AltchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Issue 20 item 2, played as a stranger would over the real API: wrong passwords and recovery
 * requests from many addresses must never lock the owner out. Past a threshold the account asks
 * for the captcha; the owner who solves it gets in.
 */
describe.each(DIALECTS)('no lock-outs by strangers (%s)', (dialect) => {
  let ctx: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The shipped limits (scale 1) and the captcha as shipped (auto).
    ctx = await createTestApp(dialect, { SMTP_URL: smtp.url, CAPTCHA: 'auto' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, remoteAddress = anyAddress()) =>
    ctx.app.inject({ method: 'POST', url: `/api/accounts${url}`, payload, remoteAddress });
  const login = (username: string, password: string, remoteAddress?: string, captcha?: string) =>
    post('/auth/login', { username, password, ...(captcha ? { captcha } : {}) }, remoteAddress);
  const codeOf = (response: { json: () => unknown }) => (response.json() as AccountsError).code;

  /** A stranger's wrong passwords for `name`, each from a fresh address; the codes answered. */
  async function strangerGuesses(name: string, count: number) {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) codes.push(codeOf(await login(name, `guess-${i}`)));
    return codes;
  }
  const captchaAfter = SIGN_IN_THROTTLE.captchaAfter;

  it('20 wrong passwords from other addresses do not lock the owner out: the owner solves the captcha and is in', async () => {
    const owner = await signUp(ctx);
    const codes = await strangerGuesses(owner.username, 20);
    expect(codes).toEqual([
      ...Array<string>(captchaAfter).fill('wrong_credentials'),
      ...Array<string>(20 - captchaAfter).fill('captcha_required'),
    ]);

    const home = anyAddress();
    const asked = await login(owner.username, owner.password, home);
    expect(asked.statusCode).toBe(400); // never 429: the owner is asked, not refused
    expect(asked.json<AccountsError>()).toMatchObject({ code: 'captcha_required' });
    expect(asked.json<AccountsError>().message).toMatch(/captcha/i);

    const signedIn = await login(owner.username, owner.password, home, await solveCaptcha(ctx));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<SessionResponse>().uuid).toBe(owner.session.uuid);
    // By e-mail address, too (the same account, the captcha asked for all the same).
    const byEmail = await login(owner.email, owner.password, home, await solveCaptcha(ctx));
    expect(byEmail.statusCode).toBe(200);
  });

  it('a solved captcha does not stand in for the password, and is spent once', async () => {
    const owner = await signUp(ctx);
    await strangerGuesses(owner.username, captchaAfter);
    const captcha = await solveCaptcha(ctx);
    expect(codeOf(await login(owner.username, 'still-a-guess', anyAddress(), captcha))).toBe('wrong_credentials');
    expect(codeOf(await login(owner.username, owner.password, anyAddress(), captcha))).toBe('captcha_invalid');
  });

  it('answers a name nobody uses exactly as a real one: no oracle in the throttle', async () => {
    const owner = await signUp(ctx);
    const real = await strangerGuesses(owner.username, 8);
    const unknown = await strangerGuesses(`nobody-${owner.username}`, 8);
    expect(unknown).toEqual(real);
  });

  it('refuses one address after 10 failures for one account, and only that pair', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const attacker = anyAddress();
    const limit = SIGN_IN_THROTTLE.perAccountAndAddress;
    for (let i = 0; i < limit; i++) {
      // Past the captcha threshold the attacker even solves a captcha per guess.
      const captcha = i >= captchaAfter ? await solveCaptcha(ctx) : undefined;
      expect(codeOf(await login(owner.username, `guess-${i}`, attacker, captcha))).toBe('wrong_credentials');
    }
    const refused = await login(owner.username, owner.password, attacker, await solveCaptcha(ctx));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(codeOf(refused)).toBe('rate_limited');
    // Another account from that address, and the owner from elsewhere, are not refused.
    expect((await login(other.username, other.password, attacker)).statusCode).toBe(200);
    expect((await login(owner.username, owner.password, anyAddress(), await solveCaptcha(ctx))).statusCode).toBe(200);
  });

  it('a stranger asking for the owner’s login link again and again never blocks the owner’s recovery', async () => {
    const owner = await signUp(ctx);
    const recover = (email: string, captcha?: string) =>
      post('/auth/recovery', { email, ...(captcha ? { captcha } : {}) });
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const response = await recover(owner.email);
      codes.push(response.statusCode === 200 ? 'sent' : codeOf(response));
    }
    const expected = [
      ...Array<string>(RECOVERY_THROTTLE.captchaAfter).fill('sent'),
      ...Array<string>(6 - RECOVERY_THROTTLE.captchaAfter).fill('captcha_required'),
    ];
    expect(codes).toEqual(expected);
    // An address nobody uses answers the same.
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      const response = await recover(`nobody-${owner.email}`);
      unknown.push(response.statusCode === 200 ? 'sent' : codeOf(response));
    }
    expect(unknown).toEqual(expected);

    // The owner solves the captcha and gets a working link.
    for (let i = 0; i < RECOVERY_THROTTLE.captchaAfter; i++) await smtp.waitForMail(owner.email);
    const asked = await recover(owner.email, await solveCaptcha(ctx));
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitForMail(owner.email);
    expect(smtp.linksIn(mail).some((link) => link.includes('/profile-onetime-login/'))).toBe(true);
  });

  it('a stranger naming the account cannot use up its owner’s verification resends', async () => {
    const realNow = ctx.deps.now;
    const owner = await signUp(ctx);
    ctx.deps.now = () => realNow() + 25 * HOUR; // unverified past its 24 hours
    try {
      for (let i = 0; i < 6; i++) {
        const response = await post('/auth/resendVerification', {
          username: owner.username,
          email: owner.email,
          token: `forged-${i}`,
        });
        expect(codeOf(response)).toBe('token_invalid');
      }
      const reverify = (await login(owner.username, owner.password)).json<AccountsError>();
      expect(reverify.code).toBe('reverify');
      const resent = await post('/auth/resendVerification', {
        username: owner.username,
        email: owner.email,
        token: reverify.token,
      });
      expect(resent.statusCode, resent.body).toBe(200);
    } finally {
      ctx.deps.now = realNow;
    }
  });
});

describe('REDIS_URL set, Redis unreachable: the failure counts are unknown', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { CAPTCHA: 'auto', REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => ctx.close());

  it('asks every sign-in for the captcha and refuses nobody; the owner with it is in', async () => {
    const owner = await signUp(ctx, { captcha: await solveCaptcha(ctx) });
    const login = (captcha?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/auth/login',
        payload: { username: owner.username, password: owner.password, ...(captcha ? { captcha } : {}) },
        remoteAddress: anyAddress(),
      });
    expect((await login()).json<AccountsError>().code).toBe('captcha_required');
    expect((await login(await solveCaptcha(ctx))).statusCode).toBe(200);
  });
});

describe('the failed sign-ins of an account across processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it.skipIf(!redisUrl)('are counted once for the site, whichever process answers', async () => {
    const env = {
      CAPTCHA: 'auto',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test-signin-${process.pid}-${Date.now().toString(36)}:`,
    };
    const apps = await Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
    try {
      const name = `someone-${Date.now().toString(36)}`;
      const codes = [];
      for (let i = 0; i <= SIGN_IN_THROTTLE.captchaAfter; i++) {
        const response = await apps[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/accounts/auth/login',
          payload: { username: name, password: `guess-${i}` },
          remoteAddress: anyAddress(),
        });
        codes.push(response.json<AccountsError>().code);
      }
      expect(codes.at(-1)).toBe('captcha_required');
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});
