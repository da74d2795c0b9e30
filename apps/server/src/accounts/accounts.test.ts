import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountsError,
  GameDocument,
  OneTimeLoginHash,
  SessionResponse,
  UserDocument,
  UserStatsDocument,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { anyAddress, bearer, newPlayer, signUp } from '../test/accounts.js';
import { answer, correctOptionOf, startClaimableGame, startGame } from '../test/factories.js';
import { setRole } from '../admin/roles.js';

const DAY = 24 * 60 * 60_000;

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp(dialect, { SMTP_URL: smtp.url, CAPTCHA: 'off' });
    ctx.deps.now = () => clock;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, token?: string, remoteAddress = anyAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/accounts${url}`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
      remoteAddress,
    });
  const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
  const pathOf = (link: string) => new URL(link).pathname;

  describe('sign-up', () => {
    it('signs the new player in, mails a verification link that verifies the account once', async () => {
      const body = newPlayer();
      const response = await post('/users', body);
      expect(response.statusCode).toBe(200);
      const session = response.json<SessionResponse>();
      expect(session).toMatchObject({
        uuid: expect.any(String),
        token: expect.any(String),
        userData: { username: body.username, avatar: '' },
      });

      const me = await get(`/api/accounts/users/${session.uuid}`, session.token);
      expect(me.json<UserDocument>().data.attributes).toMatchObject({ email: body.email, verified: false });

      const mail = await smtp.waitForMail(body.email);
      expect(mail.subject).toMatch(/confirm/i);
      expect(mail.text).toContain(body.username);
      const link = smtp.linksIn(mail).find((l) => l.includes('/auth/verify/'))!;
      expect(link).toMatch(/^http:\/\/ricebowl\.test\/api\/accounts\/auth\/verify\//);

      const followed = await get(pathOf(link));
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/profile?verified=1');
      const verified = await get(`/api/accounts/users/${session.uuid}`, session.token);
      expect(verified.json<UserDocument>().data.attributes.verified).toBe(true);

      const again = await get(pathOf(link));
      expect(again.headers.location).toBe('/profile-login?verified=0');
    });

    const invalid: [string, Record<string, unknown>, string, string][] = [
      ['short username', { username: 'abcd' }, 'validation_failed', 'Username should be at least 5 characters.'],
      ['missing username', { username: '' }, 'validation_failed', 'Username is required.'],
      ['bad email', { email: 'not-an-address' }, 'validation_failed', 'Email is not valid.'],
      ['short password', { password: 'abc' }, 'validation_failed', 'Password should be at least 5 characters.'],
      ['missing birth date', { birthdate: '' }, 'validation_failed', 'Date of birth is required.'],
      [
        'under 13',
        { birthdate: new Date(Date.now() - 12 * 366 * DAY).toISOString().slice(0, 10) },
        'under_age',
        "Sorry, but if you're under 13 you can't sign up for an account right now",
      ],
      [
        'username shaped like an address',
        { username: 'me@example.org' },
        'validation_failed',
        'Username may use 5 to 30 letters, digits, spaces, dots, dashes and underscores.',
      ],
    ];
    it.each(invalid)('refuses %s with the form’s message', async (_name, overrides, code, message) => {
      const response = await post('/users', newPlayer(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<AccountsError>()).toMatchObject({ code, message });
    });

    it('refuses a username or e-mail address already in use, whatever the case', async () => {
      const first = await signUp(ctx);
      const sameName = await post('/users', newPlayer({ username: first.username.toUpperCase() }));
      expect(sameName.json<AccountsError>()).toMatchObject({
        code: 'username_taken',
        message: 'This username is already taken.',
      });
      const sameEmail = await post('/users', newPlayer({ email: first.email.toUpperCase() }));
      expect(sameEmail.json<AccountsError>().code).toBe('email_taken');
    });

    it('refuses malformed bodies with the accounts error shape', async () => {
      const response = await post('/users', { username: ['x'], password: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json<AccountsError>()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in by username or e-mail address and signs out for good', async () => {
      const player = await signUp(ctx);
      for (const login of [player.username, player.email.toUpperCase()]) {
        const response = await post('/auth/login', { username: login, password: player.password });
        expect(response.statusCode).toBe(200);
        expect(response.json<SessionResponse>()).toMatchObject({
          uuid: player.session.uuid,
          userData: { username: player.username, role: 'player' },
        });
      }
      const { token } = player.session;
      expect((await post('/auth/logout', {}, token)).statusCode).toBe(200);
      expect((await get(`/api/accounts/users/${player.session.uuid}`, token)).statusCode).toBe(401);
    });

    it("tells the web app the player's role with the session, so it never probes the admin API", async () => {
      const player = await signUp(ctx);
      expect(player.session.userData.role).toBe('player');
      await setRole(ctx.deps.db.kysely, player.username, 'admin', clock);
      const response = await post('/auth/login', { username: player.username, password: player.password });
      expect(response.json<SessionResponse>().userData.role).toBe('admin');
    });

    it('gives one message for a wrong password and an unknown player', async () => {
      const player = await signUp(ctx);
      const wrong = await post('/auth/login', { username: player.username, password: 'not-it' });
      const unknown = await post('/auth/login', { username: 'nobody-at-all', password: 'not-it' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<AccountsError>()).toMatchObject({
          code: 'wrong_credentials',
          message: 'Wrong username or password.',
        });
      }
      const empty = await post('/auth/login', { username: '', password: '' });
      expect(empty.json<AccountsError>().message).toBe('Username is required.');
    });

    it('asks an account left unverified for 24 hours to verify again, and lets it resend the link', async () => {
      const player = await signUp(ctx);
      await smtp.waitForMail(player.email);
      clock += DAY + 60_000;
      try {
        const lapsed = await post('/auth/login', { username: player.username, password: player.password });
        expect(lapsed.statusCode).toBe(400);
        const body = lapsed.json<AccountsError>();
        expect(body).toMatchObject({
          code: 'reverify',
          action: 'reverify',
          username: player.username,
          email: player.email,
        });

        // A new address needs the password; then the link goes there.
        const newEmail = `moved-${player.email}`;
        const noPassword = await post('/auth/resendVerification', {
          username: player.username,
          email: newEmail,
          token: body.token,
        });
        expect(noPassword.json<AccountsError>().message).toBe('Password is required.');
        const resent = await post('/auth/resendVerification', {
          username: player.username,
          email: newEmail,
          password: player.password,
          token: body.token,
        });
        expect(resent.statusCode).toBe(200);
        // The new address takes effect once confirmed from it; confirming verifies the account.
        const mail = await smtp.waitForMail(newEmail);
        const link = smtp.linksIn(mail).find((l) => l.includes('/auth/confirm-email/'))!;
        expect((await get(pathOf(link))).headers.location).toMatch(/email_changed=1$/);
        const after = await post('/auth/login', { username: newEmail, password: player.password });
        expect(after.statusCode).toBe(200);
      } finally {
        clock = Date.now();
      }
    });

    it('refuses a bad or revoked bearer token with 401 on both APIs', async () => {
      const player = await signUp(ctx);
      for (const url of [`/api/accounts/users/${player.session.uuid}`, `/api/engine/users/${player.session.uuid}`]) {
        expect((await get(url, 'x'.repeat(43))).statusCode).toBe(401);
        expect((await ctx.app.inject({ url, headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
      }
    });
  });

  describe('rate limits', () => {
    it('stops the eleventh sign-up from one address within the hour with 429 and Retry-After', async () => {
      const address = anyAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await post('/users', newPlayer(), undefined, address)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      const limited = await post('/users', newPlayer(), undefined, address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<AccountsError>().code).toBe('rate_limited');
    });

    it('never locks the owner out for guesses from many addresses (issue 20; the captcha: lockout.test.ts)', async () => {
      const player = await signUp(ctx);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await post('/auth/login', { username: player.username, password: `guess-${i}` })).statusCode);
      }
      expect(statuses).toEqual(Array(11).fill(400));
      // CAPTCHA=off here: nothing to ask, and still no refusal of the right password.
      expect((await post('/auth/login', { username: player.username, password: player.password })).statusCode).toBe(
        200,
      );
    });
  });

  describe('recovery by e-mail', () => {
    it('answers the same for unknown addresses and mails a one-time login link that works once', async () => {
      const unknown = await post('/auth/recovery', { email: 'nobody@example.org' });
      const player = await signUp(ctx);
      await smtp.waitForMail(player.email); // the verification mail
      const known = await post('/auth/recovery', { email: player.email });
      expect(unknown.json()).toEqual(known.json());

      const mail = await smtp.waitForMail(player.email);
      const link = smtp.linksIn(mail).find((l) => l.includes('/profile-onetime-login/'))!;
      const hash = JSON.parse(Buffer.from(link.split('/').pop()!, 'base64url').toString()) as OneTimeLoginHash;
      expect(hash.username).toBe(player.username);
      const first = await post('/auth/token-login', hash.data);
      expect(first.statusCode).toBe(200);
      expect(first.json<SessionResponse>().uuid).toBe(player.session.uuid);
      const second = await post('/auth/token-login', hash.data);
      expect(second.json<AccountsError>().code).toBe('token_invalid');
    });

    it('lets a one-time link expire after an hour', async () => {
      const player = await signUp(ctx);
      await smtp.waitForMail(player.email);
      await post('/auth/recovery', { email: player.email });
      const link = smtp
        .linksIn(await smtp.waitForMail(player.email))
        .find((l) => l.includes('/profile-onetime-login/'))!;
      const hash = JSON.parse(Buffer.from(link.split('/').pop()!, 'base64url').toString()) as OneTimeLoginHash;
      clock += 61 * 60_000;
      try {
        expect((await post('/auth/token-login', hash.data)).json<AccountsError>().code).toBe('token_invalid');
      } finally {
        clock = Date.now();
      }
    });
  });

  describe('profile', () => {
    it('shows a player only their own account: 401 anonymous, 404 for anyone else', async () => {
      const a = await signUp(ctx);
      const b = await signUp(ctx);
      expect((await get(`/api/accounts/users/${a.session.uuid}`)).statusCode).toBe(401);
      expect((await get(`/api/accounts/users/${a.session.uuid}`, b.session.token)).statusCode).toBe(404);
      expect((await get(`/api/engine/users/${a.session.uuid}`, b.session.token)).statusCode).toBe(404);
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/accounts/users/${a.session.uuid}`,
        headers: bearer(b.session.token),
        payload: { username: 'hijacked', email: 'h@example.org', avatar: '', password: 'whatever' },
      });
      expect(patch.statusCode).toBe(404);
      const publicView = await get(`/api/accounts/public/users?uuids=${a.session.uuid},${b.session.uuid},unknown`);
      expect(publicView.json<{ data: { attributes: object }[] }>().data.map((u) => u.attributes)).toEqual(
        expect.arrayContaining([{ uuid: a.session.uuid, username: a.username, avatar: '' }]),
      );
      expect(publicView.body).not.toContain('@example.org');
    });

    it('saves username and avatar; a new password ends the other sessions but keeps this one', async () => {
      const player = await signUp(ctx);
      const other = (
        await post('/auth/login', { username: player.username, password: player.password })
      ).json<SessionResponse>();
      const save = (password: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/accounts/users/${player.session.uuid}`,
          headers: bearer(player.session.token),
          payload: { username: `${player.username}b`, email: player.email, avatar: 'avatar-7', password },
        });
      const same = await save(player.password);
      expect(same.statusCode).toBe(200);
      expect(same.json<UserDocument>().data.attributes).toMatchObject({
        username: `${player.username}b`,
        avatar: 'avatar-7',
      });
      expect((await get(`/api/accounts/users/${player.session.uuid}`, other.token)).statusCode).toBe(200);

      expect((await save('a-new-password')).statusCode).toBe(200);
      expect((await get(`/api/accounts/users/${player.session.uuid}`, other.token)).statusCode).toBe(401);
      expect((await get(`/api/accounts/users/${player.session.uuid}`, player.session.token)).statusCode).toBe(200);
      const relogin = await post('/auth/login', { username: `${player.username}b`, password: 'a-new-password' });
      expect(relogin.statusCode).toBe(200);
    });
  });

  describe('grains', () => {
    it('moves an anonymous game’s grains into the account on sign-up and credits the player after', async () => {
      const started = await startClaimableGame(ctx);
      let game = started.data;
      for (let i = 0; i < 2; i++) {
        game = (
          await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id))
        ).json<GameDocument>().data;
      }
      const player = await signUp(ctx, { game: game.id, claim: started.claim });
      const stats = await get(`/api/engine/users/${player.session.uuid}`, player.session.token);
      expect(stats.json<UserStatsDocument>().data.attributes).toMatchObject({
        rice: 20,
        rank: expect.any(Number),
        player_type: { value: 0 },
      });

      const next = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        headers: { ...bearer(player.session.token), 'user-id': player.session.uuid },
        payload: {
          question: game.attributes.question_id,
          answer: await correctOptionOf(ctx, game.id),
          user: player.session.uuid,
        },
      });
      expect(next.json<GameDocument>().data.attributes).toMatchObject({
        user_id: player.session.uuid,
        user_rice_total: 30,
      });
      const after = (
        await get(`/api/engine/users/${player.session.uuid}`, player.session.token)
      ).json<UserStatsDocument>();
      expect(after.data.attributes.rice).toBe(30);
      expect(after.data.attributes.details.fav_categories[0]).toMatchObject({ right: 3, wrong: 0, coef: 1 });

      // Signed out, the game is someone else's: it answers 404 and the client starts a new one.
      expect((await get(`/api/engine/games/${game.id}`)).statusCode).toBe(404);
    });

    it('refuses an answer whose user does not match the session', async () => {
      const player = await signUp(ctx);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/engine/games',
        headers: bearer(player.session.token),
        payload: { category: (await startGame(ctx)).attributes.category, level: 1, user: player.session.uuid },
      });
      const game = created.json<GameDocument>().data;
      expect(game.attributes.user_id).toBe(player.session.uuid);
      const mismatch = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        headers: { ...bearer(player.session.token), 'user-id': 'someone-else' },
        payload: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
      });
      expect(mismatch.statusCode).toBe(403);
    });
  });

  describe('deleting the account', () => {
    it('needs the right password (403 otherwise), then forgets the person but keeps the grains', async () => {
      const player = await signUp(ctx);
      const game = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/engine/games',
          headers: bearer(player.session.token),
          payload: { category: (await startGame(ctx)).attributes.category, level: 1 },
        })
      ).json<GameDocument>().data;
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        headers: bearer(player.session.token),
        payload: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
      });
      const remove = (password: string) =>
        ctx.app.inject({
          method: 'DELETE',
          url: '/api/accounts/auth/users',
          headers: bearer(player.session.token),
          payload: { username: player.username, password },
        });
      const wrong = await remove('not-the-password');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json<AccountsError>().message).toBe('Wrong password');

      const done = await remove(player.password);
      expect(done.json()).toEqual({ message: 'Account Deleted!' });
      expect((await post('/auth/login', { username: player.username, password: player.password })).statusCode).toBe(
        400,
      );
      const ledger = await ctx.deps.db.kysely
        .selectFrom('donations')
        .selectAll()
        .where('game_id', '=', game.id)
        .execute();
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ user_id: null, grains: 10 });
      const users = await ctx.deps.db.kysely
        .selectFrom('users')
        .select('id')
        .where('id', '=', player.session.uuid)
        .execute();
      expect(users).toEqual([]);
    });
  });
});
