import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsError, SessionResponse, UserDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { newPlayer } from '../test/accounts.js';
import { testClient, type TestClient } from '../test/client.js';
import fr from '../i18n/fr.json' with { type: 'json' };
import ar from '../i18n/ar.json' with { type: 'json' };
import sw from '../i18n/sw.json' with { type: 'json' };
import zh from '../i18n/zh.json' with { type: 'json' };

/** Issue 19: the account's language, its e-mails, its error messages and the static pages. */
describe.each(DIALECTS)('interface languages on %s', (dialect) => {
  let ctx: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp(dialect, { SMTP_URL: smtp.url, CAPTCHA: 'off' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const client = testClient(() => ctx);
  const call: TestClient = (method, url, options) => client(method, `/api/accounts${url}`, options);

  it('writes the verification mail in the language of the sign-up, and keeps it in the account', async () => {
    const body = newPlayer({ language: 'fr' });
    const session = (await call('POST', '/users', { body })).json<SessionResponse>();
    const mail = await smtp.waitForMail(body.email);
    expect(mail.subject).toBe(fr.mail.verify.subject);
    expect(mail.text).toContain(fr.mail.verify.intro);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    const me = await call('GET', `/users/${session.uuid}`, { as: session });
    expect(me.json<UserDocument>().data.attributes.language).toBe('fr');
  });

  it('takes the browser’s Accept-Language when the sign-up does not name a language', async () => {
    const body = newPlayer();
    await call('POST', '/users', { body, headers: { 'accept-language': 'nl;q=0.9, sw-KE;q=0.8, en;q=0.1' } });
    const mail = await smtp.waitForMail(body.email);
    expect(mail.subject).toBe(sw.mail.verify.subject);
  });

  it('changes the account language, and its next mail follows; only the player may, and only to a known language', async () => {
    const body = newPlayer({ language: 'en' });
    const session = (await call('POST', '/users', { body })).json<SessionResponse>();
    await smtp.waitForMail(body.email);

    const changed = await call('PUT', `/users/${session.uuid}/language`, { body: { language: 'ar' }, as: session });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<UserDocument>().data.attributes.language).toBe('ar');

    expect(
      (await call('PUT', `/users/${session.uuid}/language`, { body: { language: 'xx' }, as: session })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/users/${session.uuid}/language`, { body: { language: 'de' } })).statusCode).toBe(401);
    const other = (await call('POST', '/users', { body: newPlayer() })).json<SessionResponse>();
    expect(
      (await call('PUT', `/users/${session.uuid}/language`, { body: { language: 'de' }, as: other })).statusCode,
    ).toBe(404);

    await call('POST', '/auth/recovery', { body: { email: body.email } });
    const mail = await smtp.waitForMail(body.email);
    expect(mail.subject).toBe(ar.mail.login.subject);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('answers accounts errors in the language the client asks for, English by default', async () => {
    const wrong = { username: 'nobody-here', password: 'not-the-password' };
    const inChinese = await call('POST', '/auth/login', { body: wrong, headers: { 'accept-language': 'zh-CN' } });
    expect(inChinese.json<AccountsError>()).toMatchObject({
      code: 'wrong_credentials',
      message: zh.errors.wrongCredentials,
    });
    const inEnglish = await call('POST', '/auth/login', { body: wrong });
    expect(inEnglish.json<AccountsError>().message).toBe('Wrong username or password.');
  });
});
