import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import {
  categoryId,
  createChallenge,
  createGroup,
  startClaimableGame,
  startGame,
  playAnswers,
} from '../../test/factories.js';
import { describeLedgerReport, verifyLedger } from './verify-ledger.js';

describe.each(DIALECTS)('verify-ledger on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
  });
  afterAll(async () => ctx.close());

  const call = testClient(() => ctx);

  it('finds every total equal to the ledger after play by anonymous players, members and challengers', async () => {
    const challenge = await createChallenge(ctx, { title: 'Ledger week', goal: 10_000 });
    // An anonymous game joins the challenge, earns grains, and is brought into a new account,
    // which then joins the same challenge and a group: its answers count once for the challenge.
    const { data: anonymous, claim } = await startClaimableGame(ctx);
    expect(
      (await call('POST', `/api/engine/challenges/${challenge}/members`, { body: { game: anonymous.id } })).statusCode,
    ).toBe(200);
    const played = await playAnswers(ctx, anonymous, 3);
    const player = await signUp(ctx, { game: anonymous.id, claim });
    const token = player.session.token;
    expect(
      (await call('POST', `/api/engine/challenges/${challenge}/members`, { body: {}, as: token })).statusCode,
    ).toBe(200);
    await createGroup(ctx, token, { name: 'Ledger keepers' });
    await playAnswers(ctx, played, 4, token);
    await playAnswers(ctx, await startGame(ctx), 2);

    const report = await verifyLedger(ctx.deps.db.kysely);
    expect(report.differences).toEqual([]);
    expect(report.grains).toBe((3 + 4 + 2) * 10);
    expect(report.donations).toBe(9);
    const raised = await ctx.deps.db.kysely
      .selectFrom('challenges')
      .select('rice_raised')
      .where('id', '=', challenge)
      .executeTakeFirstOrThrow();
    expect(raised.rice_raised).toBe(70);
    expect(describeLedgerReport(report)).toContain('Every stored total equals the ledger.');
  });

  it('reports each deliberately corrupted total with its stored and recomputed figures', async () => {
    const player = await signUp(ctx);
    const game = await call('POST', '/api/engine/games', {
      body: { category: categoryId('multiplication-table'), level: 1 },
      as: player,
    });
    await playAnswers(ctx, game.json<GameDocument>().data, 2, player.session.token);
    const db = ctx.deps.db.kysely;
    await db
      .updateTable('players')
      .set({ rice: sql<number>`rice + 10` })
      .where('user_id', '=', player.session.uuid)
      .execute();
    await db
      .updateTable('daily_totals')
      .set({ grains: sql<number>`grains + 7` })
      .execute();
    await db
      .updateTable('challenges')
      .set({ rice_raised: sql<number>`rice_raised + 1` })
      .execute();
    await db
      .updateTable('challenge_members')
      .set({ rice: sql<number>`rice + 5` })
      .execute();
    const group = await db.selectFrom('group_stats').select('group_id').executeTakeFirstOrThrow();
    await db.updateTable('group_stats').set({ rice: 999 }).where('group_id', '=', group.group_id).execute();
    // A ledger row whose player has no stored total at all.
    await db
      .insertInto('donations')
      .values({
        question_id: 'forged-question',
        game_id: 'forged-game',
        user_id: 'nobody',
        category_id: 'c',
        sponsor_id: null,
        grains: 10,
        day: '2020-01-01',
        created_at: 0,
      })
      .execute();

    const { differences } = await verifyLedger(db);
    const totals = differences.map((d) => d.total);
    expect(differences).toContainEqual({ total: 'players', key: player.session.uuid, stored: 30, ledger: 20 });
    expect(differences).toContainEqual({ total: 'players', key: 'nobody', stored: 0, ledger: 10 });
    expect(differences).toContainEqual({ total: 'days', key: '2020-01-01', stored: 0, ledger: 10 });
    expect(differences).toContainEqual(expect.objectContaining({ total: 'groups', key: group.group_id, stored: 999 }));
    expect(totals).toContain('challenges');
    expect(totals).toContain('challenge participants');
    expect(totals.filter((t) => t === 'days').length).toBeGreaterThanOrEqual(2);
    expect(describeLedgerReport(await verifyLedger(db))).toMatch(/totals differ from the ledger/);
  });
});
