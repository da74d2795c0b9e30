import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument, GroupDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { anyAddress, bearer, signUp } from '../../test/accounts.js';
import { categoryId, correctOptionOf } from '../../test/factories.js';
import { createChallenge } from '../../cli/content.js';
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
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    const now = ctx.deps.now();
    const challenges: string[] = [];
    for (const title of ['Spring Harvest', 'Autumn Harvest']) {
      challenges.push(
        await createChallenge(
          ctx.deps.db.kysely,
          {
            title,
            description: 'Fill the bowl together.',
            public: true,
            anonymousPlay: false,
            start: new Date(now - 3_600_000).toISOString(),
            end: new Date(now + 3_600_000).toISOString(),
            goal: 100_000,
          },
          now,
        ),
      );
    }
    for (let i = 0; i < MEMBERS; i++) members.push(await signUp(ctx));
    const call = (method: 'GET' | 'POST', url: string, player: Player, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: bearer(player.session.token), remoteAddress: anyAddress() });
    const codes: string[] = [];
    for (const owner of members.slice(0, 2)) {
      const { uuid } = (await call('POST', '/api/accounts/groups', owner, { name: 'Rice Runners', avatar: '' })).json<{
        uuid: string;
      }>();
      codes.push((await call('GET', `/api/accounts/groups/${uuid}`, owner)).json<GroupDocument>().data.attributes.code);
    }
    // Everyone is in both groups and both challenges.
    for (const [i, member] of members.entries()) {
      const toJoin = i < 2 ? [codes[1 - i]!] : codes; // an owner is in their own group already
      for (const code of toJoin)
        expect((await call('POST', '/api/accounts/groups/join', member, { code })).statusCode).toBe(200);
      for (const challenge of challenges)
        expect((await call('POST', `/api/engine/challenges/${challenge}/members`, member, {})).statusCode).toBe(200);
    }
  });
  afterAll(async () => ctx?.close());

  it('credits every answer, none fails, and every total equals the ledger', async () => {
    const games = await Promise.all(
      members.map(async (member) => {
        const reply = await ctx.app.inject({
          method: 'POST',
          url: '/api/engine/games',
          payload: { category: categoryId('multiplication-table'), level: 1 },
          headers: bearer(member.session.token),
        });
        return reply.json<GameDocument>().data;
      }),
    );
    // Each member answers one question after another, all of them at once.
    const statuses: number[] = [];
    await Promise.all(
      games.map(async (game, i) => {
        for (let round = 0; round < ROUNDS; round++) {
          const reply = await ctx.app.inject({
            method: 'PATCH',
            url: `/api/engine/games/${game.id}/answer`,
            payload: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
            headers: bearer(members[i]!.session.token),
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
