import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCreditsDocument, CreditsList } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { categoryId } from '../../test/factories.js';
import { creditsOf } from './pack-credits.js';

describe.each(DIALECTS)('credits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx.close());

  it("serves a category's sources and licences from its pack", async () => {
    const response = await ctx.app.inject({ url: `/api/engine/categories/${categoryId('world-capitals')}/credits` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<CategoryCreditsDocument>();
    const pack = ctx.deps.packs.find((p) => p.category.machine_name === 'world-capitals')!;
    expect(data).toEqual({
      id: categoryId('world-capitals'),
      type: 'credits',
      attributes: creditsOf(pack, 'World Capitals'),
    });
    // World Capitals is derived from world-countries (ODbL), whose notice the licence asks for.
    expect(data.attributes.licence).toEqual({
      name: 'ODbL 1.0',
      url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    });
    expect(data.attributes.sources).toContainEqual(
      expect.objectContaining({
        source: 'world-countries',
        url: 'https://github.com/mledoze/countries',
        licence: 'ODbL 1.0',
        licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      }),
    );
  });

  it('lists the credits of every enabled category, and of no disabled one', async () => {
    await ctx.deps.db.kysely
      .updateTable('categories')
      .set({ enabled: 0 })
      .where('machine_name', '=', 'kanji')
      .execute();
    const { data } = (await ctx.app.inject({ url: '/api/engine/credits' })).json<CreditsList>();
    const names = data.map((c) => c.attributes.machine_name);
    expect(names).toContain('world-capitals');
    expect(names).not.toContain('kanji');
    expect(names.length).toBe(ctx.deps.packs.length - 1);
    // Every subject names at least one source with a licence.
    for (const { attributes } of data) expect(attributes.sources.length, attributes.machine_name).toBeGreaterThan(0);
    const missing = await ctx.app.inject({ url: `/api/engine/categories/${categoryId('kanji')}/credits` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ code: 'category_not_found' }] });
  });
});
