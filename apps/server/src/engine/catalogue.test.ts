import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, LevelList } from '@ricebowl/contract';
import { loadPacks } from '@ricebowl/content';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { seedCategories } from './categories/service.js';

describe.each(DIALECTS)('categories, levels and docs on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { METRICS: 'loopback' }); // /metrics is off unless enabled
  });
  afterAll(async () => ctx.close());

  it('lists the seeded categories with their group, icons and levels', async () => {
    const response = await ctx.app.inject({ url: '/api/engine/categories/?limit=50' });
    expect(response.statusCode).toBe(200);
    const body = response.json<CategoryList>();
    const names = body.data.map((c) => c.attributes.machine_name);
    expect(names).toEqual(expect.arrayContaining(['multiplication-table', 'basic-math-pre-algebra', 'world-capitals']));
    // In the categories screen's fixed group order: math comes before geography.
    expect(names.indexOf('multiplication-table')).toBeLessThan(names.indexOf('world-capitals'));
    const capitals = body.data.find((c) => c.attributes.machine_name === 'world-capitals')!;
    expect(capitals.attributes).toMatchObject({ category_group: 'geography', levels: 5 });
    expect(capitals.attributes.icon_urls.length).toBeGreaterThan(0);
    expect(body.meta.pagination).toEqual({ current_page: 1, total_pages: 1, total: names.length });
  });

  it('tells the language each category asks in, and brings older rows in line with their pack (issue 19)', async () => {
    const languages = async () => {
      const body = (await ctx.app.inject({ url: '/api/engine/categories/?limit=50' })).json<CategoryList>();
      return Object.fromEntries(body.data.map((c) => [c.attributes.machine_name, c.attributes.language]));
    };
    const before = await languages();
    expect(before).toMatchObject({
      'world-capitals': 'en',
      'multiplication-table': 'zxx',
      'basic-math-pre-algebra': 'zxx',
    });
    // A database seeded before packs declared a language holds the column's default: seeding again fixes it.
    await ctx.deps.db.kysely.updateTable('categories').set({ language: 'en' }).execute();
    expect((await languages())['multiplication-table']).toBe('en');
    expect(await seedCategories(ctx.deps.db.kysely, loadPacks())).toBe(0);
    expect(await languages()).toEqual(before);
  });

  it('pages the category list', async () => {
    const response = await ctx.app.inject({ url: '/api/engine/categories/?limit=1&current=2' });
    const body = response.json<CategoryList>();
    expect(body.data).toHaveLength(1);
    expect(body.meta.pagination.current_page).toBe(2);
  });

  it('rejects a bad limit with a JSON:API error', async () => {
    const response = await ctx.app.inject({ url: '/api/engine/categories/?limit=abc' });
    expect(response.statusCode).toBe(400);
  });

  it('lists the five levels', async () => {
    const response = await ctx.app.inject({ url: '/api/engine/levels' });
    const labels = response.json<LevelList>().data.map((l) => [l.attributes.levels, l.attributes.label]);
    expect(labels).toEqual([
      [1, 'Easiest'],
      [2, 'Easier'],
      [3, 'Normal'],
      [4, 'Harder'],
      [5, 'Hardest'],
    ]);
  });

  it('serves the OpenAPI document with the engine paths', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/engine/games',
        '/api/engine/games/{id}/answer',
        '/api/engine/gamestats/rice-totals',
      ]),
    );
  });

  it('receives and counts client error reports', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/client-errors',
      payload: { message: 'GET /levels answered 500', endpoint: 'GET /levels', status: 500, version: '1.27.0' },
    });
    expect(response.statusCode).toBe(200);
    const metrics = await ctx.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/ricebowl_client_errors_total 1/);
  });

  it('takes a bodiless request with a JSON content type as having no body', async () => {
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(signOut.statusCode).toBe(401); // no session: not a 400 for the empty body
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers unknown API paths with a JSON:API 404', async () => {
    const response = await ctx.app.inject({ url: '/api/engine/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('not_found');
  });
});
