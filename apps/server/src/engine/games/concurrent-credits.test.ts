import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createChallenge, createGroup } from '../../test/factories.js';
import { verifyLedger } from '../donations/verify-ledger.js';

type Player = Awaited<ReturnType<typeof signUp>>;

const MEMBERS = 12;
const ROUNDS = 25;

// Members of the same groups and challenges answering at the same moment update the same shared
// total rows in one transaction each. On PostgreSQL, two transactions that lock those rows in
// different orders deadlock, and one answer fails with a 500 (the crash-safety e2e test found it).
describe.each(DIALECTS)('concurrent correct answers by members of the same groups and challenges on %s', (dialect) => {
  let ctx: TestContext;
  const members: Player[] = [];
  const call = testClient(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    const challenges: string[] = [];
    for (const title of ['Spring Harvest', 'Autumn Harvest']) {
      challenges.push(await createChallenge(ctx, { title, public: true, anonymousPlay: false }));
    }
    for (let i = 0; i < MEMBERS; i++) members.push(await signUp(ctx));
    const codes: string[] = [];
    for (const owner of members.slice(0, 2)) {
      codes.push((await createGroup(ctx, owner, { name: 'Rice Runners' })).code);
    }
    // Everyone is in both groups and both challenges.
    for (const [i, member] of members.entries()) {
      const toJoin = i < 2 ? [codes[1 - i]!] : codes; // an owner is in their own group already
      for (const code of toJoin)
        expect((await call('POST', '/api/accounts/groups/join', { as: member, body: { code } })).statusCode).toBe(200);
      for (const challenge of challenges)
        expect(
          (await call('POST', `/api/engine/challenges/${challenge}/members`, { as: member, body: {} })).statusCode,
        ).toBe(200);
    }
  });
  afterAll(async () => ctx?.close());

  it('credits every answer, none fails, and every total equals the ledger', async () => {
    const games = await Promise.all(
      members.map(async (member) => {
        const reply = await call('POST', '/api/engine/games', {
          body: { category: categoryId('multiplication-table'), level: 1 },
          as: member,
        });
        return reply.json<GameDocument>().data;
      }),
    );
    // Each member answers one question after another, all of them at once.
    const statuses: number[] = [];
    await Promise.all(
      games.map(async (game, i) => {
        for (let round = 0; round < ROUNDS; round++) {
          const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
            body: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
            as: members[i]!,
          });
          statuses.push(reply.statusCode);
          if (reply.statusCode !== 200) return;
          game = reply.json<GameDocument>().data;
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const report = await verifyLedger(ctx.deps.db.kysely);
    expect(report.differences).toEqual([]);
    expect(report.grains).toBe(MEMBERS * ROUNDS * 10);
    const groups = await ctx.deps.db.kysely.selectFrom('group_stats').select('rice').execute();
    expect(groups.map((g) => g.rice)).toEqual([MEMBERS * ROUNDS * 10, MEMBERS * ROUNDS * 10]);
  });
});
