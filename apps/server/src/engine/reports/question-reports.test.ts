import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReportedQuestionDocument,
  AdminReportedQuestionList,
  GameDocument,
  Question,
  QuestionReportDocument,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, scratchDatabaseFor, type TestContext } from '../../test/harness.js';
import { anyAddress, bearer, signUp } from '../../test/accounts.js';
import { categoryId, createAdmin, startGame } from '../../test/factories.js';
import { buildApp } from '../../app.js';
import { assembleDeps } from '../../deps.js';
import { loadConfig } from '../../platform/config.js';
import { migrateToLatest, openDatabase } from '../../platform/database/index.js';
import type { App, Deps } from '../../platform/http.js';
import { QuestionBank } from '../questions/question-bank.js';
import { seedCategories } from '../categories/service.js';

const CATEGORY = 'multiplication-table';
const refOf = (question: Question | null | undefined) => question?.metadata.question_ref as string;

describe.each(DIALECTS)('question reports on %s', (dialect) => {
  let ctx: TestContext;
  let admin: { token: string; id: string };
  let player: { token: string; id: string };

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    const a = await createAdmin(ctx);
    const p = await signUp(ctx);
    admin = { token: a.session.token, id: a.session.uuid };
    player = { token: p.session.token, id: p.session.uuid };
  });
  afterAll(async () => ctx.close());

  const report = (payload: object, token?: string, remoteAddress = anyAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/engine/question-reports',
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress,
    });
  const asAdmin = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token = admin.token) =>
    ctx.app.inject({ method, url, headers: bearer(token), remoteAddress: anyAddress() });
  const listed = async () =>
    (await asAdmin('GET', '/api/admin/question-reports')).json<AdminReportedQuestionList>().data;
  const auditActions = async () =>
    (await ctx.deps.db.kysely.selectFrom('audit_log').select('action').orderBy('seq').execute()).map((r) => r.action);

  it('names each issued question by its pack item, the same on every issue and blind to the answer', async () => {
    const game = await startGame(ctx, CATEGORY, 1);
    const question = game.attributes.question!;
    const ref = refOf(question);
    expect(ref).toMatch(/^multiplication-table\/[A-Za-z0-9_-]{22}$/);
    const entry = ctx.deps.bank.find(ref)!;
    expect(entry.item.text).toBe(question.text);
    expect(entry.levels).toContain(1);
    // The key comes from the sorted options: it cannot tell which option is the right one.
    const swapped = {
      ...entry.item,
      answer: entry.item.distractors[0]!,
      distractors: [entry.item.answer, ...entry.item.distractors.slice(1)],
    };
    expect(ctx.deps.bank.keyOf(swapped)).toBe(entry.key);
  });

  it('takes a report from an anonymous player and from a signed-in one, by the question reference', async () => {
    const question = (await startGame(ctx, CATEGORY, 1)).attributes.question!;
    const anonymous = await report({ question_ref: refOf(question), reason: 'wrong_answer', note: '  7 x 8 is 56  ' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<QuestionReportDocument>().data.attributes).toMatchObject({
      question_ref: refOf(question),
      reason: 'wrong_answer',
    });
    const signedIn = await report({ question_ref: refOf(question), reason: 'unclear' }, player.token);
    expect(signedIn.statusCode).toBe(200);

    const [key] = refOf(question).split('/').slice(1);
    const rows = await ctx.deps.db.kysely
      .selectFrom('question_reports')
      .select(['category', 'question_key', 'question_text', 'reason', 'note', 'user_id'])
      .where('question_key', '=', key!)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      {
        category: CATEGORY,
        question_key: key,
        question_text: question.text,
        reason: 'wrong_answer',
        note: '7 x 8 is 56',
        user_id: null,
      },
      {
        category: CATEGORY,
        question_key: key,
        question_text: question.text,
        reason: 'unclear',
        note: '',
        user_id: player.id,
      },
    ]);
  });

  it('answers 400 in the engine error shape for bad input and 404 for a question no pack holds', async () => {
    const ref = refOf((await startGame(ctx, CATEGORY, 1)).attributes.question);
    const bad: object[] = [
      {},
      { question_ref: ref },
      { question_ref: ref, reason: 'boring' },
      { question_ref: ref, reason: 'other', note: 'x'.repeat(501) },
      { question_ref: ref, reason: 'other', extra: true },
      { question_ref: 'not a reference', reason: 'other' },
      { question_ref: ref, reason: 'other', note: { text: 'x' } },
    ];
    for (const payload of bad) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // One error object per field at fault (issue 21), each a validation failure.
      for (const item of response.json<{ errors: unknown[] }>().errors)
        expect(item).toMatchObject({ status: '400', code: 'validation_failed' });
    }
    const unknown = await report({ question_ref: `${CATEGORY}/AAAAAAAAAAAAAAAAAAAAAA`, reason: 'other' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ code: 'question_not_found' }] });
    expect((await report({ question_ref: ref, reason: 'other' }, 'not-a-real-token-but-long-enough')).statusCode).toBe(
      401,
    );
  });

  it('lists reports to admins only, grouped by question with counts, options and notes', async () => {
    for (const token of [undefined, player.token]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/question-reports',
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode).toBe(token ? 403 : 401);
    }
    const question = (await startGame(ctx, 'world-capitals', 2)).attributes.question!;
    const ref = refOf(question);
    await report({ question_ref: ref, reason: 'offensive', note: 'not for children' });
    await report({ question_ref: ref, reason: 'offensive' });
    await report({ question_ref: ref, reason: 'other', note: 'typo' }, player.token);

    const item = (await listed()).find((q) => q.id === ref)!;
    const entry = ctx.deps.bank.find(ref)!;
    expect(item.attributes).toMatchObject({
      category: 'world-capitals',
      category_label: 'World Capitals',
      text: question.text,
      in_packs: true,
      disabled: false,
      counts: { wrong_answer: 0, unclear: 0, offensive: 2, other: 1 },
      total: 3,
    });
    expect(item.attributes.options).toEqual([
      { text: entry.item.answer, correct: true },
      ...entry.item.distractors.map((text) => ({ text, correct: false })),
    ]);
    // The card showed four of the item's options, every one of them among the listed ones.
    for (const option of question.options) expect(item.attributes.options.map((o) => o.text)).toContain(option.text);
    expect(item.attributes.notes.map((n) => n.note).sort()).toEqual(['not for children', 'typo']);
  });

  it('dismisses the reports of a question, with an audit entry', async () => {
    const ref = refOf((await startGame(ctx, 'world-capitals', 3)).attributes.question);
    await report({ question_ref: ref, reason: 'unclear' });
    const dismissed = await asAdmin('POST', `/api/admin/question-reports/${ref}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<AdminReportedQuestionDocument>().data.attributes).toMatchObject({
      total: 0,
      disabled: false,
    });
    expect((await listed()).map((q) => q.id)).not.toContain(ref);
    expect((await auditActions()).at(-1)).toBe('question_reports.dismiss');
    expect((await asAdmin('POST', `/api/admin/question-reports/${ref}/dismiss`, player.token)).statusCode).toBe(403);
  });

  it('stops issuing a disabled question at once in this process, and issues it again once enabled', async () => {
    const game = await startGame(ctx, CATEGORY, 1);
    const pool = ctx.deps.packs.find((p) => p.category.machine_name === CATEGORY)!.levels['1']!;
    const target = pool[3]!;
    const ref = `${CATEGORY}/${ctx.deps.bank.keyOf(target)}`;
    // Every question of the level seen but the target: the next one issued must be the target…
    const onlyTargetLeft = async () => {
      const bitmap = new Uint8Array(Math.ceil(pool.length / 8)).fill(255);
      pool.forEach((item, index) => {
        if (ctx.deps.bank.keyOf(item) === ctx.deps.bank.keyOf(target)) bitmap[index >> 3]! &= ~(1 << (index & 7));
      });
      await ctx.deps.db.kysely
        .updateTable('games')
        .set({ seen: JSON.stringify({ [`${CATEGORY}:1`]: Buffer.from(bitmap).toString('base64url') }) })
        .where('id', '=', game.id)
        .execute();
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/category`,
        payload: { category: categoryId(CATEGORY), level: 1 },
      });
      return response.json<GameDocument>().data.attributes.question!;
    };
    expect(refOf(await onlyTargetLeft())).toBe(ref);

    const disabled = await asAdmin('PUT', `/api/admin/disabled-questions/${ref}`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminReportedQuestionDocument>().data.attributes.disabled).toBe(true);
    expect((await auditActions()).at(-1)).toBe('question.disable');
    // …unless it is disabled: then the level starts over without it.
    for (let i = 0; i < 5; i++) expect(refOf(await onlyTargetLeft())).not.toBe(ref);
    expect((await listed()).find((q) => q.id === ref)?.attributes.disabled).toBe(true);
    // Disabling twice changes nothing and writes no second audit entry.
    const before = (await auditActions()).length;
    expect((await asAdmin('PUT', `/api/admin/disabled-questions/${ref}`)).statusCode).toBe(200);
    expect((await auditActions()).length).toBe(before);

    const enabled = await asAdmin('DELETE', `/api/admin/disabled-questions/${ref}`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<AdminReportedQuestionDocument>().data.attributes.disabled).toBe(false);
    expect((await auditActions()).at(-1)).toBe('question.enable');
    expect(refOf(await onlyTargetLeft())).toBe(ref);

    expect((await asAdmin('PUT', `/api/admin/disabled-questions/${CATEGORY}/AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(
      404,
    );
    expect((await asAdmin('PUT', `/api/admin/disabled-questions/${ref}`, player.token)).statusCode).toBe(403);
    expect((await asAdmin('DELETE', `/api/admin/disabled-questions/${ref}`, player.token)).statusCode).toBe(403);
  });
});

describe.each(DIALECTS)('question report limits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // 60 per address and 10 per account in 10 minutes, scaled to 6 and 1.
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', RATE_LIMIT_SCALE: '0.1' });
  });
  afterAll(async () => ctx.close());

  it('limits reports per client address and per account', async () => {
    const ref = refOf((await startGame(ctx, CATEGORY, 1)).attributes.question);
    const send = (remoteAddress: string, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/engine/question-reports',
        payload: { question_ref: ref, reason: 'other' },
        headers: token ? bearer(token) : {},
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send('192.0.2.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const limited = await send('192.0.2.7');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ errors: [{ status: '429', code: 'rate_limited' }] });

    const { session } = await signUp(ctx);
    expect((await send(anyAddress(), session.token)).statusCode).toBe(200);
    expect((await send(anyAddress(), session.token)).statusCode).toBe(429);
  });
});

describe.each(DIALECTS)('disabled questions across processes on %s', (dialect) => {
  const REFRESH_MS = 300;
  let apps: { app: App; deps: Deps }[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-reports-'));
    const { url, drop } = await scratchDatabaseFor(dialect, `sqlite:${path.join(dataDir, 'shared.sqlite')}`);
    const config = loadConfig({
      PUBLIC_URL: 'http://ricebowl.test',
      SERVICES: 'accounts,engine',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SECRET_KEY: randomBytes(32).toString('hex'),
      CAPTCHA: 'off',
    });
    const first = openDatabase(url);
    await migrateToLatest(first);
    const { loadPacks } = await import('@ricebowl/content');
    const packs = loadPacks();
    await seedCategories(first.kysely, packs);
    const bank = new QuestionBank(packs);
    for (const db of [first, openDatabase(url)]) {
      const deps = assembleDeps(config, db, {
        packs,
        bank,
        mailLog: { info() {} },
        disabledQuestionsRefreshMs: REFRESH_MS,
      });
      const app = await buildApp(deps, { logger: false });
      await app.ready();
      apps.push({ app, deps });
    }
    cleanup = async () => {
      for (const { app, deps } of apps) {
        await app.close();
        await deps.leaderboards.settled();
        deps.mailer.close();
        await deps.db.close();
      }
      apps = [];
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup());

  it('a question disabled through one process stops being issued by the other within its refresh interval', async () => {
    const [one, two] = apps as [{ app: App; deps: Deps }, { app: App; deps: Deps }];
    const { session: adminSession } = await createAdmin(one);

    const pool = two.deps.packs.find((p) => p.category.machine_name === CATEGORY)!.levels['1']!;
    const target = pool[5]!;
    const key = two.deps.bank.keyOf(target);
    /** What process two issues when the target is the only question of the level not yet seen. */
    const issuedByTwo = async () => {
      const seen = new Uint8Array(Math.ceil(pool.length / 8)).fill(255);
      pool.forEach((item, index) => {
        if (two.deps.bank.keyOf(item) === key) seen[index >> 3]! &= ~(1 << (index & 7));
      });
      const { issued } = two.deps.bank.issue(CATEGORY, 1, {
        [`${CATEGORY}:1`]: Buffer.from(seen).toString('base64url'),
      });
      return refOf(issued.question);
    };
    expect(await issuedByTwo()).toBe(`${CATEGORY}/${key}`);

    const disabled = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/disabled-questions/${CATEGORY}/${key}`,
      headers: bearer(adminSession.token),
    });
    expect(disabled.statusCode).toBe(200);

    // Process two has not been told; it reads the table again within its refresh interval.
    await expect
      .poll(() => two.deps.disabledQuestions.keysOf(CATEGORY)?.has(key), { timeout: REFRESH_MS * 3, interval: 20 })
      .toBe(true);
    for (let i = 0; i < 5; i++) expect(await issuedByTwo()).not.toBe(`${CATEGORY}/${key}`);
  });
});
