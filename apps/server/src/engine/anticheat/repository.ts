import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';
import { PlayerType } from '../players/player-type.js';

/** The evidence of an account (`u:<id>`), an anonymous game (`g:<id>`) or a client (`c:<address key>`). */
export const subjectOf = (who: { userId: string } | { gameId: string } | { client: string }) =>
  'userId' in who ? `u:${who.userId}` : 'gameId' in who ? `g:${who.gameId}` : `c:${who.client}`;

/** A credit clock: credit spent up to `at` (epoch ms), each credited answer costing `cost` ms. */
export interface Clock {
  cost: number;
  /** How far behind now an idle clock may lag: the credit one may spend at once. */
  tolerance: number;
}

export interface Count {
  subject: string;
  /** For the player's type in the same statement; null for an anonymous game or a client. */
  userId: string | null;
  /** The client a player answers from (recorded on its row); the client row's own key for a client. */
  client: string;
  now: number;
  /** 1 when this answer was too fast, else 0. */
  fast: number;
  /** `now` when this answer was wrong (a person's error), else 0. */
  wrongAt: number;
  /** Windows that started at or before these times have lapsed and restart with this answer. */
  fastLapsed: number;
  rateLapsed: number;
  fastLimit: number;
  rateLimit: number;
  /** The end of a cool-down, should this answer trip a signal. */
  throttleUntil: number;
  /** The clocks; costs are zero for an answer that would credit nothing anyway. */
  pace: Clock;
  hour: Clock;
  day: Clock;
  /** Where a new row's pace clock starts: an anonymous game's when it began (no credit banked before). */
  paceStart: number;
  /**
   * Clients: the players behind it count while they answered after `activeSince` and erred after
   * `humanSince` (with no too-fast answer in their window), at most `maxPlayers` of them.
   */
  activeSince: number;
  humanSince: number;
  maxPlayers: number;
}

type ClockColumn = 'pace_at' | 'hour_at' | 'day_at';
/** Flat, as prepared statements bind them: the clocks' costs and floors, and a new row's values. */
type Params = Omit<Count, 'pace' | 'hour' | 'day'> &
  Record<
    | `${'pace' | 'hour' | 'day'}${'Cost' | 'Floor'}`
    | `fresh${'Pace' | 'Hour' | 'Day' | 'Refused'}`
    | 'activePlayers'
    | 'paceCeiling',
    number
  >;

/**
 * One subject's upsert: the evidence windows, as before, and the credit clocks. A clock credits an
 * answer when `max(at, now - tolerance) + cost <= now`, so that over any stretch of time T a
 * subject is credited at most `(T + tolerance) / cost` answers: a sliding window, kept in one
 * column. The answer is credited by the row only if all three clocks have room (`refused` = 0);
 * then each advances. A right answer beyond the pace still spends half its cost (up to one
 * tolerance ahead of now): whoever keeps answering faster than a person earns less the faster they
 * go, and nothing from twice a person's pace. A client row divides the costs, and multiplies the
 * too-fast limit, by the players behind it that show a person's timing and errors (counted just
 * before), at least one and at most `maxPlayers`.
 */
