import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsError, OneTimeLoginHash, SessionResponse, UserDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { anyAddress, bearer, signUp } from '../test/accounts.js';
import { createAdmin } from '../test/factories.js';

const MINUTE = 60_000;

/**
 * Issue 20, items 1, 3 and 4, played as an attacker would over the real API and real SMTP: a
 * stolen session token cannot change the password or take the account's address; links and
 * sessions end together with the credentials they were issued under.
 */
describe.each(DIALECTS)('account takeover defences on %s', (dialect) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp(dialect, { SMTP_URL: smtp.url, CAPTCHA: 'off', RATE_LIMIT_SCALE: '100' });
    ctx.deps.now = () => clock;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/accounts${url}`,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: anyAddress(),
    });
  const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
  const me = (player: { session: SessionResponse }, token = player.session.token) =>
    get(`/api/accounts/users/${player.session.uuid}`, token);
  const patch = (player: { session: SessionResponse }, token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/accounts/users/${player.session.uuid}`,
      headers: bearer(token),
      payload,
    });
  const login = (username: string, password: string) => post('/auth/login', { username, password });
  const linkIn = (mail: Awaited<ReturnType<TestSmtp['waitForMail']>>, part: string) =>
    smtp.linksIn(mail).find((l) => l.includes(part));
  const pathOf = (link: string) => new URL(link).pathname;

  /** A verified player whose sign-up mail has been read. */
  async function verifiedPlayer() {
    const player = await signUp(ctx);
    const mail = await smtp.waitForMail(player.email);
    await get(pathOf(linkIn(mail, '/auth/verify/')!));
    return player;
  }

  /** A recovery link mailed to the player, as its one-time-login data. */
  async function recoveryLink(email: string) {
    expect((await post('/auth/recovery', { email })).statusCode).toBe(200);
    const link = linkIn(await smtp.waitForMail(email), '/profile-onetime-login/')!;
    return (JSON.parse(Buffer.from(link.split('/').pop()!, 'base64url').toString()) as OneTimeLoginHash).data;
  }

  describe('sensitive changes need proof (item 1)', () => {
    it('a stolen token signed in over 15 minutes ago cannot set a new password or address', async () => {
      const victim = await verifiedPlayer();
      clock += 16 * MINUTE; // the token was stolen from a session that is no longer fresh
      try {
        const attack = await patch(victim, victim.session.token, {
          username: victim.username,
          email: 'attacker@evil.example',
          avatar: '',
          password: 'attackers-password',
        });
        expect(attack.statusCode).toBe(400);
        expect(attack.json<AccountsError>()).toMatchObject({
          code: 'current_password_required',
          errors: { current_password: [expect.stringMatching(/current password/)] },
        });
        const guessed = await patch(victim, victim.session.token, {
          username: victim.username,
          email: victim.email,
          avatar: '',
          password: 'attackers-password',
          current_password: 'a-guess',
        });
        expect(guessed.json<AccountsError>()).toMatchObject({ code: 'wrong_password' });
        // Nothing changed: the owner still signs in, and no mail went to the attacker.
        expect((await login(victim.username, victim.password)).statusCode).toBe(200);
        expect((await me(victim)).json<UserDocument>().data.attributes.email).toBe(victim.email);
        await expect(smtp.waitForMail('attacker@evil.example', 300)).rejects.toThrow(/No mail/);

        // The owner, with the current password, may.
        const owner = await patch(victim, victim.session.token, {
          username: victim.username,
          email: victim.email,
          avatar: '',
          password: 'owners-new-password',
          current_password: victim.password,
        });
        expect(owner.statusCode).toBe(200);
        expect((await login(victim.username, 'owners-new-password')).statusCode).toBe(200);
      } finally {
        clock = Date.now();
      }
    });

    it('a sign-in within the last 15 minutes is proof enough for a new password', async () => {
      const player = await verifiedPlayer();
      const fresh = (await login(player.username, player.password)).json<SessionResponse>();
      clock += 14 * MINUTE;
      try {
        const saved = await patch(player, fresh.token, {
          username: player.username,
          email: player.email,
          avatar: '',
          password: 'a-fresh-password',
        });
        expect(saved.statusCode).toBe(200);
      } finally {
        clock = Date.now();
      }
    });

    it('a new address takes effect only once confirmed from it; the old one can undo it and end every session', async () => {
      const player = await verifiedPlayer();
      const other = (await login(player.username, player.password)).json<SessionResponse>();
      const newEmail = `new-${player.email}`;
      const saved = await patch(player, player.session.token, {
        username: player.username,
        email: newEmail,
        avatar: '',
        password: player.password,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<UserDocument>().data.attributes).toMatchObject({
        email: player.email,
        pending_email: newEmail,
      });
      expect((await me(player)).json<UserDocument>().data.attributes.email).toBe(player.email);
      expect((await login(newEmail, player.password)).statusCode).toBe(400);

      const confirm = linkIn(await smtp.waitForMail(newEmail), '/auth/confirm-email/')!;
      expect((await get(pathOf(confirm))).headers.location).toBe('/profile?email_changed=1');
      expect((await me(player)).json<UserDocument>().data.attributes).toMatchObject({
        email: newEmail,
        verified: true,
      });
      expect((await me(player, other.token)).statusCode).toBe(401); // every other session ended
      expect((await get(pathOf(confirm))).headers.location).toMatch(/verified=0$/); // once only

      // The old address hears of it, with a link that undoes it and signs everyone out.
      const told = await smtp.waitForMail(player.email);
      expect(told.subject).toMatch(/changed/i);
      const undo = linkIn(told, '/auth/undo-email/')!;
      expect((await get(pathOf(undo))).headers.location).toBe('/profile-login-recover?email_restored=1');
      expect((await me(player)).statusCode).toBe(401);
      // The owner recovers through the restored address.
      const data = await recoveryLink(player.email);
      const back = await post('/auth/token-login', data);
      expect(back.statusCode).toBe(200);
      expect((await me(player, back.json<SessionResponse>().token)).json<UserDocument>().data.attributes.email).toBe(
        player.email,
      );
    });

    it('an undo link outlives what the intruder changes next', async () => {
      const player = await verifiedPlayer();
      const intruderEmail = `intruder-${player.email}`;
      await patch(player, player.session.token, {
        username: player.username,
        email: intruderEmail,
        avatar: '',
        password: player.password,
      });
      await get(pathOf(linkIn(await smtp.waitForMail(intruderEmail), '/auth/confirm-email/')!));
      const undo = linkIn(await smtp.waitForMail(player.email), '/auth/undo-email/')!;
      // The intruder (who knew the password) changes it right away.
      expect(
        (
          await patch(player, player.session.token, {
            username: player.username,
            email: intruderEmail,
            avatar: '',
            password: 'intruders-password',
            current_password: player.password,
          })
        ).statusCode,
      ).toBe(200);
      expect((await get(pathOf(undo))).headers.location).toMatch(/email_restored=1$/);
      expect((await me(player)).statusCode).toBe(401);
      expect((await login(player.email, 'intruders-password')).statusCode).toBe(200); // the address is back
    });
  });

  describe('no e-mail oracle in the profile (item 3)', () => {
    it('editing to a taken address answers like any pending change; that address is told someone tried', async () => {
      const owner = await verifiedPlayer();
      const prober = await verifiedPlayer();
      const free = `free-${prober.email}`;
      const answers = [];
      for (const email of [owner.email, free]) {
        const response = await patch(prober, prober.session.token, {
          username: prober.username,
          email,
          avatar: '',
          password: prober.password,
        });
        expect(response.statusCode).toBe(200);
        answers.push(response.json<UserDocument>().data.attributes);
      }
      expect(answers[0]).toEqual({ ...answers[1], pending_email: owner.email });
      const warning = await smtp.waitForMail(owner.email);
      expect(warning.subject).toMatch(/tried to use your e-mail address/i);
      expect(smtp.linksIn(warning).some((l) => l.includes('/auth/confirm-email/'))).toBe(false);
      expect((await me(owner)).json<UserDocument>().data.attributes.email).toBe(owner.email);
      expect((await me(prober)).json<UserDocument>().data.attributes.email).toBe(prober.email);
    });
  });

  describe('everything ends together (item 4)', () => {
    it('a password change ends one-time login links and verification links issued before it', async () => {
      const player = await signUp(ctx);
      const verify = linkIn(await smtp.waitForMail(player.email), '/auth/verify/')!;
      const data = await recoveryLink(player.email);
      await patch(player, player.session.token, {
        username: player.username,
        email: player.email,
        avatar: '',
        password: 'changed-password',
      });
      expect((await post('/auth/token-login', data)).json<AccountsError>().code).toBe('token_invalid');
      expect((await get(pathOf(verify))).headers.location).toMatch(/verified=0$/);
      expect((await me(player)).statusCode).toBe(200); // the session that changed it stays
    });

    it('a confirmed e-mail change ends one-time login links and other sessions issued before it', async () => {
      const player = await verifiedPlayer();
      const other = (await login(player.username, player.password)).json<SessionResponse>();
      const data = await recoveryLink(player.email);
      const newEmail = `moved-${player.email}`;
      await patch(player, player.session.token, {
        username: player.username,
        email: newEmail,
        avatar: '',
        password: player.password,
      });
      await get(pathOf(linkIn(await smtp.waitForMail(newEmail), '/auth/confirm-email/')!));
      expect((await post('/auth/token-login', data)).json<AccountsError>().code).toBe('token_invalid');
      expect((await me(player, other.token)).statusCode).toBe(401);
      expect((await me(player)).statusCode).toBe(200); // the session that asked for it stays
    });

    it('disabling ends sessions and links; enabling again revives none of them', async () => {
      const admin = await createAdmin(ctx);
      const player = await verifiedPlayer();
      const data = await recoveryLink(player.email);
      const setDisabled = (disabled: boolean) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${player.session.uuid}`,
          headers: bearer(admin.session.token),
          payload: { disabled },
        });
      expect((await setDisabled(true)).statusCode).toBe(200);
      expect((await me(player)).statusCode).toBe(401);
      expect((await setDisabled(false)).statusCode).toBe(200);
      expect((await me(player)).statusCode).toBe(401);
      expect((await post('/auth/token-login', data)).json<AccountsError>().code).toBe('token_invalid');
      expect((await login(player.username, player.password)).statusCode).toBe(200);
    });

    it('deleting the account ends its sessions and links', async () => {
      const player = await verifiedPlayer();
      const data = await recoveryLink(player.email);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/accounts/auth/users',
        headers: bearer(player.session.token),
        payload: { username: player.username, password: player.password },
      });
      expect(removed.statusCode).toBe(200);
      expect((await me(player)).statusCode).toBe(401);
      expect((await post('/auth/token-login', data)).statusCode).toBe(400);
    });

    it('past 24 hours unverified, an existing session gets reverify on both APIs, as sign-in does', async () => {
      const player = await signUp(ctx);
      await smtp.waitForMail(player.email);
      clock += 24 * 60 * MINUTE + MINUTE;
      try {
        for (const url of [`/api/accounts/users/${player.session.uuid}`, `/api/engine/users/${player.session.uuid}`]) {
          const response = await get(url, player.session.token);
          expect(response.statusCode, url).toBe(401);
          expect(response.body, url).toContain('reverify');
        }
        expect((await login(player.username, player.password)).json<AccountsError>().action).toBe('reverify');
      } finally {
        clock = Date.now();
      }
    });
  });
});
