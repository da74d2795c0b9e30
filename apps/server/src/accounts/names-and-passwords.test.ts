import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsError, GroupDocument, UserDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, newPlayer, signUp } from '../test/accounts.js';
import fr from '../i18n/fr.json' with { type: 'json' };
import { createAdmin, createGroup } from '../test/factories.js';

/**
 * Issue 20, items 5 and 6, played as a client would over the real API: look-alike and hidden-text
 * names, and the passwords every guesser tries first.
 */
describe.each(DIALECTS)('names and passwords an attacker would pick (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', RATE_LIMIT_SCALE: '100' });
  });
  afterAll(() => ctx.close());

  const register = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/users',
      payload: newPlayer(overrides),
      headers,
      remoteAddress: anyAddress(),
    });
  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return response.json() as AccountsError;
  };

  const INVISIBLE = 'Username may not contain invisible or direction-changing characters.';
  const ONE_SCRIPT = 'Username must use the letters of one alphabet (no look-alike letters from another).';
  const TAKEN = 'This username is already taken.';
  const LOOKALIKE = 'This username looks too much like one that is already taken.';
  const TOO_COMMON = 'This password is one of the most common ones. Please choose one that is harder to guess.';

  describe('usernames (item 5)', () => {
    beforeAll(async () => {
      expect((await register({ username: 'alice' })).statusCode).toBe(200);
      expect((await register({ username: 'choppy' })).statusCode).toBe(200);
    });

    it('refuses `аlice` with a Cyrillic а: one name, two alphabets', async () => {
      const body = refusal(await register({ username: '\u0430lice' }));
      expect(body).toMatchObject({
        code: 'validation_failed',
        message: ONE_SCRIPT,
        errors: { username: [ONE_SCRIPT] },
      });
    });

    it('refuses an all-Cyrillic `сһорру` that looks like choppy: unique by confusable skeleton', async () => {
      const body = refusal(await register({ username: '\u0441\u04bb\u043e\u0440\u0440\u0443' }));
      expect(body).toMatchObject({ code: 'username_taken', message: LOOKALIKE, errors: { username: [LOOKALIKE] } });
      // A capital I for the l, and rn for m, are the same trick in one alphabet.
      expect(refusal(await register({ username: 'AIice' })).message).toBe(LOOKALIKE);
    });

    it('folds full-width `ａｌｉｃｅ` to alice (NFKC), so it is taken, and stores full-width names plainly', async () => {
      expect(refusal(await register({ username: '\uff41\uff4c\uff49\uff43\uff45' }))).toMatchObject({
        code: 'username_taken',
        message: TAKEN,
      });
      expect(refusal(await register({ username: 'ALICE' })).message).toBe(TAKEN);

      const bobby = await signUp(ctx, { username: '\uff42\uff4f\uff42\uff42\uff59\uff17' });
      const profile = await ctx.app.inject({
        url: `/api/accounts/users/${bobby.session.uuid}`,
        headers: bearer(bobby.session.token),
      });
      expect(profile.json<UserDocument>().data.attributes.username).toBe('bobby7');
    });

    it.each([
      ['right-to-left override', 'ali\u202Eecil'],
      ['zero-width space', 'ali\u200Bce2'],
      ['zero-width joiner', 'ali\u200Dce3'],
      ['byte order mark', '\uFEFFalice4'],
      ['left-to-right isolate', 'alice\u20665'],
    ])('refuses a %s in a username with a clear message', async (_what, username) => {
      expect(refusal(await register({ username }))).toMatchObject({
        code: 'validation_failed',
        message: INVISIBLE,
        errors: { username: [INVISIBLE] },
      });
    });

    it('applies the same rules when a player renames themselves', async () => {
      const player = await signUp(ctx);
      const rename = (username: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/accounts/users/${player.session.uuid}`,
          headers: bearer(player.session.token),
          payload: { username, email: player.email, avatar: '', password: player.password },
        });
      expect(refusal(await rename('\u0430lice')).message).toBe(ONE_SCRIPT);
      expect(refusal(await rename('\uff41\uff4c\uff49\uff43\uff45')).message).toBe(TAKEN);
      expect(refusal(await rename('AIice')).message).toBe(LOOKALIKE);
      expect(refusal(await rename('ali\u202Eecil')).message).toBe(INVISIBLE);
      expect((await rename('Αλίκη')).statusCode).toBe(200); // one alphabet, Greek: welcome
    });

    it('says so in the player’s language', async () => {
      const body = refusal(await register({ username: 'AIice' }, { 'accept-language': 'fr' }));
      expect(body.message).toBe(fr.errors.usernameLookalike);
      expect(body.errors?.username).toEqual([fr.errors.usernameLookalike]);
    });
  });

  describe('group names (item 5)', () => {
    let owner: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      owner = await signUp(ctx);
    });
    const NAME_INVISIBLE = 'Name may not contain invisible or direction-changing characters.';
    const groups = (method: 'POST' | 'PUT', url: string, name: string) =>
      ctx.app.inject({
        method,
        url: `/api/accounts${url}`,
        headers: bearer(owner.session.token),
        payload: { name, avatar: 'group-1' },
      });

    it.each([
      ['a right-to-left override', 'Class \u202E5b'],
      ['a zero-width space', 'Class\u200B 5b'],
      ['a right-to-left mark', 'Class 5b\u200F'],
    ])('refuses %s when a group is made or renamed', async (_what, name) => {
      expect(refusal(await groups('POST', '/groups', name))).toMatchObject({
        code: 'validation_failed',
        message: NAME_INVISIBLE,
        errors: { name: [NAME_INVISIBLE] },
      });
      const made = await groups('POST', '/groups', 'Class 5b');
      const uuid = made.json<{ uuid: string }>().uuid;
      expect(refusal(await groups('PUT', `/groups/${uuid}`, name)).message).toBe(NAME_INVISIBLE);
    });

    it('holds for an admin’s rename too', async () => {
      const admin = await createAdmin(ctx);
      const { uuid } = await createGroup(ctx, owner, { name: 'Class 5c', avatar: 'group-1' });
      const rename = (name: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/groups/${uuid}`,
          headers: bearer(admin.session.token),
          payload: { name },
        });
      expect((await rename('Class\u200B 5c')).statusCode).toBe(400);
      expect((await rename('\uff23\uff4c\uff41\uff53\uff53 \uff15\uff43')).statusCode).toBe(200);
      const read = await ctx.app.inject({ url: `/api/accounts/groups/${uuid}`, headers: bearer(owner.session.token) });
      expect(read.json<GroupDocument>().data.attributes.name).toBe('Class 5c');
    });

    it('stores a full-width name NFKC-normalised', async () => {
      const made = await groups('POST', '/groups', '\uff23\uff4c\uff41\uff53\uff53 \uff15\uff42');
      expect(made.statusCode).toBe(200);
      const uuid = made.json<{ uuid: string }>().uuid;
      const read = await ctx.app.inject({
        url: `/api/accounts/groups/${uuid}`,
        headers: bearer(owner.session.token),
      });
      expect(read.json<GroupDocument>().data.attributes.name).toBe('Class 5b');
      const renamed = await groups('PUT', `/groups/${uuid}`, '\uff32\uff49\uff43\uff45 \uff54\uff45\uff41\uff4d');
      expect(renamed.json<GroupDocument>().data.attributes.name).toBe('Rice team');
    });
  });

  describe('passwords (item 6)', () => {
    it.each(['12345', 'aaaaa', 'password', 'PASSWORD', 'qwerty', '11111111', 'iloveyou'])(
      'refuses %s at sign-up with a clear message on the password field',
      async (password) => {
        expect(refusal(await register({ password }))).toMatchObject({
          code: 'password_too_common',
          message: TOO_COMMON,
          errors: { password: [TOO_COMMON] },
        });
      },
    );

    it('keeps SPEC’s minimum of 5 and accepts an uncommon 5-character password', async () => {
      expect(refusal(await register({ password: 'k7#q' }))).toMatchObject({
        code: 'validation_failed',
        errors: { password: ['Password should be at least 5 characters.'] },
      });
      const player = newPlayer({ password: 'k7#qz' });
      expect((await register(player)).statusCode).toBe(200);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/auth/login',
        payload: { username: player.username, password: 'k7#qz' },
        remoteAddress: anyAddress(),
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a common new password on the profile too, in the player’s language', async () => {
      const player = await signUp(ctx);
      const change = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/accounts/users/${player.session.uuid}`,
        headers: { ...bearer(player.session.token), 'accept-language': 'fr' },
        payload: { username: player.username, email: player.email, avatar: '', password: '12345' },
      });
      expect(refusal(change)).toMatchObject({ code: 'password_too_common', message: fr.errors.passwordTooCommon });
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/auth/login',
        payload: { username: player.username, password: '12345' },
        remoteAddress: anyAddress(),
      });
      expect(login.statusCode).toBe(400);
    });
  });
});