function upsertSubject(db: Kysely<Database>, p: Params, perClient: boolean) {
  // Counted once before the upsert (activePlayersBehind): as a subquery here it ran once for every
  // place the clocks use it, a dozen index scans per answer.
  const players = perClient ? sql<number>`CAST(${p.activePlayers} AS bigint)` : null;
  const cost = (value: number) =>
    players ? sql<number>`(CAST(${value} AS bigint) / ${players})` : sql<number>`${value}`;
  const base = (column: ClockColumn, floor: number) =>
    sql<number>`CASE WHEN anticheat_counters.${sql.ref(column)} > ${floor} THEN anticheat_counters.${sql.ref(column)} ELSE ${floor} END`;
  const clocks = [
    ['pace_at', p.paceCost, p.paceFloor],
    ['hour_at', p.hourCost, p.hourFloor],
    ['day_at', p.dayCost, p.dayFloor],
  ] as const;
  const spent = (column: ClockColumn, amount: number, floor: number) =>
    sql<number>`${base(column, floor)} + ${cost(amount)}`;
  const fits = sql.join(
    clocks.map(([column, amount, floor]) => sql`${spent(column, amount, floor)} <= ${p.now}`),
    sql` AND `,
  );
  const advance = (column: ClockColumn, amount: number, floor: number) =>
    sql<number>`CASE WHEN ${fits} THEN ${spent(column, amount, floor)} ELSE anticheat_counters.${sql.ref(column)} END`;
  const penalised = sql<number>`${base('pace_at', p.paceFloor)} + ${cost(p.paceCost)} / 2`;
  const pace = sql<number>`CASE WHEN ${fits} THEN ${spent('pace_at', p.paceCost, p.paceFloor)}
    WHEN ${spent('pace_at', p.paceCost, p.paceFloor)} <= ${p.now} THEN anticheat_counters.pace_at
    WHEN ${penalised} < ${p.paceCeiling} THEN ${penalised} ELSE ${p.paceCeiling} END`;

  const fastLimit = players ? sql<number>`${p.fastLimit} * ${players}` : sql<number>`${p.fastLimit}`;
  const fastRestarts = sql<boolean>`anticheat_counters.fast_since <= ${p.fastLapsed}`;
  const rateRestarts = sql<boolean>`anticheat_counters.rate_since <= ${p.rateLapsed}`;
  const fastCount = sql<number>`CASE WHEN ${fastRestarts} THEN excluded.fast_count ELSE anticheat_counters.fast_count + excluded.fast_count END`;
  const rateCount = sql<number>`CASE WHEN ${rateRestarts} THEN 1 ELSE anticheat_counters.rate_count + 1 END`;
  return db
    .insertInto('anticheat_counters')
    .values({
      subject: p.subject,
      fast_count: p.fast,
      fast_since: p.now,
      rate_count: 1,
      rate_since: p.now,
      throttled_until: 0,
      client: perClient ? null : p.client,
      last_at: p.now,
      wrong_at: p.wrongAt,
      pace_at: p.freshPace,
      hour_at: p.freshHour,
      day_at: p.freshDay,
      refused: p.freshRefused,
    })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        fast_count: fastCount,
        fast_since: sql<number>`CASE WHEN ${fastRestarts} THEN excluded.fast_since ELSE anticheat_counters.fast_since END`,
        rate_count: rateCount,
        rate_since: sql<number>`CASE WHEN ${rateRestarts} THEN excluded.rate_since ELSE anticheat_counters.rate_since END`,
        throttled_until: sql<number>`CASE WHEN ${fastCount} >= ${fastLimit} OR ${rateCount} >= ${p.rateLimit} THEN ${p.throttleUntil} ELSE anticheat_counters.throttled_until END`,
        client: sql<string | null>`excluded.client`,
        last_at: sql<number>`excluded.last_at`,
        wrong_at: sql<number>`CASE WHEN excluded.wrong_at > anticheat_counters.wrong_at THEN excluded.wrong_at ELSE anticheat_counters.wrong_at END`,
        pace_at: pace,
        hour_at: advance(...clocks[1]),
        day_at: advance(...clocks[2]),
        refused: sql<number>`CASE WHEN ${fits} THEN 0 ELSE 1 END`,
      }),
    )
    .returning((eb) => [
      'fast_count',
      'rate_count',
      'throttled_until',
      'refused',
      eb.selectFrom('players').select('players.player_type').where('players.user_id', '=', p.userId).as('player_type'),
    ]);
}

/**
 * The players behind a client that answered lately and show a person's timing and errors: no
 * too-fast answer in their window, and a wrong answer since `humanSince`. At most `maxPlayers`.
 */
