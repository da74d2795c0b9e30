import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AccountsError } from '@ricebowl/contract';
import type * as Passwords from '../platform/passwords.js';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { anyAddress, bearer, newPlayer, signUp } from '../test/accounts.js';

/**
 * The work the accounts service does after answering (mail and everything that depends on whether
 * an address is known), held in a queue so the test sees exactly what was left for after the
 * answer, and runs it when it wants.
 */
const background = vi.hoisted(() => ({ jobs: [] as { what: string; work: () => Promise<unknown> }[] }));
vi.mock('./background.js', () => ({
  afterResponse: (_log: unknown, what: string, work: () => Promise<unknown>) => {
    background.jobs.push({ what, work });
  },
}));

/** Password hashes made, counted around the real ones (platform/passwords.ts). */
const hashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../platform/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashing.calls++;
      return real.hashPassword(password);
    },
  };
});

const HOUR = 60 * 60_000;

/**
 * Issue 20 item 3, structurally: for a known and an unknown address, recovery, resend and the
 * profile answer the same after the same database statements, and leave the same one job for
 * after the answer; only that job (the look-up, the token, the mail) tells the addresses apart.
 * A timing measurement on a shared machine is noise; this holds whatever the load.
 */
describe.each(DIALECTS)('no e-mail oracle (%s)', (dialect) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let statements: string[] | null = null;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, CAPTCHA: 'off', RATE_LIMIT_SCALE: '100' },
      {},
      { onStatement: (sql) => statements?.push(sql) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Sends a request and returns its answer, the statements run before it, and the jobs it left. */
  async function observe(request: InjectOptions) {
    background.jobs.length = 0;
    statements = [];
    const response = await ctx.app.inject(request);
    const seen = { response, statements, jobs: background.jobs.map((job) => job.what), work: [...background.jobs] };
    statements = null;
    background.jobs.length = 0;
    return seen;
  }
  /** Mails received so far for one address (what was sent can only have been sent by a job run). */
  const mailsTo = (email: string) => smtp.mails.filter((mail) => JSON.stringify(mail.to).includes(email));
  const runJobs = (jobs: { work: () => Promise<unknown> }[]) => Promise.all(jobs.map((job) => job.work()));
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => ({
    method: 'POST' as const,
    url: `/api/accounts${url}`,
    payload,
    headers,
    remoteAddress: anyAddress(),
  });

  it('recovery: the same answer after the same statements, and the mail only after the answer', async () => {
    const owner = await signUp(ctx);
    const known = await observe(post('/auth/recovery', { email: owner.email }));
    const unknown = await observe(post('/auth/recovery', { email: `nobody-${owner.email}` }));
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(unknown.statements).toEqual(known.statements);
    expect(known.jobs).toEqual(['recovery mail']);
    expect(unknown.jobs).toEqual(known.jobs);

    // Only the work after the answer differs: a link for the owner, nothing for nobody.
    await runJobs([...known.work, ...unknown.work]);
    const mail = await smtp.waitForMail(owner.email);
    expect(smtp.linksIn(mail).some((link) => link.includes('/profile-onetime-login/'))).toBe(true);
    expect(mailsTo(`nobody-${owner.email}`)).toEqual([]); // its job has run to its end
  });

  it('resend to another address: taken or free, the same answer, statements and job', async () => {
    const owner = await signUp(ctx);
    const lapsed = await signUp(ctx);
    const realNow = ctx.deps.now;
    ctx.deps.now = () => realNow() + 25 * HOUR; // unverified past its 24 hours
    try {
      const login = await ctx.app.inject(post('/auth/login', { username: lapsed.username, password: lapsed.password }));
      const { token } = login.json<AccountsError>();
      expect(token).toEqual(expect.any(String));
      const resend = (email: string) =>
        observe(
          post('/auth/resendVerification', { username: lapsed.username, email, password: lapsed.password, token }),
        );
      const taken = await resend(owner.email);
      const free = await resend(`free-${lapsed.email}`);
      expect(taken.response.statusCode).toBe(200);
      expect(free.response.json()).toEqual(taken.response.json());
      expect(free.statements).toEqual(taken.statements);
      expect(taken.jobs).toEqual(['verification mail']);
      expect(free.jobs).toEqual(taken.jobs);

      await runJobs([...taken.work, ...free.work]);
      expect((await smtp.waitForMail(owner.email)).subject).toMatch(/tried to use your e-mail address/i);
      expect((await smtp.waitForMail(`free-${lapsed.email}`)).subject).toMatch(/confirm your new e-mail/i);
    } finally {
      ctx.deps.now = realNow;
    }
  });

  it('profile: editing to a taken or a free address, the same answer, statements and job', async () => {
    const owner = await signUp(ctx);
    const prober = await signUp(ctx);
    const edit = (email: string) =>
      observe({
        method: 'PATCH',
        url: `/api/accounts/users/${prober.session.uuid}`,
        headers: bearer(prober.session.token),
        payload: { username: prober.username, email, avatar: '', password: prober.password },
      });
    const taken = await edit(owner.email);
    const free = await edit(`free-${prober.email}`);
    expect(taken.response.statusCode).toBe(200);
    // The answer names the pending address; apart from it, the same.
    const attributes = (seen: typeof taken) =>
      seen.response.json<{ data: { attributes: Record<string, unknown> } }>().data.attributes;
    expect({ ...attributes(taken), pending_email: null }).toEqual({ ...attributes(free), pending_email: null });
    expect(free.statements).toEqual(taken.statements);
    expect(taken.jobs).toEqual(['e-mail change']);
    expect(free.jobs).toEqual(taken.jobs);
  });

  it('sign-up: a taken address costs the same password hashing as a free one (SPEC lets it say so)', async () => {
    const owner = await signUp(ctx);
    // Counted, not timed: the hash is what takes the time, and a shared machine makes timings noise.
    const hashesFor = async (email: string, status: number) => {
      hashing.calls = 0;
      const response = await ctx.app.inject(post('/users', newPlayer({ email })));
      expect(response.statusCode, response.body).toBe(status);
      return hashing.calls;
    };
    const taken = await hashesFor(owner.email, 400);
    expect(taken).toBe(1);
    expect(await hashesFor(`free-${owner.email}`, 200)).toBe(taken);
  });

  it('a known address answers before its mail goes: a stalled mail server delays no answer', async () => {
    // The queue above holds every job until the test runs it: each answer here came first.
    const owner = await signUp(ctx);
    const answered = await observe(post('/auth/recovery', { email: owner.email }));
    expect(answered.response.statusCode).toBe(200);
    expect(answered.jobs).toHaveLength(1);
    expect(mailsTo(owner.email)).toEqual([]); // its sign-up mail was held too, and never run
    await runJobs(answered.work);
    expect((await smtp.waitForMail(owner.email)).subject).toMatch(/login link/i);
  });
});
