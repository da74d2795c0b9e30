import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGameDocument, GameDocument, SessionResponse, UserStatsDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { anyAddress, newPlayer } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf, ledgerRows, wrongOptionOf } from '../../test/factories.js';
import { verifyLedger } from '../donations/verify-ledger.js';
import { VirtualClock, runStrategy, strategyNamed, type Transport } from '../../../../../bench/bots/simulator.js';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/**
 * Issue 14 item 3, played as an attacker would: the game id is public (answer URLs, challenge
 * joins), so it must not be enough to move a game's grains into an account. Only the browser that
 * started the game holds its claim secret; a claim works once, moves exactly what the anti-cheat
 * credited, and a marked cheater gets nothing from it. Shipped anti-cheat thresholds throughout.
 */
describe.each(DIALECTS)('claiming an anonymous game on %s', (dialect) => {
  let ctx: TestContext;
  let clock = Date.now();
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      ANTICHEAT_FAST_ANSWERS: undefined,
      ANTICHEAT_RATE_ANSWERS: undefined,
      ANTICHEAT_PACE_MS: undefined,
      CAPTCHA: 'off',
      // The claiming bot signs in a dozen times: it measures claims, not the sign-in limit.
      RATE_LIMIT_SCALE: '1000',
    });
    ctx.deps.now = () => clock;
  });
  afterAll(async () => ctx.close());

  const db = () => ctx.deps.db.kysely;
  const anonymous = testClient(() => ctx);

  /** A browser: one address, maybe a session. */
  function browser(token?: string) {
    const remoteAddress = anyAddress();
    return { remoteAddress, call: testClient(() => ctx, { as: token, address: remoteAddress }) };
  }

  /** Starts an anonymous game as the web app does, keeping what the server answered. */
  async function startAnonymous(who = browser()) {
    const created = await who.call('POST', '/api/engine/games', {
      body: {
        category: categoryId('multiplication-table'),
        level: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    const document = created.json<CreatedGameDocument>();
    return { who, game: document.data, claim: document.meta?.claim, raw: created.body };
  }

  /**
   * Plays a game: answers `right` questions right and `wrong` wrong, a person's two seconds apart,
   * after one instant answer that the anti-cheat refuses (a new game has banked no credit).
   */
  async function play(start: Awaited<ReturnType<typeof startAnonymous>>, right: number, wrong: number) {
    let game = start.game;
    const send = async (option: string) => {
      const reply = await start.who.call('PATCH', `/api/engine/games/${game.id}/answer`, {
        body: {
          question: game.attributes.question_id,
          answer: option,
        },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(start.claim);
      game = reply.json<GameDocument>().data;
    };
    await send(await correctOptionOf(ctx, game.id));
    for (let i = 0; i < right + wrong; i++) {
      clock += 2 * SECOND;
      await send(i < right ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game));
    }
    return game;
  }

  async function signUpWith(extra: Record<string, unknown>) {
    const body = newPlayer(extra);
    const reply = await anonymous('POST', '/api/accounts/users', { body });
    expect(reply.statusCode, reply.body).toBe(200);
    return { ...body, session: reply.json<SessionResponse>() };
  }

  async function signInWith(account: { username: string; password: string }, extra: Record<string, unknown>) {
    const reply = await anonymous('POST', '/api/accounts/auth/login', {
      body: { username: account.username, password: account.password, ...extra },
    });
    // Whatever the game and secret, the sign-in itself succeeds: it tells nothing about the game.
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<SessionResponse>();
  }

  const riceOf = async (userId: string) =>
    Number(
      (await db().selectFrom('players').select('rice').where('user_id', '=', userId).executeTakeFirst())?.rice ?? 0,
    );
  const ownerOf = async (gameId: string) =>
    (await db().selectFrom('games').select('user_id').where('id', '=', gameId).executeTakeFirstOrThrow()).user_id;
  const ledgerOf = async (gameId: string) => {
    const rows = await ledgerRows(ctx, gameId);
    return { grains: rows.reduce((sum, row) => sum + Number(row.grains), 0), users: rows.map((row) => row.user_id) };
  };
  const dayTotal = async () =>
    Number(
      (
        await db()
          .selectFrom('daily_totals')
          .select((eb) => eb.fn.sum<number>('grains').as('sum'))
          .executeTakeFirstOrThrow()
      ).sum ?? 0,
    );
  const expectLedgerExact = async () => expect((await verifyLedger(db())).differences).toEqual([]);

  it('hands the claim secret to the browser that starts an anonymous game, and never again', async () => {
    clock += DAY;
    const start = await startAnonymous();
    expect(start.claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored only as a hash.
    const row = await db().selectFrom('games').selectAll().where('id', '=', start.game.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(start.claim);
    expect(row.claim_hash).toMatch(/^[0-9a-f]{64}$/);

    const game = await play(start, 2, 0);
    for (const [method, url, payload] of [
      ['GET', `/api/engine/games/${game.id}`, undefined],
      ['PATCH', `/api/engine/games/${game.id}/category`, { category: categoryId('multiplication-table'), level: 2 }],
    ] as const) {
      const reply = await start.who.call(method, url, { body: payload });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(start.claim);
      expect(reply.json<{ meta?: unknown }>().meta).toBeUndefined();
    }
    // A player's own game has nothing to claim.
    const player = await signUpWith({});
    const own = await browser(player.session.token).call('POST', '/api/engine/games', {
      body: {
        category: categoryId('multiplication-table'),
        level: 1,
      },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<CreatedGameDocument>().meta).toBeUndefined();
  });

  it('an honest claim moves exactly the grains the anti-cheat credited, at sign-up and at sign-in', async () => {
    clock += DAY;
    await expectLedgerExact();
    const dayBefore = await dayTotal();

    const first = await startAnonymous();
    const firstGame = await play(first, 5, 2);
    const firstLedger = await ledgerOf(firstGame.id);
    // Six right answers, the first of them instant and refused: five credited.
    expect(firstLedger.grains).toBe(50);
    expect(firstGame.attributes.rice).toBe(50);

    const player = await signUpWith({ game: firstGame.id, claim: first.claim });
    const userId = player.session.uuid;
    expect(await ownerOf(firstGame.id)).toBe(userId);
    expect(await ledgerOf(firstGame.id)).toEqual({ grains: 50, users: Array(5).fill(userId) });
    expect(await riceOf(userId)).toBe(50);
    const stats = await browser(player.session.token).call('GET', `/api/engine/users/${userId}`);
    expect(stats.json<UserStatsDocument>().data.attributes).toMatchObject({
      rice: 50,
      rank: expect.any(Number),
      player_type: { value: 0 },
    });
    // The claim moved grains between totals; it credited none: the day's total is what was played.
    expect((await dayTotal()) - dayBefore).toBe(50);
    await expectLedgerExact();

    // Signed out again, the same person plays another anonymous game and signs in with it.
    const second = await startAnonymous();
    const secondGame = await play(second, 3, 1);
    expect((await ledgerOf(secondGame.id)).grains).toBe(30);
    await signInWith(player, { game: secondGame.id, claim: second.claim });
    expect(await ownerOf(secondGame.id)).toBe(userId);
    expect(await riceOf(userId)).toBe(80);
    const categoryStats = await db()
      .selectFrom('user_category_stats')
      .select(['right'])
      .where('user_id', '=', userId)
      .execute();
    expect(categoryStats.reduce((sum, row) => sum + Number(row.right), 0)).toBe(8);
    expect((await dayTotal()) - dayBefore).toBe(80);
    await expectLedgerExact();
  });

  it('a claimed game goes on as its owner’s, whatever copy of it the server kept from before the claim', async () => {
    clock += DAY;
    const start = await startAnonymous();
    const game = await play(start, 2, 0);
    const player = await signUpWith({ game: game.id, claim: start.claim });
    const userId = player.session.uuid;
    const riceBefore = await riceOf(userId);
    const grainsBefore = (await ledgerOf(game.id)).grains;
    const answer = async (who: ReturnType<typeof browser>) =>
      who.call('PATCH', `/api/engine/games/${game.id}/answer`, {
        body: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
      });
    // The answers so far left the server a copy of the game without an owner: it is not trusted.
    expect((await answer(start.who)).statusCode).toBe(404);
    clock += 2 * SECOND;
    expect((await answer(browser(player.session.token))).statusCode).toBe(200);
    const ledger = await ledgerOf(game.id);
    expect(ledger.grains).toBe(grainsBefore + 10);
    expect(ledger.users).toEqual(Array(ledger.users.length).fill(userId));
    expect(await riceOf(userId)).toBe(riceBefore + 10);
    await expectLedgerExact();
  });

  it("claiming someone else's game by its public id, or with a wrong secret, credits nothing", async () => {
    clock += DAY;
    const victim = await startAnonymous();
    const victimGame = await play(victim, 4, 0);
    expect((await ledgerOf(victimGame.id)).grains).toBe(40);

    // The attacker knows the game id (it is in every answer URL), not the secret.
    const attacker = await signUpWith({ game: victimGame.id });
    const attackerId = attacker.session.uuid;
    for (const extra of [
      { game: victimGame.id },
      { game: victimGame.id, claim: null },
      { game: victimGame.id, claim: '' },
      { game: victimGame.id, claim: 'x'.repeat(43) },
      // A real secret, but of the attacker's own game.
      { game: victimGame.id, claim: (await startAnonymous()).claim },
      // The victim's secret with another game.
      { game: (await startAnonymous()).game.id, claim: victim.claim?.slice(0, 42) },
    ]) {
      await signInWith(attacker, extra);
    }
    expect(await riceOf(attackerId)).toBe(0);
    expect(await ownerOf(victimGame.id)).toBeNull();
    expect((await ledgerOf(victimGame.id)).users).toEqual([null, null, null, null]);
    await expectLedgerExact();

    // The victim's own claim still works afterwards.
    const owner = await signUpWith({ game: victimGame.id, claim: victim.claim });
    expect(await riceOf(owner.session.uuid)).toBe(40);
    await expectLedgerExact();
  });

  it('a claim works once: a second one, by anyone, credits nothing', async () => {
    clock += DAY;
    const start = await startAnonymous();
    const game = await play(start, 3, 0);
    const owner = await signUpWith({ game: game.id, claim: start.claim });
    expect(await riceOf(owner.session.uuid)).toBe(30);

    // The same secret again: by the owner (a second sign-in) and by another account (a stolen secret).
    await signInWith(owner, { game: game.id, claim: start.claim });
    const thief = await signUpWith({ game: game.id, claim: start.claim });
    await signInWith(thief, { game: game.id, claim: start.claim });
    expect(await riceOf(owner.session.uuid)).toBe(30);
    expect(await riceOf(thief.session.uuid)).toBe(0);
    expect(await ownerOf(game.id)).toBe(owner.session.uuid);
    await expectLedgerExact();

    // Two claims racing with the one secret: one wins.
    const raced = await startAnonymous();
    const racedGame = await play(raced, 2, 0);
    const [a, b] = [await signUpWith({}), await signUpWith({})];
    await Promise.all([a, b].map((who) => signInWith(who, { game: racedGame.id, claim: raced.claim })));
    const totals = [await riceOf(a.session.uuid), await riceOf(b.session.uuid)].sort();
    expect(totals).toEqual([0, 20]);
    await expectLedgerExact();
  });

  it('a marked cheater gets the game but none of its grains', async () => {
    clock += DAY;
    // A bot's account: ten instant answers in its own game mark it (ADR 009).
    const cheater = await signUpWith({});
    const cheaterId = cheater.session.uuid;
    const own = browser(cheater.session.token);
    let game = (
      await own.call('POST', '/api/engine/games', { body: { category: categoryId('multiplication-table'), level: 1 } })
    ).json<GameDocument>().data;
    for (let i = 0; i < 10; i++) {
      clock += 100;
      game = (
        await own.call('PATCH', `/api/engine/games/${game.id}/answer`, {
          body: {
            question: game.attributes.question_id,
            answer: await correctOptionOf(ctx, game.id),
          },
        })
      ).json<GameDocument>().data;
    }
    const marked = await own.call('GET', `/api/engine/users/${cheaterId}`);
    expect(marked.json<UserStatsDocument>().data.attributes.player_type.value).toBe(1);
    const riceBefore = await riceOf(cheaterId);
    const ledgerBefore = await verifyLedger(db());
    expect(ledgerBefore.differences).toEqual([]);

    // Its anonymous game, played at a person's pace from another address, then claimed.
    clock += 60 * SECOND;
    const start = await startAnonymous();
    const played = await play(start, 4, 0);
    expect((await ledgerOf(played.id)).grains).toBe(40);
    await signInWith(cheater, { game: played.id, claim: start.claim });

    expect(await riceOf(cheaterId)).toBe(riceBefore);
    expect(await ownerOf(played.id)).toBe(cheaterId);
    // The grains stay in the ledger as they were credited, without a player.
    expect((await ledgerOf(played.id)).users).toEqual([null, null, null, null]);
    const after = await verifyLedger(db());
    expect(after.differences).toEqual([]);
    expect(after.grains - ledgerBefore.grains).toBe(40);
    const stats = await browser(cheater.session.token).call('GET', `/api/engine/users/${cheaterId}`);
    expect(stats.json<UserStatsDocument>().data.attributes).toMatchObject({ rice: riceBefore, rank: null });
  });

  it('a client that sends only the game id (no secret) still signs in and up', async () => {
    clock += DAY;
    const start = await startAnonymous();
    const game = await play(start, 1, 0);
    const player = await signUpWith({ game: game.id });
    expect(player.session.token).toEqual(expect.any(String));
    await signInWith(player, { game: game.id });
    expect(await riceOf(player.session.uuid)).toBe(0);
    expect(await ownerOf(game.id)).toBeNull();
  });

  it('npm run bots, claim-at-sign-in: others’ games bring nothing, its own exactly their credited grains', async () => {
    const virtual = new VirtualClock(clock + DAY);
    ctx.deps.now = virtual.now;
    const transportFrom =
      (remoteAddress: string): Transport =>
      async (method, url, body, headers = {}) => {
        const reply = await ctx.app.inject({
          method: method as 'GET',
          url,
          payload: body as object | undefined,
          headers,
          remoteAddress,
        });
        return { status: reply.statusCode, body: reply.body ? reply.json<unknown>() : null, retryAfterSeconds: null };
      };
    // Other people's anonymous games, at a person's pace: their ids are public, as in answer URLs.
    const crowd = await runStrategy(strategyNamed('parallel-games'), {
      transport: transportFrom(anyAddress()),
      clock: virtual,
      maxAnswers: 40,
    });
    expect(crowd.credited).toBeGreaterThan(0);
    const crowdLedger = await Promise.all(crowd.games.map(ledgerOf));

    const bot = await runStrategy(strategyNamed('claim-at-sign-in'), {
      transport: transportFrom(anyAddress()),
      clock: virtual,
      maxAnswers: 60,
    });
    clock = virtual.now();
    ctx.deps.now = () => clock;
    expect(bot).toMatchObject({ errors: 0, stolen: 0, refusedSignIns: 0, flagged: false });
    // Its own games, claimed: exactly what the ledger credited them, now the account's.
    const claimedGames = bot.games.filter((id, i) => i < bot.games.length - 1);
    expect(claimedGames.length).toBe(2);
    const own = await Promise.all(claimedGames.map(ledgerOf));
    const ownGrains = own.reduce((sum, ledger) => sum + ledger.grains, 0);
    expect(ownGrains).toBeGreaterThan(0);
    expect(bot.claimed).toBe(ownGrains);
    expect(bot.credited).toBe(ownGrains);
    expect(own.flatMap((ledger) => ledger.users)).toEqual(Array(ownGrains / 10).fill(bot.account!.uuid));
    // The crowd's games are as they were: nobody's.
    expect(await Promise.all(crowd.games.map(ledgerOf))).toEqual(crowdLedger);
    expect(crowdLedger.flatMap((ledger) => ledger.users).every((user) => user === null)).toBe(true);
    await expectLedgerExact();
  });
});
