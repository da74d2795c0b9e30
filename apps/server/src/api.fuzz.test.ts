import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, DIALECTS, type TestContext } from './test/harness.js';
import { signUp } from './test/accounts.js';
import { categoryId, createGroup, startGame } from './test/factories.js';
import { broken, pathSegment, queryString, rawBodies, type Schema } from './test/arbitraries.js';
import { createSession } from './platform/auth.js';
import type { ApiRoute } from './platform/routes.js';

/**
 * Property-based fuzzing of every API route the app registers (so a new route is fuzzed without
 * an edit here), from its own schemas: bodies with fields missing, wrong or added, hostile raw
 * bodies (invalid UTF-8, deep nesting, oversized), odd path segments and query strings, with and
 * without a valid token. Whatever comes in: never a 5xx, always JSON in the API's error shape, and
 * not one grain credited anywhere.
 */

// About a second per route on SQLite; FUZZ_RUNS=1000 for a deeper hunt.
const RUNS = { sqlite: 100, postgres: 25 } as const;
const runsFor = (dialect: keyof typeof RUNS) => Number(process.env.FUZZ_RUNS) || RUNS[dialect];

/** Every total the game keeps, and the ledger they come from. */
async function grainSnapshot(ctx: TestContext) {
  const db = ctx.deps.db.kysely;
  const one = async (query: string) =>
    Number((await sql<{ n: number | string | null }>`${sql.raw(query)}`.execute(db)).rows[0]?.n ?? 0);
  return {
    ledgerRows: await one('select count(*) as n from donations'),
    ledgerGrains: await one('select coalesce(sum(grains), 0) as n from donations'),
    dailyTotals: await one('select coalesce(sum(grains), 0) as n from daily_totals'),
    players: await one('select coalesce(sum(rice), 0) as n from players'),
    games: await one('select coalesce(sum(rice), 0) as n from games'),
    groups: await one('select coalesce(sum(rice), 0) as n from group_stats'),
    contributions: await one('select coalesce(sum(rice), 0) as n from group_contributions'),
    challenges: await one('select coalesce(sum(rice_raised), 0) as n from challenges'),
    challengeMembers: await one('select coalesce(sum(rice), 0) as n from challenge_members'),
  };
}

type Auth = 'none' | 'valid' | 'unknown' | 'malformed';

function expectSafeAnswer(route: ApiRoute, response: LightMyRequestResponse) {
  const where = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 300 && response.statusCode < 400) return; // a verification link's redirect
  expect(response.headers['content-type'], where).toMatch(/^application\/(vnd\.api\+)?json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (response.statusCode < 400) return;
  if (route.url.startsWith('/api/accounts/')) {
    expect(body, where).toMatchObject({ message: expect.any(String) as string, code: expect.any(String) as string });
  } else if (route.url.startsWith('/api/engine/')) {
    // One error object per problem (a validation failure lists each field).
    expect((body.errors as unknown[]).length, where).toBeGreaterThan(0);
    for (const item of body.errors as unknown[])
      expect(item, where).toMatchObject({ status: String(response.statusCode), code: expect.any(String) as string });
  } else {
    // Another API (the admin API): one of the two shapes.
    expect('errors' in body || 'message' in body, where).toBe(true);
  }
}

/** fc.assert, with the counterexample cut short: a 2 MB body would otherwise fill the report. */
async function assertCompactly<T>(property: fc.IAsyncProperty<T>, parameters: fc.Parameters<T>) {
  const details = await fc.check(property, parameters);
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}… (${value.length} chars)` : value,
  );
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`Counterexample (seed ${details.seed}): ${example?.slice(0, 2000)}\n${cause.slice(0, 2000)}`);
}

describe.each(DIALECTS)('fuzzing every API route (%s)', (dialect) => {
  let ctx: TestContext;
  let player: { uuid: string };
  let known: string[];

  beforeAll(async () => {
    // Limits high enough that the fuzzer reaches the handlers; their own tests trip them.
    ctx = await createTestApp(dialect, { RATE_LIMIT_SCALE: '1000', CAPTCHA: 'off' });
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    player = { uuid: me.session.uuid };
    const game = await startGame(ctx);
    const { uuid: groupId } = await createGroup(ctx, me, { name: 'Fuzz group' });
    known = [
      me.session.uuid,
      other.session.uuid,
      game.id,
      groupId,
      `${groupId}--${me.session.uuid}`,
      categoryId('multiplication-table'),
    ];
  }, 60_000);
  afterAll(() => ctx?.close());

  it('registers the routes it fuzzes', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(40);
  });

  it('never answers 5xx, always the API’s JSON error shape, and credits no grain', async () => {
    const before = await grainSnapshot(ctx);
    for (const route of ctx.app.apiRoutes) {
      const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
      const token = await createSession(ctx.deps.db.kysely, player.uuid, ctx.deps.now());
      const segmentNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const segments = fc.tuple(
        ...segmentNames.map((name) => pathSegment(schema.params?.properties?.[name] ?? { type: 'string' }, known)),
      );
      const body = fc.oneof(
        { weight: 3, arbitrary: broken(schema.body ?? { type: 'object' }).map((value) => ({ json: value })) },
        { weight: 2, arbitrary: rawBodies.map((raw) => ({ raw })) },
        { weight: 1, arbitrary: fc.constant({}) },
      );
      const auth = fc.constantFrom<Auth>('none', 'valid', 'valid', 'unknown', 'malformed');
      const userIdHeader = fc.option(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 80 })));

      await assertCompactly(
        fc.asyncProperty(
          segments,
          queryString(schema.querystring),
          body,
          auth,
          userIdHeader,
          async (values, query, payload, who, userId) => {
            let url = route.url;
            segmentNames.forEach((name, i) => (url = url.replace(`:${name}`, values[i] ?? '')));
            const headers: Record<string, string> = {};
            if (who === 'valid') headers.authorization = `Bearer ${token}`;
            if (who === 'unknown') headers.authorization = `Bearer ${'A'.repeat(43)}`;
            if (who === 'malformed') headers.authorization = 'Bearer \u00ff!';
            if (userId !== null) headers['user-id'] = userId.replace(/[^\x20-\x7e]/g, '?');
            const request: InjectOptions = {
              method: route.method,
              url: url + query,
              headers,
              remoteAddress: '10.9.9.9',
            };
            if ('json' in payload && payload.json !== undefined) {
              request.payload = JSON.stringify(payload.json);
              headers['content-type'] = 'application/json';
            } else if ('raw' in payload) {
              request.payload = payload.raw.body;
              headers['content-type'] = payload.raw.contentType;
            }
            expectSafeAnswer(route, await ctx.app.inject(request));
          },
        ),
        { numRuns: runsFor(dialect), endOnFailure: true },
      );
    }
    expect(await grainSnapshot(ctx)).toEqual(before);
  }, 300_000);
});
