import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { createMailer, outboxFileName, type Mailer } from './mail.js';
import { renderMail } from './mail-templates.js';

const FROM = 'Ricebowl <no-reply@ricebowl.test>';
const VERIFY_LINK = 'http://ricebowl.test/api/accounts/auth/verify/tok123';

describe('mail over SMTP', () => {
  let smtp: TestSmtp;
  let mailer: Mailer;
  const logged: { obj: object; msg: string }[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    mailer = createMailer(
      { smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent/outbox' },
      { info: (obj, msg) => logged.push({ obj, msg }) },
    );
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('delivers the verification mail with both bodies, the link in each and the username escaped', async () => {
    await mailer.send({
      to: 'bob@example.org',
      ...renderMail('verify', { username: '<b>bob</b>', link: VERIFY_LINK }),
    });
    const mail = await smtp.waitForMail('bob@example.org');

    expect(mail.from?.value).toEqual([{ name: 'Ricebowl', address: 'no-reply@ricebowl.test' }]);
    expect(mail.subject).toBe('Confirm your e-mail address for Ricebowl');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    expect(mail.text).toContain('Hi <b>bob</b>,');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toContain(VERIFY_LINK);

    const html = mail.html as string;
    expect(html).toContain('Hi &lt;b&gt;bob&lt;/b&gt;,');
    expect(html).not.toContain('<b>bob</b>');
    expect(html).toContain(`href="${VERIFY_LINK}"`);
    expect(html).toContain('Confirm my e-mail address</a>');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);

    expect(smtp.linksIn(mail)).toEqual([VERIFY_LINK]);
    expect(logged).toEqual([]); // SMTP mode logs no links or bodies
  });

  it('sends the one-time login mail and the re-verification mail in Ricebowl’s words', async () => {
    const loginLink = 'http://ricebowl.test/profile-onetime-login/eyJ1c2VybmFtZSI6ImFsaWNlIn0=?a=1&b=2';
    await mailer.send({ to: 'Alice@Example.org', ...renderMail('login', { username: 'alice', link: loginLink }) });
    await mailer.send({ to: 'alice@example.org', ...renderMail('reverify', { username: 'alice', link: VERIFY_LINK }) });

    const login = await smtp.waitForMail('alice@example.org');
    expect(login.subject).toBe('Your one-time login link for Ricebowl');
    expect(login.text).toContain('Log in to Ricebowl');
    expect(login.text).toContain('The link works once and expires in 1 hour.');
    expect(login.text).toContain('If you did not ask for it, ignore this mail');
    expect(login.html).toContain(`href="${loginLink.replace(/&/g, '&amp;')}"`);
    expect(smtp.linksIn(login)).toEqual([loginLink]);

    const reverify = await smtp.waitForMail('alice@example.org');
    expect(reverify.subject).toBe('Confirm your e-mail address to keep playing on Ricebowl');
    expect(reverify.text).toContain('within 24 hours');
    expect(smtp.linksIn(reverify)).toEqual([VERIFY_LINK]);
  });

  it('waits for a mail that has not arrived yet, and times out on one that never comes', async () => {
    const waiting = smtp.waitForMail('carol@example.org');
    await mailer.send({ to: 'carol@example.org', ...renderMail('verify', { username: 'carol', link: VERIFY_LINK }) });
    expect((await waiting).subject).toBe('Confirm your e-mail address for Ricebowl');
    await expect(smtp.waitForMail('nobody@example.org', 50)).rejects.toThrow(/No mail to nobody@example.org/);
  });

  it('is what the test harness builds from SMTP_URL', async () => {
    const ctx = await createTestApp('sqlite', { SMTP_URL: smtp.url });
    try {
      await ctx.deps.mailer.send({
        to: 'dave@example.org',
        ...renderMail('verify', { username: 'dave', link: VERIFY_LINK }),
      });
      const mail = await smtp.waitForMail('dave@example.org');
      expect(ctx.deps.config.mail.from).toContain(`<${mail.from?.value[0]?.address}>`);
    } finally {
      await ctx.close();
    }
  });
});

describe('mail without SMTP', () => {
  let outboxDir: string;
  let mailer: Mailer;
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  beforeAll(() => {
    outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-mail-')), 'outbox');
    mailer = createMailer(
      { smtpUrl: null, from: FROM, outboxDir },
      { info: (obj, msg) => logged.push({ obj: obj as Record<string, unknown>, msg }) },
    );
  });
  afterAll(() => {
    mailer.close();
    fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes a real MIME message into the outbox and logs its links for a person to click', async () => {
    await mailer.send({
      to: 'erin@example.org',
      ...renderMail('verify', { username: '<i>erin</i>', link: VERIFY_LINK }),
    });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-erin-example-org\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('Confirm your e-mail address for Ricebowl');
    expect(mail.from?.value).toEqual([{ name: 'Ricebowl', address: 'no-reply@ricebowl.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('erin@example.org');
    expect(mail.text).toContain(VERIFY_LINK);
    expect(mail.html).toContain(`href="${VERIFY_LINK}"`);
    expect(mail.html).toContain('Hi &lt;i&gt;erin&lt;/i&gt;,');

    expect(logged).toEqual([
      {
        obj: {
          to: 'erin@example.org',
          subject: 'Confirm your e-mail address for Ricebowl',
          links: [VERIFY_LINK],
          file: path.join(outboxDir, files[0]!),
        },
        msg: 'mail written to outbox',
      },
    ]);
  });

  it('never overwrites a mail, even two to one person in the same instant', async () => {
    const before = fs.readdirSync(outboxDir).length;
    await Promise.all(
      [1, 2, 3].map((n) =>
        mailer.send({
          to: 'frank@example.org',
          ...renderMail('login', { username: 'frank', link: `${VERIFY_LINK}${n}` }),
        }),
      ),
    );
    expect(fs.readdirSync(outboxDir)).toHaveLength(before + 3);
  });

  it('names files by time and recipient, safe on every file system', () => {
    expect(outboxFileName(new Date('2025-01-31T09:15:02.123Z'), 'Bob.Smith+rice@Example.org')).toBe(
      '2025-01-31T09-15-02-123Z-bob-smith-rice-example-org.eml',
    );
    expect(outboxFileName(new Date(0), '../../')).toBe('1970-01-01T00-00-00-000Z-recipient.eml');
  });
});

describe('renderMail', () => {
  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail('verify', { username: 'bob', link: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('falls back to English for a language without a catalogue', () => {
    const mail = renderMail('login', { username: 'bob', link: VERIFY_LINK }, 'ja');
    expect(mail.subject).toBe('Your one-time login link for Ricebowl');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes Arabic right to left (issue 19)', () => {
    const mail = renderMail('login', { username: 'bob', link: VERIFY_LINK }, 'ar');
    expect(mail.subject).toBe('رابط الدخول لمرة واحدة إلى Ricebowl');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('escapes quotes and ampersands in the username in HTML only', () => {
    const { text, html } = renderMail('verify', { username: `Tom & "Jerry's"`, link: VERIFY_LINK });
    expect(text).toContain(`Hi Tom & "Jerry's",`);
    expect(html).toContain('Hi Tom &amp; &quot;Jerry&#39;s&quot;,');
  });
});
