import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, newPlayer, signUp } from '../test/accounts.js';
import { scrubSecrets } from './logging.js';

describe.each(DIALECTS)('hardening (%s)', (dialect) => {
  describe('headers and CORS by default', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
    });
    afterAll(() => ctx.close());

    it.each([
      '/api/engine/levels',
      '/api/accounts/api/announcements',
      '/api/engine/no-such-route',
      '/api/accounts/no-such-route',
      '/healthz',
    ])('%s answers with the API security headers', async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
    });

    it('lets no other origin call the APIs unless configured', async () => {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/engine/games',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const get = await ctx.app.inject({ url: '/api/engine/levels', headers: { origin: 'https://evil.example' } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('limits request bodies per route family, answering in each API’s shape', async () => {
      const answer = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/engine/games/abc/answer',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ answer: 'a', question: 'q', user: 'x'.repeat(5 * 1024) }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'bad_request' }] });
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/users',
        remoteAddress: anyAddress(),
        payload: newPlayer({ username: 'x'.repeat(20 * 1024) }),
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json()).toMatchObject({
        code: 'bad_request',
        message: expect.stringMatching(/too large/i) as string,
      });
    });
  });

  describe('CORS for configured origins', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { CORS_ORIGINS: 'https://play.example.org' });
    });
    afterAll(() => ctx.close());

    it('answers preflights and calls from the configured origin only', async () => {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/engine/games/abc/answer',
        headers: {
          origin: 'https://play.example.org',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type, user-id',
        },
      });
      expect(preflight.statusCode).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://play.example.org');
      expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
      const get = await ctx.app.inject({ url: '/api/engine/levels', headers: { origin: 'https://play.example.org' } });
      expect(get.headers['access-control-allow-origin']).toBe('https://play.example.org');
      const evil = await ctx.app.inject({ url: '/api/engine/levels', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('logs', () => {
    const lines: string[] = [];
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(
        dialect,
        // A mail server that is not there: the failure is logged, with the URL's password in reach.
        { LOG_LEVEL: 'trace', SMTP_URL: 'smtp://mailer:smtp-pass-3141@127.0.0.1:9', CAPTCHA: 'off' },
        { logger: undefined, logDestination: { write: (line: string) => lines.push(line) } },
      );
    });
    afterAll(() => ctx.close());

    it('never hold passwords, tokens or the secrets in links and URLs', async () => {
      const player = await signUp(ctx, { password: 'pass-word-2718' });
      const token = player.session.token;
      await ctx.app.inject({ url: `/api/accounts/users/${player.session.uuid}`, headers: bearer(token) });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/auth/login',
        payload: { username: player.username, password: 'wrong-pass-1618' },
      });
      await ctx.app.inject({ url: '/api/accounts/auth/verify/verify-token-1414' });
      await ctx.app.inject({ url: '/profile-onetime-login/onetime-hash-1732' });
      await ctx.app.inject({ url: '/api/engine/levels?token=query-token-1123' });
      await ctx.app.inject({ url: '/api/engine/levels', headers: bearer('bearer-token-aaaaaaaaaaaaaaaaaaaaaaaa') });
      // The verification mail goes after the response: its failure, with the SMTP URL in reach, is logged too.
      await expect.poll(() => lines.join(''), { timeout: 5000 }).toContain('account mail could not be sent');

      const log = lines.join('');
      expect(log).toContain('incoming request'); // the capture works: requests are logged at trace
      expect(log).toContain('/auth/verify/[redacted]');
      for (const secret of [
        'pass-word-2718',
        'wrong-pass-1618',
        token,
        'verify-token-1414',
        'onetime-hash-1732',
        'query-token-1123',
        'bearer-token-aaaa',
        'smtp-pass-3141',
      ]) {
        expect(log).not.toContain(secret);
      }
    });

    it('scrubs each kind of secret wherever it sits in a line', () => {
      const line = JSON.stringify({
        req: { headers: { authorization: 'Bearer abc.DEF_123' } },
        body: { password: 'p"w', token: 'tok' },
        msg: 'GET /api/accounts/auth/verify/vtok and /profile-onetime-login/eyJ1 and /x?hash=h1&code=c1',
        err: { message: 'connect failed for smtps://user:s3cret@mail.example:465 and Bearer xyz' },
      });
      const scrubbed = scrubSecrets(line);
      for (const secret of ['abc.DEF_123', 'p\\"w', '"tok"', 'vtok', 'eyJ1', 'h1', 'c1', 's3cret', 'xyz']) {
        expect(scrubbed).not.toContain(secret);
      }
      expect(JSON.parse(scrubbed)).toMatchObject({ body: { password: '[redacted]' } });
      expect(scrubbed).toContain('smtps://user:[redacted]@mail.example:465');
    });
  });
});
