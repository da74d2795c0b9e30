import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { bearer, signUp } from '../../test/accounts.js';
import { categoryId, correctOptionOf, wrongOptionOf } from '../../test/factories.js';

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

  // The anti-cheat judges each answer against its player and its address: one upsert each (ADR 009).
  it('answers anonymously in as few statements as the ledger needs', async () => {
    expect(await play()).toEqual({ correct: 10, wrong: 7 });
  });

  it('answers as a signed-in player in as few statements as the ledger and the totals need', async () => {
    const headers = bearer((await signUp(ctx)).session.token);
    expect(await play(headers)).toEqual({ correct: 17, wrong: 12 });
  });

  it('starts a game in as few statements as it needs', async () => {
    expect((await statementsOf(() => start())).statements.length).toBe(2);
  });
});
