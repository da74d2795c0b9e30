import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineErrorDocument, GameDocument } from '@ricebowl/contract';
import { GRAINS_PER_CORRECT_ANSWER } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { answer, categoryId, correctOptionOf, ledgerRows, startGame, wrongOptionOf } from '../../test/factories.js';
import { nextLevel } from './service.js';

describe.each(DIALECTS)('games on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx.close());

  it('starts a game with a question of four distinct options and never reveals the answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      payload: { category: categoryId('world-capitals'), level: 1 },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<GameDocument>();
    expect(data.type).toBe('games');
    expect(data.links?.self).toBe(`http://ricebowl.test/api/engine/games/${data.id}`);
    const { question, rice, level, answer: lastAnswer, user_id, streak } = data.attributes;
    expect({ rice, level, lastAnswer, user_id, streak }).toEqual({
      rice: 0,
      level: 1,
      // An object on every game document (issue 21); without options, as no answer was given.
      lastAnswer: { correct: false, options: [], metadata: {} },
      user_id: null,
      streak: 0,
    });
    expect(question!.options).toHaveLength(4);
    expect(new Set(question!.options.map((o) => o.text)).size).toBe(4);
    expect(data.attributes.question_id).toBe(question!.id);
    const correct = await correctOptionOf(ctx, data.id);
    expect(response.body).not.toContain('correct_option');
    expect(question!.options.map((o) => o.id)).toContain(correct);
  });

  it('credits a correct answer to the game, the ledger and the day in one go', async () => {
    const game = await startGame(ctx);
    const response = await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id));
    expect(response.statusCode).toBe(200);
    const next = response.json<GameDocument>().data.attributes;
    expect(next.answer).toMatchObject({ correct: true });
    expect(next.answer.options).toHaveLength(1);
    expect(next.rice).toBe(GRAINS_PER_CORRECT_ANSWER);
    expect(next.streak).toBe(1);
    expect(next.question_id).not.toBe(game.attributes.question_id);

    const ledger = await ledgerRows(ctx, game.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      grains: 10,
      question_id: game.attributes.question_id,
      category_id: game.attributes.category,
    });
    const stats = await ctx.app.inject({ url: '/api/engine/gamestats/rice-totals' });
    const week = stats.json<{ data: { attributes: Record<string, number> } }>().data.attributes;
    expect(Object.keys(week).sort()).toEqual(['Fri', 'Mon', 'Sat', 'Sun', 'Thu', 'Tue', 'Wed', 'lifetime']);
    const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date().getUTCDay()]!;
    const { sum } = await ctx.deps.db.kysely
      .selectFrom('donations')
      .select((eb) => eb.fn.sum<number>('grains').as('sum'))
      .executeTakeFirstOrThrow();
    expect(week[today]).toBe(Number(sum));
    expect(week.lifetime).toBe(Number(sum));
  });

  it("serves the instance's own lifetime total, which grows by each answer's grains", async () => {
    const lifetime = async () => {
      const stats = await ctx.app.inject({ url: '/api/engine/gamestats/rice-totals' });
      return stats.json<{ data: { attributes: { lifetime: number } } }>().data.attributes.lifetime;
    };
    // An older day counts too: the total is every day's, not the week's.
    await ctx.deps.db.kysely.insertInto('daily_totals').values({ day: '2001-01-01', shard: 0, grains: 500 }).execute();
    const before = await lifetime();
    const game = await startGame(ctx);
    await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id));
    expect(await lifetime()).toBe(before + GRAINS_PER_CORRECT_ANSWER);
    expect(GRAINS_PER_CORRECT_ANSWER).toBe(10);
    const { sum } = await ctx.deps.db.kysely
      .selectFrom('donations')
      .select((eb) => eb.fn.sum<number>('grains').as('sum'))
      .executeTakeFirstOrThrow();
    expect(before + GRAINS_PER_CORRECT_ANSWER).toBe(Number(sum) + 500);
  });

  it('marks a wrong answer, shows the right option and learn-more, and lowers the level', async () => {
    const game = await startGame(ctx, 'world-capitals', 3);
    const correct = await correctOptionOf(ctx, game.id);
    const response = await answer(ctx, game.id, game.attributes.question_id!, await wrongOptionOf(ctx, game));
    const next = response.json<GameDocument>().data.attributes;
    expect(next.answer).toMatchObject({ correct: false, options: [correct] });
    expect(next.answer.metadata.learn_more).toMatchObject({ type: 'error' });
    expect(next.answer.metadata.learn_more!.text).toMatch(/capital/i);
    expect(next.level).toBe(2);
    expect(next.rice).toBe(0);
    expect(await ledgerRows(ctx, game.id)).toHaveLength(0);
  });

  it('raises the level after three right in a row, with a notification', async () => {
    let game = await startGame(ctx, 'basic-math-pre-algebra', 1);
    const levels: number[] = [];
    const notified: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id));
      game = response.json<GameDocument>().data;
      levels.push(game.attributes.level);
      notified.push(...game.attributes.notifications.map((n) => n.code));
    }
    expect(levels).toEqual([1, 1, 2, 2, 2, 3]);
    expect(notified).toEqual(['level_up', 'level_up']);
    expect(game.attributes.rice).toBe(60);
  });

  it('keeps the level between 1 and the category maximum', () => {
    expect(nextLevel(5, 5, true, 3)).toBe(5);
    expect(nextLevel(1, 5, false, 0)).toBe(1);
    expect(nextLevel(2, 2, true, 6)).toBe(2);
  });

  it('answers a question that is no longer current with the game unchanged and no options', async () => {
    const game = await startGame(ctx);
    const first = game.attributes.question_id!;
    const correct = await correctOptionOf(ctx, game.id);
    await answer(ctx, game.id, first, correct);
    const again = await answer(ctx, game.id, first, correct);
    expect(again.statusCode).toBe(200);
    const body = again.json<GameDocument>().data.attributes;
    expect(body.answer).toEqual({ correct: false, options: [], metadata: {} });
    expect(body.rice).toBe(10);
    expect(await ledgerRows(ctx, game.id)).toHaveLength(1);
  });

  it('credits one of 20 simultaneous identical answers exactly once, with no 400 or 404', async () => {
    const game = await startGame(ctx);
    const correct = await correctOptionOf(ctx, game.id);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => answer(ctx, game.id, game.attributes.question_id!, correct)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const counted = replies.filter((r) => r.json<GameDocument>().data.attributes.answer.options.length > 0);
    expect(counted).toHaveLength(1);
    expect(await ledgerRows(ctx, game.id)).toHaveLength(1);
    const loaded = await ctx.app.inject({ url: `/api/engine/games/${game.id}` });
    expect(loaded.json<GameDocument>().data.attributes.rice).toBe(10);
  });

  it('does not repeat a question within a level until the pool is used up', async () => {
    let game = await startGame(ctx, 'multiplication-table', 1);
    const texts = [game.attributes.question!.text];
    for (let i = 0; i < 60; i++) {
      // Wrong answers keep the game on level 1.
      const response = await answer(ctx, game.id, game.attributes.question_id!, await wrongOptionOf(ctx, game));
      game = response.json<GameDocument>().data;
      texts.push(game.attributes.question!.text);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('changes category and level with a fresh question', async () => {
    const game = await startGame(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/engine/games/${game.id}/category`,
      payload: { category: categoryId('world-capitals'), level: 2 },
    });
    expect(response.statusCode).toBe(200);
    const next = response.json<GameDocument>().data.attributes;
    expect(next).toMatchObject({ category: categoryId('world-capitals'), level: 2 });
    expect(next.question!.text).toMatch(/capital/i);
    // The old question can no longer be answered for grains.
    const stale = await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id));
    expect(stale.json<GameDocument>().data.attributes.answer.options).toEqual([]);
  });

  describe('bad input gets a JSON:API error and credits nothing', () => {
    const cases: [string, () => InjectOptions, number, string][] = [
      ['unknown game', () => ({ method: 'GET', url: '/api/engine/games/no-such-game' }), 404, 'game_not_found'],
      [
        'unknown category',
        () => ({ method: 'POST', url: '/api/engine/games', payload: { category: 'nope', level: 1 } }),
        400,
        'category_not_found',
      ],
      [
        'level out of range',
        () => ({
          method: 'POST',
          url: '/api/engine/games',
          payload: { category: categoryId('world-capitals'), level: 6 },
        }),
        400,
        'validation_failed',
      ],
      [
        'missing field',
        () => ({ method: 'POST', url: '/api/engine/games', payload: { level: 1 } }),
        400,
        'validation_failed',
      ],
      [
        'extra field',
        () => ({
          method: 'POST',
          url: '/api/engine/games',
          payload: { category: categoryId('world-capitals'), level: 1, rice: 1e9 },
        }),
        400,
        'validation_failed',
      ],
      [
        'wrong type',
        () => ({ method: 'POST', url: '/api/engine/games', payload: { category: ['x'], level: 'one' } }),
        400,
        'validation_failed',
      ],
      [
        'answer to an unknown game',
        () => ({ method: 'PATCH', url: '/api/engine/games/nope/answer', payload: { question: 'q', answer: 'a' } }),
        404,
        'game_not_found',
      ],
    ];
    it.each(cases)('%s', async (_name, request, status, code) => {
      const response = await ctx.app.inject(request());
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json<EngineErrorDocument>().errors[0]).toMatchObject({
        status: String(status),
        type: 'api-problem',
        code,
      });
    });

    it('malformed JSON', async () => {
      const game = await startGame(ctx);
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/engine/games/${game.id}/answer`,
        headers: { 'content-type': 'application/json' },
        payload: '{"question": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<EngineErrorDocument>().errors[0]!.type).toBe('api-problem');
    });

    it('an option that is not one of the question’s', async () => {
      const game = await startGame(ctx);
      const response = await answer(ctx, game.id, game.attributes.question_id!, 'not-an-option');
      expect(response.statusCode).toBe(400);
      expect(response.json<EngineErrorDocument>().errors[0]!.code).toBe('option_not_in_question');
      expect(await ledgerRows(ctx, game.id)).toHaveLength(0);
      // The question is still open: the game was not advanced.
      const loaded = await ctx.app.inject({ url: `/api/engine/games/${game.id}` });
      expect(loaded.json<GameDocument>().data.attributes.question_id).toBe(game.attributes.question_id);
    });
  });
});
