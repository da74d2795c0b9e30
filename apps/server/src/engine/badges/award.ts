import type { Kysely, Transaction } from 'kysely';
import { BADGE_NAMES, type BadgeName, type Notification } from '@ricebowl/contract';
import type { Database } from '../../platform/database/schema.js';
import { utcDay } from '../donations/ledger.js';
import { describeBadge } from './catalogue.js';
import { translatorFor } from '../../i18n/index.js';

const BREAK_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const GRAIN_MILESTONE = 1000;

const STREAKS = [10, 25, 50, 75, 100, 125, 150, 175, 200];
const ACCUMULATIONS = [1000, 2000, 5000, 10000];
const RUNS_HOURS = [1, 2];
const DAYS_IN_A_ROW = [5, 10, 15];
const DAYS_PLAYED = 30;

/**
 * The thresholds as PostgreSQL's answer function takes them (migration 0015-pg17-answer-function),
 * which applies badgesReached's rules in the answer's one statement: each list ends with a 0.
 */
export const BADGE_THRESHOLDS = [
  ...STREAKS,
  0,
  ...ACCUMULATIONS,
  0,
  ...RUNS_HOURS,
  0,
  ...DAYS_IN_A_ROW,
  0,
  DAYS_PLAYED,
];

export interface AnsweredFacts {
  userId: string;
  correct: boolean;
  /** Correct answers in a row, this one included. */
  streak: number;
  /** The player's correct answers and grains before and after this answer. */
  correctBefore: number;
  correctAfter: number;
  riceBefore: number;
  riceAfter: number;
  now: number;
}

/** A player's play record (user_activity). */
export type Activity = {
  session_started_at: number;
  last_answer_at: number;
  last_day: string;
  days_in_a_row: number;
  days_played: number;
};

/** The next state of a player's play record after an answer at `now`. */
export function nextActivity(previous: Activity | undefined, now: number): Activity {
  const today = utcDay(now);
  if (!previous)
    return { session_started_at: now, last_answer_at: now, last_day: today, days_in_a_row: 1, days_played: 1 };
  const unbroken = now - previous.last_answer_at <= BREAK_MS;
  const newDay = today !== previous.last_day;
  const yesterday = utcDay(now - DAY_MS);
  return {
    session_started_at: unbroken ? previous.session_started_at : now,
    last_answer_at: now,
    last_day: today,
    days_in_a_row: !newDay ? previous.days_in_a_row : previous.last_day === yesterday ? previous.days_in_a_row + 1 : 1,
    days_played: newDay ? previous.days_played + 1 : previous.days_played,
  };
}

/** The badges whose rule this answer fulfils for the first time (ARCHITECTURE §5). */
export function badgesReached(facts: AnsweredFacts, before: Activity | undefined, after: Activity): BadgeName[] {
  const reached: string[] = [];
  if (facts.correct && STREAKS.includes(facts.streak)) reached.push(`streak_${facts.streak}`);
  for (const n of ACCUMULATIONS)
    if (facts.correctBefore < n && facts.correctAfter >= n) reached.push(`accumulation_${n}`);
  const runBefore =
    before && after.session_started_at === before.session_started_at
      ? before.last_answer_at - before.session_started_at
      : 0;
  const runAfter = after.last_answer_at - after.session_started_at;
  for (const h of RUNS_HOURS) if (runBefore < h * HOUR_MS && runAfter >= h * HOUR_MS) reached.push(`persistence_${h}h`);
  if (after.days_in_a_row !== (before?.days_in_a_row ?? 0) && DAYS_IN_A_ROW.includes(after.days_in_a_row)) {
    reached.push(`persistence_${after.days_in_a_row}d`);
  }
  if ((before?.days_played ?? 0) < DAYS_PLAYED && after.days_played >= DAYS_PLAYED) reached.push('persistence_30i');
  return reached as BadgeName[];
}

/**
 * Records the answer in the player's play record and awards what it earned, inside the answer's
 * transaction, from the record as it was before (`before`, read by the player's totals' upsert:
 * players/repository.ts). Cheap: one write of the play record, and an insert only when a
 * threshold is crossed. A badge is earned once (the primary key refuses a second).
 */
export async function awardForAnswer(
  trx: Transaction<Database> | Kysely<Database>,
  facts: AnsweredFacts,
  before: Activity | undefined,
): Promise<Notification[]> {
  const after = nextActivity(before, facts.now);
  await trx
    .insertInto('user_activity')
    .values({ user_id: facts.userId, ...after })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(after))
    .execute();

  const notifications: Notification[] = [];
  const reached = badgesReached(facts, before, after);
  if (reached.length > 0) {
    const earned = await trx
      .insertInto('user_badges')
      .values(reached.map((badge) => ({ user_id: facts.userId, badge, earned_at: facts.now })))
      .onConflict((oc) => oc.columns(['user_id', 'badge']).doNothing())
      .returning('badge')
      .execute();
    notifications.push(...badgeNotifications(earned.map((row) => row.badge)));
  }
  notifications.push(...milestoneNotifications(facts.riceBefore, facts.riceAfter));
  return notifications;
}

const KNOWN_BADGES = new Set<string>(BADGE_NAMES);

/** The notifications of badges just earned, their label and title in `language` (English by default). */
export function badgeNotifications(earned: readonly string[], language?: string | null): Notification[] {
  const { t } = translatorFor(language);
  return earned.map((badge) => {
    const label = KNOWN_BADGES.has(badge) ? describeBadge(badge as BadgeName, language).label : badge;
    return { size: 'large', title: t('badges.newBadge', { label }), code: 'badge', params: { badge, label } };
  });
}

/** The notifications in `language`: a badge's label and title are the server's to translate. */
export function localizeNotifications(notifications: readonly Notification[], language?: string | null) {
  return notifications.flatMap((notification) =>
    notification.code === 'badge' && typeof notification.params?.badge === 'string'
      ? badgeNotifications([notification.params.badge], language)
      : [notification],
  );
}

/** A notification when the player's grains pass a thousand. */
export function milestoneNotifications(riceBefore: number, riceAfter: number): Notification[] {
  if (Math.floor(riceBefore / GRAIN_MILESTONE) >= Math.floor(riceAfter / GRAIN_MILESTONE)) return [];
  const grains = Math.floor(riceAfter / GRAIN_MILESTONE) * GRAIN_MILESTONE;
  return [
    {
      size: 'small',
      title: `You have donated ${grains.toLocaleString('en')} grains of rice!`,
      code: 'milestone',
      params: { grains },
    },
  ];
}

export async function badgesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_badges')
    .select('badge')
    .where('user_id', '=', userId)
    .orderBy('earned_at')
    .execute();
  return rows.map((r) => r.badge);
}

/** Forgets a deleted player's badges and play record. */
export async function forgetBadges(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('user_badges').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_activity').where('user_id', '=', userId).execute();
}
