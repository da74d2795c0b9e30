import { describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { bearer, signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createChallenge, createGroup } from '../../test/factories.js';
import type { Dialect } from '../../platform/database/index.js';
import { verifyLedger } from '../donations/verify-ledger.js';

/**
 * PostgreSQL answers in one function call (migration 0015-pg17-answer-function), SQLite through
 * the TypeScript transaction (games/service.ts): one seeded sequence of answers, played through the
 * HTTP API on both, must give the same responses and leave the same ledger, totals, groups,
 * challenges, badges and anti-cheat rows. The anti-cheat runs at tight settings, so that the
 * sequence meets its cool-downs, a cheater's mark, the pace's half-cost and a shared address.
 */
const SETTINGS = {
  CAPTCHA: 'off',
  RATE_LIMIT_SCALE: '1000',
  ANTICHEAT_FAST_ANSWERS: '4',
  ANTICHEAT_RATE_ANSWERS: '1000',
  ANTICHEAT_PACE_MS: '4000',
  ANTICHEAT_BURST_S: '20',
  ANTICHEAT_COOLDOWN_S: '120',
  ANTICHEAT_CLIENT_PLAYERS: '3',
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Yesterday, 22:30 UTC: the sequence crosses a midnight. Both runs start at the same moment. */
const START = Math.floor(Date.now() / DAY) * DAY - 90 * MINUTE;
const STEPS = 160;

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Seat {
  name: string;
  address: string;
  headers: Record<string, string>;
  game: GameDocument['data'];
  /** The question answered last, to send again now and then (a double click). */
  previous: { question: string; answer: string } | null;
}

async function play(dialect: Dialect) {
  const ctx: TestContext = await createTestApp(dialect, SETTINGS);
  // The events stay in the table, to be compared: on PostgreSQL the function records them (ADR 021).
  await ctx.deps.events.stop();
  try {
    let now = START;
    ctx.deps.now = () => now;
    const db = ctx.deps.db.kysely;
    await db.updateTable('sponsors').set({ active: 0 }).execute();
    await db
      .insertInto('sponsors')
      .values({
        id: 'parity-sponsor',
        name: 'Parity',
        weight: 1,
        budget_grains: 105,
        spent_grains: 0,
        active: 1,
        created_at: now,
      })
      .execute();
    ctx.deps.sponsors.invalidate();
    const challenge = await createChallenge(
      ctx,
      { title: 'Parity', description: 'Both databases.', end: new Date(START + 3 * DAY).toISOString() },
      now,
    );
    const call = testClient(() => ctx, { address: '10.77.0.9' });
    const one = await signUp(ctx);
    const two = await signUp(ctx);
    // Verified, so that the nights the sequence passes do not ask them to verify their e-mail.
    await db.updateTable('users').set({ verified_at: now }).execute();
    const codes: string[] = [];
    for (const owner of [one, two]) {
      codes.push((await createGroup(ctx, owner, { name: `Parity Rice ${codes.length + 1}` })).code);
    }
    expect((await call('POST', '/api/accounts/groups/join', { as: one, body: { code: codes[1] } })).statusCode).toBe(
      200,
    );
    // Nine hundred grains and 995 right answers before: the thousands milestone and badge come during the sequence.
    await db
      .insertInto('players')
      .values({ user_id: one.session.uuid, rice: 900, correct: 995, wrong: 0, player_type: 0, updated_at: now })
      .execute();

    const seat = async (name: string, address: string, headers: Record<string, string>): Promise<Seat> => {
      const started = await call('POST', '/api/engine/games', {
        headers,
        body: { category: categoryId('multiplication-table'), level: 1 },
        address,
      });
      expect(started.statusCode).toBe(200);
      return { name, address, headers, game: started.json<GameDocument>().data, previous: null };
    };
    const seats = [
      await seat('one', '10.77.0.1', bearer(one.session.token)),
      await seat('two', '10.77.0.2', bearer(two.session.token)),
      await seat('anonymous', '10.77.0.3', {}),
      // An anonymous game from the first player's address: the client row counts both.
      await seat('beside one', '10.77.0.1', {}),
    ];
    for (const s of [seats[0]!, seats[2]!]) {
      const joined = await call('POST', `/api/engine/challenges/${challenge}/members`, {
        headers: s.headers,
        body: s.headers.authorization ? {} : { game: s.game.id },
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }

    const random = seeded(17);
    const transcript: unknown[] = [];
    // Each seat plays a run of answers in turn, so that the waits are its own answers' timings.
    let s = seats[0]!;
    let run = 0;
    for (let step = 0; step < STEPS; step++) {
      if (run === 0) {
        s = seats[Math.floor(random() * seats.length)]!;
        run = 1 + Math.floor(random() * 8);
      }
      run -= 1;
      const roll = random();
      // Mostly a person's pace, sometimes too fast (two's habit), now and then a long pause or a night.
      const wait =
        roll < (s.name === 'two' ? 0.6 : 0.12)
          ? 300
          : roll < 0.9
            ? 1300 + Math.floor(random() * 6000)
            : roll < 0.985
              ? Math.floor(random() * 9 * MINUTE)
              : 14 * 60 * MINUTE;
      now += wait;
      const again = s.previous !== null && random() < 0.05;
      const right = random() < 0.7;
      const correct = await correctOptionOf(ctx, s.game.id);
      const option = right ? correct : s.game.attributes.question!.options.find((o) => o.id !== correct)!.id;
      const payload = again ? s.previous! : { question: s.game.attributes.question_id!, answer: option };
      const response = await call('PATCH', `/api/engine/games/${s.game.id}/answer`, {
        headers: s.headers,
        body: payload,
        address: s.address,
      });
      expect(response.statusCode, response.body).toBe(200);
      const game = response.json<GameDocument>().data;
      const a = game.attributes;
      transcript.push([
        step,
        s.name,
        again,
        a.answer?.correct,
        a.rice,
        a.streak,
        a.level,
        a.user_rice_total,
        a.sponsor_id,
        a.notifications.map((n) => [n.code, n.params]),
      ]);
      if (!again) s.previous = payload;
      s.game = game;
    }

    // The rows, with the ids that differ between the runs named by their seat.
    const names = new Map<string, string>([
      [one.session.uuid, 'one'],
      [two.session.uuid, 'two'],
      [challenge, 'challenge'],
    ]);
    for (const s of seats) names.set(s.game.id, `game of ${s.name}`);
    const name = (id: string | null) =>
      id === null
        ? null
        : (names.get(id) ??
          id.replace(/^([ugc]):(.*)$/, (_m, kind: string, rest: string) => `${kind}:${names.get(rest) ?? rest}`));
    const groupIds = (await db.selectFrom('group_stats').select('group_id').execute()).map((g) => g.group_id);
    const groupOwner = async (id: string) =>
      (
        await db
          .selectFrom('group_members')
          .select('user_id')
          .where('group_id', '=', id)
          .where('is_admin', '=', 1)
          .executeTakeFirst()
      )?.user_id ?? null;
    for (const id of groupIds) names.set(id, `group of ${name(await groupOwner(id))}`);

    const numbers = <T extends Record<string, unknown>>(row: T) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'bigint' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : v,
        ]),
      );
    const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

    const donations = await db.selectFrom('donations').selectAll().orderBy('created_at').execute();
    const dayTotals = await db
      .selectFrom('daily_totals')
      .select('day')
      .select((eb) => eb.fn.sum<number>('grains').as('grains'))
      .groupBy('day')
      .orderBy('day')
      .execute();
    const counters = await db.selectFrom('anticheat_counters').selectAll().execute();
    const rows = {
      transcript,
      ledger: donations.map((d) =>
        numbers({ ...d, question_id: undefined, game_id: name(d.game_id), user_id: name(d.user_id) }),
      ),
      dayTotals: dayTotals.map(numbers),
      games: sorted(
        (await db.selectFrom('games').select(['id', 'user_id', 'level', 'rice', 'streak']).execute()).map((g) =>
          numbers({ ...g, id: name(g.id), user_id: name(g.user_id) }),
        ),
      ),
      counters: sorted(counters.map((c) => numbers({ ...c, subject: name(c.subject) }))),
      players: sorted(
        (await db.selectFrom('players').selectAll().execute()).map((p) => numbers({ ...p, user_id: name(p.user_id) })),
      ),
      categoryStats: sorted(
        (await db.selectFrom('user_category_stats').selectAll().execute()).map((p) =>
          numbers({ ...p, user_id: name(p.user_id) }),
        ),
      ),
      activity: sorted(
        (await db.selectFrom('user_activity').selectAll().execute()).map((p) =>
          numbers({ ...p, user_id: name(p.user_id) }),
        ),
      ),
      badges: sorted(
        (await db.selectFrom('user_badges').selectAll().execute()).map((p) =>
          numbers({ ...p, user_id: name(p.user_id) }),
        ),
      ),
      groupStats: sorted(
        (await db.selectFrom('group_stats').selectAll().execute()).map((g) =>
          numbers({ ...g, group_id: name(g.group_id) }),
        ),
      ),
      contributions: sorted(
        (await db.selectFrom('group_contributions').selectAll().execute()).map((g) =>
          numbers({ ...g, group_id: name(g.group_id), user_id: name(g.user_id) }),
        ),
      ),
      groupCredits: sorted(
        (
          await db
            .selectFrom('donation_groups')
            .select('group_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .groupBy('group_id')
            .execute()
        ).map((g) => numbers({ ...g, group_id: name(g.group_id) })),
      ),
      challenge: numbers(
        await db
          .selectFrom('challenges')
          .select(['rice_raised', 'participants'])
          .where('id', '=', challenge)
          .executeTakeFirstOrThrow(),
      ),
      challengeMembers: sorted(
        (await db.selectFrom('challenge_members').select(['member_key', 'rice', 'active']).execute()).map((m) =>
          numbers({ ...m, member_key: name(m.member_key) }),
        ),
      ),
      challengeCredits: Number(
        (
          await db
            .selectFrom('donation_challenges')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      sponsor: numbers(
        await db
          .selectFrom('sponsors')
          .select(['spent_grains'])
          .where('id', '=', 'parity-sponsor')
          .executeTakeFirstOrThrow(),
      ),
      ledgerVerified: (await verifyLedger(db)).differences.map((d) => ({ ...d, key: name(d.key) })),
      events: (await db.selectFrom('outbox_events').select(['type', 'payload']).orderBy('id').execute()).map(
        (e) =>
          JSON.parse(JSON.stringify({ type: e.type, ...JSON.parse(e.payload) }), (key, value: unknown) =>
            key === 'userId' || key === 'groupId'
              ? name(value as string)
              : // A member's groups come in the order the database updated their rows, which each keeps its own way.
                key === 'groups' && Array.isArray(value)
                ? [...(value as { groupId: string }[])].sort((a, b) => a.groupId.localeCompare(b.groupId))
                : value,
          ) as { type: string },
      ),
    };
    return rows;
  } finally {
    await ctx.close();
  }
}

describe.skipIf(!DIALECTS.includes('postgres'))('one answer sequence on SQLite and on PostgreSQL', () => {
  it('gives the same responses and leaves the same ledger, totals, badges and anti-cheat rows', async () => {
    const sqlite = await play('sqlite');
    const postgres = await play('postgres');
    // The sequence meets what it is meant to: credits refused and granted, a cheater, a badge.
    expect(sqlite.ledger.length).toBeGreaterThan(20);
    expect(sqlite.transcript.some((t) => (t as unknown[])[3] === true && sqlite.ledger.length < STEPS)).toBe(true);
    expect(sqlite.players.some((p) => p.includes('"player_type":1'))).toBe(true);
    expect(sqlite.badges.length).toBeGreaterThan(0);
    expect(new Set(sqlite.events.map((e) => e.type))).toEqual(
      new Set(['group-created', 'member-joined', 'answer-credited', 'player-flagged']),
    );
    // verify-ledger finds nothing but the grains the first player was given before the sequence.
    expect(sqlite.ledgerVerified.map((d) => [d.total, d.key, Number(d.stored) - Number(d.ledger)])).toEqual([
      ['players', 'one', 900],
    ]);
    expect(postgres).toEqual(sqlite);
  }, 300_000);
});
