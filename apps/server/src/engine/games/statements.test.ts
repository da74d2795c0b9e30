import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { bearer, signUp } from '../../test/accounts.js';
import { categoryId, correctOptionOf, createChallenge, createGroup, wrongOptionOf } from '../../test/factories.js';
import { forgetGame } from './kept-games.js';

/**
 * The statements one request runs, BEGIN and COMMIT included: the answer path's cost on
 * PostgreSQL is mostly round trips, so a statement added to it must be a decision, not an accident.
 * The sponsor picker's list is read at most every few seconds, not per answer: it is left out.
 */
describe.each(DIALECTS)('statements per request on %s', (dialect) => {
  let ctx: TestContext;
  let log: string[] | null = null;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {}, {}, { onStatement: (sql) => log?.push(sql) });
    // The publisher's statements run beside the requests, after their commits (ADR 021): not counted.
    await ctx.deps.events.stop();
  });
  afterAll(async () => ctx.close());

  async function statementsOf<R extends { statusCode: number; body: string }>(run: () => Promise<R>) {
    log = [];
    const response = await run();
    const statements = log.filter((sql) => !/from "sponsors"/.test(sql));
    log = null;
    expect(response.statusCode, response.body).toBe(200);
    return { statements, response };
  }

  const start = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      headers,
      payload: { category: categoryId('multiplication-table'), level: 1 },
    });

  async function play(headers: Record<string, string> = {}) {
    let game = (await start(headers)).json<GameDocument>().data;
    const answer = async (correct: boolean) => {
      const option = correct ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game);
      const run = () =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/engine/games/${game.id}/answer`,
          headers,
          payload: { question: game.attributes.question_id, answer: option },
        });
      const { statements, response } = await statementsOf(run);
      game = response.json<GameDocument>().data;
      if (process.env.SHOW_STATEMENTS) console.log(statements.join('\n'));
      return statements.length;
    };
    // A first answer of each kind creates the rows later answers update (players, activity).
    await answer(true);
    await answer(false);
    return { correct: await answer(true), wrong: await answer(false) };
  }

  // The anti-cheat judges each answer against its player and its address: one upsert each and the
  // count of players behind the address (ADR 009). Both databases start from the game as this
  // process last left it, with no read (ADR 020); PostgreSQL runs the whole answer as one function
  // call: one round trip, whoever answers.
  it('answers anonymously in as few statements as the ledger needs', async () => {
    expect(await play()).toEqual(dialect === 'postgres' ? { correct: 1, wrong: 1 } : { correct: 9, wrong: 6 });
  });

  it('answers as a signed-in player in as few statements as the ledger and the totals need', async () => {
    const headers = bearer((await signUp(ctx)).session.token);
    // On PostgreSQL: the session's check (every signed-in request makes it) and the answer. On
    // SQLite, one of them records the answer's event for the leaderboards (ADR 021).
    expect(await play(headers)).toEqual(dialect === 'postgres' ? { correct: 2, wrong: 2 } : { correct: 15, wrong: 11 });
  });

  it('answers as a member of two groups and a running challenge in as few statements as their totals need', async () => {
    const player = await signUp(ctx);
    const headers = bearer(player.session.token);
    for (const name of ['Rice Statements One', 'Rice Statements Two']) {
      const { code } = await createGroup(ctx, await signUp(ctx), { name });
      const joined = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/groups/join',
        headers,
        payload: { code },
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const challenge = await createChallenge(ctx);
    const member = await ctx.app.inject({
      method: 'POST',
      url: `/api/engine/challenges/${challenge}/members`,
      headers,
    });
    expect(member.statusCode, member.body).toBe(200);
    // SQLite, a right answer: the groups' ledger rows, the member's contributions and the groups'
    // totals (one statement each, however many groups), the challenge's read and its three writes.
    expect(await play(headers)).toEqual(dialect === 'postgres' ? { correct: 2, wrong: 2 } : { correct: 20, wrong: 11 });
  });

  it('answers a game another process moved on in two statements: the function hands back the row', async () => {
    if (dialect !== 'postgres') return; // SQLite: below.
    const game = (await start()).json<GameDocument>().data;
    // Another process answers (or changes) the game: this process's copy is now out of date.
    await ctx.deps.db.kysely.updateTable('games').set({ streak: 2 }).where('id', '=', game.id).execute();
    const option = await correctOptionOf(ctx, game.id);
    const run = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        payload: { question: game.attributes.question_id, answer: option },
      });
    const { statements, response } = await statementsOf(run);
    expect(statements.map((sql) => sql.slice(0, 30))).toEqual([
      expect.stringContaining('select ricebowl_answer('),
      expect.stringContaining('select ricebowl_answer('),
    ]);
    // Computed from the row the function handed back: the third right answer in a row.
    expect(response.json<GameDocument>().data.attributes).toMatchObject({ streak: 3, rice: 10, level: 2 });
  });

  it('answers a game this process did not serve last in two statements: the read and the answer', async () => {
    if (dialect !== 'postgres') return;
    let game = (await start()).json<GameDocument>().data;
    for (const round of [1, 2, 3]) {
      // As if another process had served the game: this one holds no copy of it.
      forgetGame(ctx.deps.db, game.id);
      const option = await correctOptionOf(ctx, game.id);
      const run = () =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/engine/games/${game.id}/answer`,
          payload: { question: game.attributes.question_id, answer: option },
        });
      const { statements, response } = await statementsOf(run);
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(/from "games"/);
      game = response.json<GameDocument>().data;
      expect(game.attributes).toMatchObject({ rice: 10 * round, streak: round });
    }
  });

  it('answers from the row when its copy of the game is out of date, crediting the answer once (SQLite)', async () => {
    if (dialect !== 'sqlite') return;
    const game = (await start()).json<GameDocument>().data;
    // Another process answers (or changes) the game: this process's copy is now out of date.
    await ctx.deps.db.kysely.updateTable('games').set({ streak: 2 }).where('id', '=', game.id).execute();
    const option = await correctOptionOf(ctx, game.id);
    const run = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        payload: { question: game.attributes.question_id, answer: option },
      });
    const { statements, response } = await statementsOf(run);
    // The transaction from the copy rolls back at the compare-and-set; the answer reads the row and
    // runs again.
    expect(statements.filter((sql) => sql === 'rollback')).toHaveLength(1);
    expect(statements.filter((sql) => /^select "games"/.test(sql))).toHaveLength(1);
    expect(response.json<GameDocument>().data.attributes).toMatchObject({ streak: 3, rice: 10, level: 2 });
    const ledger = await ctx.deps.db.kysely
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBe(1);
  });

  it('starts a game in as few statements as it needs', async () => {
    expect((await statementsOf(() => start())).statements.length).toBe(2);
  });
});