const activePlayersBehind = prepared(
  (db: Kysely<Database>, p: { client: string; activeSince: number; humanSince: number; maxPlayers: number }) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('anticheat_counters')
          .select(sql<number>`1`.as('one'))
          .where('client', '=', p.client)
          .where('last_at', '>', p.activeSince)
          .where('fast_count', '=', 0)
          .where('wrong_at', '>', p.humanSince)
          .limit(p.maxPlayers)
          .as('recent'),
      )
      .select((eb) => eb.fn.countAll<number>().as('players')),
);

const countPlayerAnswer = prepared((db: Kysely<Database>, p: Params) => upsertSubject(db, p, false));
const countClientAnswer = prepared((db: Kysely<Database>, p: Params) => upsertSubject(db, p, true));

/** What a new row's clocks hold after this answer: spent from a full budget (or from `paceStart`). */
function freshClocks(count: Count) {
  const starts = {
    pace_at: Math.max(count.paceStart, count.now - count.pace.tolerance),
    hour_at: count.now - count.hour.tolerance,
    day_at: count.now - count.day.tolerance,
  };
  const costs = { pace_at: count.pace.cost, hour_at: count.hour.cost, day_at: count.day.cost };
  const columns = ['pace_at', 'hour_at', 'day_at'] as const;
  const fits = columns.every((column) => starts[column] + costs[column] <= count.now);
  const at = (column: ClockColumn) => (fits ? starts[column] + costs[column] : starts[column]);
  return { freshPace: at('pace_at'), freshHour: at('hour_at'), freshDay: at('day_at'), freshRefused: fits ? 0 : 1 };
}

/**
 * Counts one answer against one subject (a player: account or anonymous game; or the client),
 * the atomic upsert returning its counters with the player's type: one statement a subject.
 */
export async function countAnswerOf(trx: Transaction<Database>, count: Count, perClient = false) {
  const { pace, hour, day, ...rest } = count;
  const active = perClient ? Number((await activePlayersBehind(trx, count)).rows[0]?.players ?? 0) : 0;
  const params: Params = {
    ...rest,
    activePlayers: Math.max(1, active),
    paceCost: pace.cost,
    paceFloor: count.now - pace.tolerance,
    hourCost: hour.cost,
    hourFloor: count.now - hour.tolerance,
    dayCost: day.cost,
    dayFloor: count.now - day.tolerance,
    paceCeiling: count.now + pace.tolerance,
    ...freshClocks(count),
  };
  const row = (await (perClient ? countClientAnswer : countPlayerAnswer)(trx, params)).rows[0]!;
  return {
    fast: Number(row.fast_count),
    answers: Number(row.rate_count),
    throttledUntil: Number(row.throttled_until),
    refused: Number(row.refused) === 1,
    playerType: row.player_type === null ? PlayerType.honest : Number(row.player_type),
  };
}

/** Deletes the evidence of the given subjects (see subjectOf). */
export async function forgetSubjects(trx: Transaction<Database>, subjects: string[]): Promise<void> {
  if (subjects.length === 0) return;
  await trx.deleteFrom('anticheat_counters').where('subject', 'in', subjects).execute();
}

/**
 * Deletes up to `limit` rows of clients (addresses) idle since `before` and not in a cool-down at
 * `now`, found through the (client, last_at) index: client rows have no `client` of their own.
 * Returns how many went.
 */
export async function forgetIdleClients(
  db: Kysely<Database>,
  idle: { before: number; now: number; limit: number },
): Promise<number> {
  const deleted = await db
    .deleteFrom('anticheat_counters')
    .where('subject', 'in', (eb) =>
      eb
        .selectFrom('anticheat_counters')
        .select('subject')
        .where('client', 'is', null)
        .where('last_at', '<', idle.before)
        .where('subject', 'like', 'c:%')
        .where('throttled_until', '<', idle.now)
        .limit(idle.limit),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
