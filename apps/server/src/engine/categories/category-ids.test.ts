import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { CategoryList, GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { createChallenge, createGroup, playAnswers } from '../../test/factories.js';
import { verifyLedger } from '../donations/verify-ledger.js';
import { moveCategory, up, type Tables } from '../../platform/database/migrations/0007-compat-category-uuids.js';
import { loadPacks } from '@ricebowl/content';
import { seedCategories } from './repository.js';
import { CATEGORY_ID_NAMESPACE, FREERICE_CATEGORY_IDS, categoryIdFor } from './ids.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** How ids were made before issue 21: 24 hex characters of a hash of the machine name. */
const legacyId = (machineName: string) =>
  createHash('sha256').update(`category:${machineName}`).digest('hex').slice(0, 24);

describe('category ids', () => {
  it('are the real Freerice ids where known, else a version-5 UUID of the machine name', () => {
    expect(categoryIdFor('multiplication-table')).toBe('66f2a9aa-bac2-5919-997d-2d17825c1837');
    expect(categoryIdFor('english-vocabulary')).toBe('3ea0b71b-8486-5914-a2db-a4994c02adb6');
    expect(categoryIdFor('chemical-symbols')).toBe('b4c85d38-2535-5aba-8e7e-17533fa298b5');
    const derived = categoryIdFor('world-capitals');
    expect(derived).toMatch(UUID);
    expect(derived[14]).toBe('5');
    expect(categoryIdFor('world-capitals')).toBe(derived);
    expect(categoryIdFor('our-school')).not.toBe(derived);
    expect(CATEGORY_ID_NAMESPACE).toMatch(UUID);
  });
});

describe.each(DIALECTS)('category ids on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
  });
  afterAll(async () => ctx.close());

  const call = testClient(() => ctx);

  async function newGame(category: string, token?: string) {
    const response = await call('POST', '/api/engine/games', { body: { category, level: 1 }, as: token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GameDocument>().data;
  }

  it('lists every category under a UUID and plays the Freerice subjects by their real ids, aliases included', async () => {
    const list = (await call('GET', '/api/engine/categories/?limit=100')).json<CategoryList>();
    expect(list.data.length).toBeGreaterThan(3);
    for (const c of list.data) expect(c.id).toBe(categoryIdFor(c.attributes.machine_name));
    for (const c of list.data) expect(c.id).toMatch(UUID);
    for (const [machineName, ids] of Object.entries(FREERICE_CATEGORY_IDS)) {
      for (const id of ids) {
        const game = await newGame(id);
        // An alias plays its subject, which the game names by the id it is listed under.
        expect(game.attributes.category).toBe(ids[0]);
        expect(list.data.find((c) => c.id === ids[0])?.attributes.machine_name).toBe(machineName);
      }
    }
    expect(
      (await call('POST', '/api/engine/games', { body: { category: legacyId('world-capitals'), level: 1 } })).json(),
    ).toEqual(expect.objectContaining({ errors: [expect.objectContaining({ code: 'category_not_found' })] }));
  });

  it('gives an imported subject (content:import adds a pack) a version-5 UUID when it is seeded', async () => {
    const [template] = loadPacks();
    const imported = {
      ...template!,
      category: { ...template!.category, machine_name: 'our-school', label: 'Our School' },
    };
    expect(await seedCategories(ctx.deps.db.kysely, [imported])).toBe(1);
    const row = await ctx.deps.db.kysely
      .selectFrom('categories')
      .select('id')
      .where('machine_name', '=', 'our-school')
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(categoryIdFor('our-school'));
    expect(row.id).toMatch(UUID);
    expect(row.id[14]).toBe('5');
  });

  it('moves every game, ledger row and statistic of an old database to the new ids, totals unchanged', async () => {
    const full = ctx.deps.db.kysely;
    const db = full as unknown as Kysely<Tables>;
    const challenge = await createChallenge(ctx, { title: 'Moving week', goal: 10_000 });
    const player = await signUp(ctx);
    const token = player.session.token;
    expect(
      (await call('POST', `/api/engine/challenges/${challenge}/members`, { body: {}, as: token })).statusCode,
    ).toBe(200);
    await createGroup(ctx, token, { name: 'Movers' });
    await playAnswers(ctx, await newGame(categoryIdFor('multiplication-table'), token), 3, token);
    await playAnswers(ctx, await newGame(categoryIdFor('world-capitals'), token), 2, token);
    await playAnswers(ctx, await newGame(categoryIdFor('chemical-symbols')), 1);

    // Turn the database into one from before the change: every category back under its old id.
    for (const row of await db.selectFrom('categories').selectAll().execute())
      await moveCategory(db, row, legacyId(row.machine_name));
    const snapshot = async () => ({
      categories: await full.selectFrom('categories').selectAll().orderBy('machine_name').execute(),
      games: await full.selectFrom('games').selectAll().orderBy('id').execute(),
      donations: await full.selectFrom('donations').selectAll().orderBy('game_id').orderBy('question_id').execute(),
      stats: await full
        .selectFrom('user_category_stats')
        .selectAll()
        .orderBy('user_id')
        .orderBy('category_id')
        .execute(),
    });
    const before = await snapshot();
    expect(before.categories.every((c) => /^[0-9a-f]{24}$/.test(c.id))).toBe(true);
    const ledgerBefore = await verifyLedger(ctx.deps.db.kysely);
    expect(ledgerBefore.differences).toEqual([]);

    await up(db as unknown as Kysely<unknown>);

    const after = await snapshot();
    const renamed = new Map(before.categories.map((c) => [c.id, categoryIdFor(c.machine_name)]));
    const moved = <T extends { category_id: string }>(rows: T[]) =>
      rows.map((r) => ({ ...r, category_id: renamed.get(r.category_id) }));
    expect(after.categories).toEqual(before.categories.map((c) => ({ ...c, id: renamed.get(c.id) })));
    expect(after.games).toEqual(moved(before.games));
    expect(after.donations).toEqual(moved(before.donations));
    expect(after.stats.length).toBe(before.stats.length);
    expect(after.stats).toEqual(expect.arrayContaining(moved(before.stats)));
    expect(before.donations.length).toBe(3 + 2 + 1);
    const ledgerAfter = await verifyLedger(ctx.deps.db.kysely);
    expect(ledgerAfter.differences).toEqual([]);
    expect(ledgerAfter.grains).toBe(ledgerBefore.grains);
    expect(ledgerAfter.donations).toBe(ledgerBefore.donations);

    // A second run changes nothing, and the migrated games play on.
    await up(db as unknown as Kysely<unknown>);
    expect(await snapshot()).toEqual(after);
    const mine = before.games.find((g) => g.user_id === player.session.uuid)!;
    const game = (await call('GET', `/api/engine/games/${mine.id}`, { as: token })).json<GameDocument>().data;
    expect(game.attributes.category).toBe(renamed.get(mine.category_id));
    await playAnswers(ctx, game, 1, token);
    expect((await verifyLedger(ctx.deps.db.kysely)).differences).toEqual([]);
  });
});
