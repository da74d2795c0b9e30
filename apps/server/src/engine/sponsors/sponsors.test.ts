import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument, ReportDocument } from '@ricebowl/contract';
import { GRAINS_PER_CORRECT_ANSWER, REPORT_CSV_COLUMNS } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { testClient, type Method } from '../../test/client.js';
import { categoryId, correctOptionOf, createAdmin, createSponsor, wrongOptionOf } from '../../test/factories.js';
import { migrateToLatest, openDatabase } from '../../platform/database/index.js';
import { verifyLedger } from '../donations/verify-ledger.js';
import { pickByWeight } from './picker.js';

const DAY = 86_400_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const mainTs = path.resolve(here, '../../main.ts');

/** A small seeded generator (mulberry32), so the statistical test is repeatable. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('sponsor weighting', () => {
  it('picks a 3:1 pair about 3:1 and never a sponsor of no weight', () => {
    const random = seeded(42);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 40_000; i++)
      counts[
        pickByWeight(
          [
            { id: 'a', weight: 3 },
            { id: 'b', weight: 1 },
          ],
          random(),
        ) as 'a' | 'b'
      ]++;
    expect(counts.a / counts.b).toBeGreaterThan(2.85);
    expect(counts.a / counts.b).toBeLessThan(3.15);
    expect(pickByWeight([], 0.5)).toBeNull();
    expect(pickByWeight([{ id: 'only', weight: 1000 }], 0.999_999)).toBe('only');
  });
});

describe.each(DIALECTS)('sponsors, the ledger and reports on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  const realNow = Date.now;

  beforeAll(async () => {
    // Thousands of answers in seconds: the rate limits are not what this file tests.
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', RATE_LIMIT_SCALE: '1000' });
    token = (await createAdmin(ctx)).session.token;
  });
  afterAll(async () => ctx.close());

  const call = testClient(() => ctx);
  const asAdmin = (method: Method, url: string, body?: object) => call(method, url, { body, as: token });
  const newSponsor = async (name: string, weight: number, budget: number | null) =>
    (await createSponsor(ctx, token, { name, weight, budget_grains: budget })).id;
  const setActive = (id: string, name: string, weight: number, budget: number | null, active: boolean) =>
    asAdmin('PUT', `/api/admin/sponsors/${id}`, { name, weight, budget_grains: budget, active });
  const deactivateAll = async () => {
    const rows = await ctx.deps.db.kysely.selectFrom('sponsors').selectAll().execute();
    for (const s of rows) await setActive(s.id, s.name, Number(s.weight), s.budget_grains, false);
  };

  async function startGame(machineName = 'multiplication-table') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      payload: { category: categoryId(machineName), level: 1 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<GameDocument>().data;
  }

  async function answer(game: GameDocument['data'], correct: boolean) {
    const option = correct ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/engine/games/${game.id}/answer`,
      payload: { question: game.attributes.question_id, answer: option },
    });
    expect(response.statusCode).toBe(200);
    return response.json<GameDocument>().data;
  }

  it('names the picked sponsor in the game, charges it per correct answer and stops at the budget', async () => {
    await deactivateAll();
    let game = await startGame();
    expect(game.attributes.sponsor_id).toBeNull();

    const sponsor = await newSponsor('Budget Rice', 1, 55);
    game = await startGame(); // this process's picker was refreshed by the admin change
    expect(game.attributes.sponsor_id).toBe(sponsor);
    for (let i = 0; i < 12; i++) game = await answer(game, true);

    const row = await ctx.deps.db.kysely
      .selectFrom('sponsors')
      .selectAll()
      .where('id', '=', sponsor)
      .executeTakeFirstOrThrow();
    // 55 grains pay for five answers and a sixth that starts below the budget: never more than one answer over.
    expect(Number(row.spent_grains)).toBe(60);
    expect(Number(row.spent_grains)).toBeLessThan(55 + GRAINS_PER_CORRECT_ANSWER);
    const ledger = await ctx.deps.db.kysely
      .selectFrom('donations')
      .selectAll()
      .where('game_id', '=', game.id)
      .execute();
    expect(ledger).toHaveLength(12);
    expect(ledger.filter((d) => d.sponsor_id === sponsor)).toHaveLength(6);
    expect(ledger.filter((d) => d.sponsor_id === null)).toHaveLength(6);

    // Once the cached list is read again, the spent sponsor is not picked any more.
    ctx.deps.now = () => realNow() + 60_000;
    game = await answer(game, false);
    expect(game.attributes.sponsor_id).toBeNull();
    ctx.deps.now = realNow;
    expect((await verifyLedger(ctx.deps.db.kysely)).differences).toEqual([]);
    await deactivateAll();
  });

  it('issues questions to sponsors about as often as their weights say', async () => {
    const heavy = await newSponsor('Heavy', 3, null);
    const light = await newSponsor('Light', 1, null);
    const counts = new Map<string | null, number>();
    let game = await startGame();
    for (let i = 0; i < 400; i++) {
      game = await answer(game, false);
      counts.set(game.attributes.sponsor_id, (counts.get(game.attributes.sponsor_id) ?? 0) + 1);
    }
    expect(counts.get(null)).toBeUndefined();
    // 400 draws at p = 3/4: the heavy sponsor's share is 300 ± 8.7 (1 sd); allow about 4 sd.
    expect(counts.get(heavy)!).toBeGreaterThan(265);
    expect(counts.get(heavy)!).toBeLessThan(335);
    expect(counts.get(heavy)! + counts.get(light)!).toBe(400);
    await deactivateAll();
  });

  it('reports per sponsor, category, day and challenge exactly as the ledger has it, after thousands of answers', async () => {
    const ids = [
      await newSponsor('=HYPERLINK("http://evil")', 2, null),
      await newSponsor('Plain "Quoted" Co', 1, 3000),
    ];
    const base = Date.UTC(2031, 2, 10, 12);
    const challenge = await asAdmin('POST', '/api/admin/challenges', {
      title: 'Report week',
      description: 'Counted twice: ledger and report.',
      image: '',
      public: true,
      anonymous_play: true,
      datetime_start: Math.floor((base - DAY) / 1000),
      datetime_end: Math.floor((base + 10 * DAY) / 1000),
      rice_goal: 100_000,
      milestones: [],
    });
    const challengeId = challenge.json<{ data: { id: string } }>().data.id;

    const categories = ['multiplication-table', 'world-capitals', 'multiplication-table'];
    let answers = 0;
    for (let day = 0; day < 3; day++) {
      ctx.deps.now = () => base + day * DAY;
      for (let g = 0; g < 6; g++) {
        let game = await startGame(categories[g % categories.length]);
        if (g % 2 === 0) {
          const joined = await ctx.app.inject({
            method: 'POST',
            url: `/api/engine/challenges/${challengeId}/members`,
            payload: { game: game.id },
          });
          expect(joined.statusCode).toBe(200);
        }
        for (let i = 0; i < 120; i++) {
          game = await answer(game, i % 5 !== 4);
          answers++;
        }
      }
    }
    ctx.deps.now = realNow;
    expect(answers).toBeGreaterThanOrEqual(2000);

    const db = ctx.deps.db.kysely;
    const from = '2031-03-10';
    const to = '2031-03-12';
    const report = (await asAdmin('GET', `/api/admin/reports?from=${from}&to=${to}`)).json<ReportDocument>().data
      .attributes;
    const ledger = await db
      .selectFrom('donations')
      .selectAll()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    const sum = (rows: { grains: number }[]) => rows.reduce((s, r) => s + Number(r.grains), 0);
    expect(report.total).toEqual({ grains: sum(ledger), answers: ledger.length });
    expect(report.total.answers).toBe(3 * 6 * 96);
    for (const breakdown of [report.by_sponsor, report.by_category, report.by_day])
      expect(sum(breakdown)).toBe(report.total.grains);
    for (const row of report.by_sponsor)
      expect(row.grains).toBe(sum(ledger.filter((d) => d.sponsor_id === row.sponsor_id)));
    // The budgeted sponsor ran out part way: its later answers are unsponsored.
    expect(report.by_sponsor.map((r) => r.sponsor_id ?? 'none').sort()).toEqual([...ids, 'none'].sort());
    for (const row of report.by_category)
      expect(row.grains).toBe(sum(ledger.filter((d) => d.category_id === row.category_id)));
    expect(report.by_day.map((r) => r.day)).toEqual(['2031-03-10', '2031-03-11', '2031-03-12']);
    const raised = await db
      .selectFrom('challenges')
      .select('rice_raised')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(report.by_challenge).toEqual([
      { challenge_id: challengeId, title: 'Report week', grains: Number(raised.rice_raised), answers: 3 * 3 * 96 },
    ]);
    const spent = await db.selectFrom('sponsors').select(['id', 'spent_grains']).where('id', 'in', ids).execute();
    for (const s of spent)
      expect(report.by_sponsor.find((r) => r.sponsor_id === s.id)!.grains).toBe(Number(s.spent_grains));
    expect((await verifyLedger(db)).differences).toEqual([]);

    // The CSV: an attachment, every field quoted, formulas defused, the same figures.
    const csv = await asAdmin('GET', `/api/admin/reports.csv?from=${from}&to=${to}&by=sponsor`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="ricebowl-sponsor-${from}-${to}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.sponsor.map((c) => `"${c}"`).join(','));
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).toContain(`"Plain ""Quoted"" Co"`);
    expect(lines).toHaveLength(1 + report.by_sponsor.length);
    const days = await asAdmin('GET', `/api/admin/reports.csv?from=${from}&to=${to}&by=day`);
    const dayGrains = days.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[1]!.replaceAll('"', '')));
    expect(dayGrains.reduce((a, b) => a + b, 0)).toBe(report.total.grains);

    expect((await asAdmin('GET', `/api/admin/reports?from=${to}&to=${from}`)).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/reports?from=2031-02-30&to=2031-03-01')).statusCode).toBe(400);
    expect((await asAdmin('GET', `/api/admin/reports.csv?from=${from}&to=${to}&by=planet`)).statusCode).toBe(400);
  }, 120_000);

  it('verify-ledger finds a sponsor charged more than the ledger says', async () => {
    const db = ctx.deps.db.kysely;
    const charged = await db
      .selectFrom('sponsors')
      .select(['id', 'spent_grains'])
      .where('spent_grains', '>', 0)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sponsors')
      .set({ spent_grains: Number(charged.spent_grains) + 10 })
      .where('id', '=', charged.id)
      .execute();
    const report = await verifyLedger(db);
    expect(report.checked).toContain('sponsors');
    expect(report.differences).toEqual([
      {
        total: 'sponsors',
        key: charged.id,
        stored: Number(charged.spent_grains) + 10,
        ledger: Number(charged.spent_grains),
      },
    ]);
    await db.updateTable('sponsors').set({ spent_grains: charged.spent_grains }).where('id', '=', charged.id).execute();
  });
});

describe('grant-admin and revoke-admin on the command line', () => {
  it('grants and revokes the role, and exits 2 for an unknown user', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-cli-'));
    try {
      const db = openDatabase(`sqlite:${path.join(dir, 'ricebowl.sqlite')}`);
      await migrateToLatest(db);
      await db.kysely
        .insertInto('users')
        .values({
          id: 'u1',
          username: 'Rice Keeper',
          username_key: 'rice keeper',
          email: 'keeper@example.org',
          email_key: 'keeper@example.org',
          password_hash: 'x',
          avatar: '',
          birthdate: '2000-01-01',
          verified_at: 1,
          verify_by: null,
          role: 'player',
          disabled: 0,
          language: 'en',
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await db.close();
      // The command opens DATA_DIR/ricebowl.sqlite: no DATABASE_URL from the environment.
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dir, LOG_LEVEL: 'silent' };
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', mainTs, ...args], { env, encoding: 'utf8', timeout: 60_000 });

      const granted = run('grant-admin', 'rice keeper');
      expect(granted.status, granted.stderr).toBe(0);
      expect(granted.stdout).toContain('rice keeper is an admin now.');
      const unknown = run('grant-admin', 'nobody-here');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('No user named "nobody-here".');
      const revoked = run('revoke-admin', 'Rice Keeper');
      expect(revoked.status).toBe(0);

      const check = openDatabase(`sqlite:${path.join(dir, 'ricebowl.sqlite')}`);
      const user = await check.kysely
        .selectFrom('users')
        .select('role')
        .where('id', '=', 'u1')
        .executeTakeFirstOrThrow();
      const log = await check.kysely.selectFrom('audit_log').select('action').orderBy('seq').execute();
      await check.close();
      expect(user.role).toBe('player');
      expect(log.map((l) => l.action)).toEqual(['user.grant_admin', 'user.revoke_admin']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
