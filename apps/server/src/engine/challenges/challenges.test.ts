import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeDocument,
  ChallengeList,
  ChallengeMembership,
  GameDocument,
  UserChallengeList,
  UserStatsDocument,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import {
  answer,
  categoryId,
  correctOptionOf,
  createChallenge,
  startGame,
  wrongOptionOf,
} from '../../test/factories.js';
import { createAnnouncement, createNotice, InputError } from '../../cli/content.js';

const DAY = 24 * 60 * 60_000;

describe.each(DIALECTS)('challenges, badges and announcements on %s', (dialect) => {
  let ctx: TestContext;
  let clock = Date.now();
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    ctx.deps.now = () => clock;
  });
  afterAll(async () => ctx.close());

  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const challenge = (overrides: Parameters<typeof createChallenge>[1] = {}) =>
    createChallenge(ctx, { title: 'Fill the bowl', goal: 1000, milestones: [100, 500], ...overrides }, Date.now());
  const call = testClient(() => ctx);
  const detail = async (id: string) =>
    (await call('GET', `/api/engine/challenges/${id}`)).json<ChallengeDocument>().data.attributes;

  it('lists public challenges newest start first, and opens a private one by its link', async () => {
    const older = await challenge({ start: at(-3 * DAY) });
    const newer = await challenge({ start: at(-2 * 3600_000) });
    const hidden = await challenge({ public: false });
    const ids = (await call('GET', '/api/engine/challenges')).json<ChallengeList>().data.map((c) => c.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(hidden);
    expect((await detail(hidden)).public).toBe(false);
    expect((await call('GET', '/api/engine/challenges/nope')).statusCode).toBe(404);
  });

  it('lets an anonymous game join an anonymous-play challenge and credits it while it runs', async () => {
    const id = await challenge();
    let game = await startGame(ctx);
    const joined = await call('POST', `/api/engine/challenges/${id}/members`, { body: { game: game.id } });
    expect(joined.json<ChallengeMembership>()).toEqual({ challenge_id: id, rice: 0, joined: true });
    expect((await detail(id)).participants).toBe(1);
    for (let i = 0; i < 2; i++) {
      game = (
        await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id))
      ).json<GameDocument>().data;
    }
    game = (
      await answer(ctx, game.id, game.attributes.question_id!, await wrongOptionOf(ctx, game))
    ).json<GameDocument>().data;
    expect(await detail(id)).toMatchObject({ rice_raised: 20, participants: 1 });
    const again = await call('POST', `/api/engine/challenges/${id}/members`, { body: { game: game.id } });
    expect(again.json<ChallengeMembership>().rice).toBe(20);
    expect((await detail(id)).participants).toBe(1);

    // After the end, answers no longer count, and nobody can join or leave.
    clock = Date.now() + 2 * DAY;
    try {
      await answer(ctx, game.id, game.attributes.question_id!, await correctOptionOf(ctx, game.id));
      expect((await detail(id)).rice_raised).toBe(20);
      const late = await call('DELETE', `/api/engine/challenges/${id}/members`, { body: { game: game.id } });
      expect(late.statusCode).toBe(400);
    } finally {
      clock = Date.now();
    }
  });

  it('asks anonymous players to sign in for a challenge without anonymous play, and refuses before the start', async () => {
    const closed = await challenge({ anonymousPlay: false });
    const game = await startGame(ctx);
    expect(
      (await call('POST', `/api/engine/challenges/${closed}/members`, { body: { game: game.id } })).statusCode,
    ).toBe(401);
    const future = await challenge({ start: at(DAY), end: at(2 * DAY) });
    expect(
      (await call('POST', `/api/engine/challenges/${future}/members`, { body: { game: game.id } })).statusCode,
    ).toBe(400);
  });

  it('credits a signed-in participant and lists their entries; leaving keeps the grains in the total', async () => {
    const id = await challenge({ anonymousPlay: false });
    const player = await signUp(ctx);
    expect((await call('POST', `/api/engine/challenges/${id}/members`, { body: {}, as: player })).statusCode).toBe(200);
    let game = (
      await call('POST', '/api/engine/games', {
        body: { category: categoryId('multiplication-table'), level: 1 },
        as: player,
      })
    ).json<GameDocument>().data;
    const replies = await Promise.all(
      Array.from({ length: 10 }, async () =>
        call('PATCH', `/api/engine/games/${game.id}/answer`, {
          body: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
          as: player,
        }),
      ),
    );
    game = replies.map((r) => r.json<GameDocument>().data).find((g) => g.attributes.answer.options.length > 0)!;
    expect((await detail(id)).rice_raised).toBe(10); // ten simultaneous answers to one question: one credit
    const entries = (
      await call('GET', `/api/engine/users/${player.session.uuid}/challenges`, { as: player })
    ).json<UserChallengeList>();
    expect(entries.data.map((e) => e.attributes)).toEqual([{ challenge_id: id, rice: 10 }]);
    await call('DELETE', `/api/engine/challenges/${id}/members`, { body: {}, as: player });
    expect(await detail(id)).toMatchObject({ rice_raised: 10, participants: 0 });
    const other = await signUp(ctx);
    expect((await call('GET', `/api/engine/users/${player.session.uuid}/challenges`, { as: other })).statusCode).toBe(
      404,
    );
  });

  it('awards streak_10 once, as a large notification, and shows it in the statistics', async () => {
    const player = await signUp(ctx);
    let game = (
      await call('POST', '/api/engine/games', {
        body: { category: categoryId('multiplication-table'), level: 1 },
        as: player,
      })
    ).json<GameDocument>().data;
    const notifications: { size: string; code: string }[][] = [];
    for (let i = 0; i < 10; i++) {
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        body: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
        as: player,
      });
      game = reply.json<GameDocument>().data;
      notifications.push(game.attributes.notifications);
    }
    expect(notifications[8]!.map((n) => n.code)).not.toContain('badge');
    expect(notifications[9]![0]).toMatchObject({ size: 'large', code: 'badge', params: { badge: 'streak_10' } });
    const stats = (
      await call('GET', `/api/engine/users/${player.session.uuid}`, { as: player })
    ).json<UserStatsDocument>();
    expect(stats.data.attributes.badges).toEqual(['streak_10']);
  });

  it('serves announcements that have not expired, newest first, and the current eye-catcher', async () => {
    const now = Date.now();
    await createAnnouncement(
      ctx.deps.db.kysely,
      { title: 'Old news', summary: 'Gone', date: at(-3 * DAY), expires: at(-DAY) },
      now,
    );
    await createAnnouncement(
      ctx.deps.db.kysely,
      { title: 'News', summary: 'Here', date: at(-DAY), expires: at(DAY) },
      now,
    );
    const list = (await call('GET', '/api/accounts/api/announcements')).json<{
      data: { attributes: { title: string } }[];
    }>();
    expect(list.data.map((a) => a.attributes.title)).toEqual(['News']);

    expect((await call('GET', '/api/accounts/api/eye-catcher')).json()).toEqual({ data: null });
    await createNotice(ctx.deps.db.kysely, { title: 'First', body: 'One' }, now);
    await createNotice(
      ctx.deps.db.kysely,
      { title: 'Second', body: 'Two', buttonLink: '/challenges', buttonText: 'Go' },
      now + 1,
    );
    const notice = (await call('GET', '/api/accounts/api/eye-catcher')).json<{ data: { attributes: object } }>();
    expect(notice.data.attributes).toEqual({
      title: 'Second',
      body: 'Two',
      button_link: '/challenges',
      button_text: 'Go',
    });
  });

  it('validates what operators create', async () => {
    await expect(challenge({ end: at(-2 * DAY) })).rejects.toThrow(InputError);
    await expect(challenge({ goal: 'lots' })).rejects.toThrow(/goal/);
    await expect(challenge({ milestones: [5000] })).rejects.toThrow(/milestones/);
    await expect(createNotice(ctx.deps.db.kysely, { title: '' }, Date.now())).rejects.toThrow(InputError);
  });
});
