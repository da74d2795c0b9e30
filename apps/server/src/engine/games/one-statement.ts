import { sql, type Kysely } from 'kysely';
import type { AnticheatConfig } from '../../platform/config.js';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';
import { BADGE_THRESHOLDS } from '../badges/award.js';
import type { QuestionUpdate } from './repository.js';
import type { KeptGame } from './kept-games.js';

/**
 * PostgreSQL's answer path in one round trip (issue 17, ADR 020): the function `ricebowl_answer`
 * (migration 0015-pg17-answer-function) runs the whole answer transaction, and the game's state
 * the answer is computed from is kept in the process from the game's last request, so that an
 * answer usually needs no read first (kept-games.ts). The function checks that state against the
 * row (status "moved" when another process or request changed it: the caller reads the row it
 * returns and computes again), so the kept copy can be out of date but never wrong.
 */

export type { KeptGame } from './kept-games.js';

export interface AnswerInput {
  game: KeptGame;
  questionId: string;
  viewer: string | null;
  client: string;
  now: number;
  correct: boolean;
  level: number;
  streak: number;
  next: QuestionUpdate;
  tooFast: boolean;
  /** A fast person's pace for the answered question (anticheat/thresholds.ts, paceMs). */
  pace: number;
  grains: number;
  shard: number;
  day: string;
  yesterday: string;
}

export type AnswerOutcome =
  | { status: 'missing' }
  | { status: 'stale'; game: KeptGame; userRice: number | null }
  | { status: 'moved'; game: KeptGame }
  | {
      status: 'ok';
      userId: string | null;
      grains: number;
      gameRice: number;
      userRice?: number;
      userCorrect?: number;
      honest?: boolean;
      credited?: boolean;
      flagged?: boolean;
      groups?: { groupId: string; groupRice: number; memberRice: number }[];
      badges?: string[];
    };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The anti-cheat settings as the function takes them (see the migration for the order). */
export function anticheatArray(settings: AnticheatConfig): number[] {
  return [
    settings.fastWindowMs,
    settings.rateWindowMs,
    settings.fastAnswers,
    settings.rateAnswers,
    settings.cooldownMs,
    settings.activeMs,
    settings.clientPlayers,
    settings.burstMs,
    settings.paceMs > 0 ? 1 : 0,
    Math.ceil(HOUR / settings.hourAnswers),
    Math.ceil(DAY / settings.dayAnswers),
  ];
}

type Params = {
  game: string;
  question: string;
  viewer: string | null;
  client: string;
  now: number;
  level: number;
  streak: number;
  issuedAt: number;
  category: string;
  correct: boolean;
  nextLevel: number;
  nextStreak: number;
  nextQuestionId: string;
  nextQuestion: string;
  nextCorrect: string;
  nextLearnMore: string | null;
  nextSeen: string;
  nextSponsor: string | null;
  tooFast: boolean;
  pace: number;
  ac: number[];
  grains: number;
  shard: number;
  day: string;
  yesterday: string;
  badges: number[];
};

const callAnswer = prepared((db: Kysely<Database>, p: Params) =>
  db.selectNoFrom(
    sql<AnswerOutcome>`ricebowl_answer(${p.game}::text, ${p.question}::text, ${p.viewer}::text, ${p.client}::text,
      ${p.now}::bigint, ${p.level}::integer, ${p.streak}::integer, ${p.issuedAt}::bigint, ${p.category}::text,
      ${p.correct}::boolean, ${p.nextLevel}::integer, ${p.nextStreak}::integer, ${p.nextQuestionId}::text,
      ${p.nextQuestion}::text, ${p.nextCorrect}::text, ${p.nextLearnMore}::text, ${p.nextSeen}::text,
      ${p.nextSponsor}::text, ${p.tooFast}::boolean, ${p.pace}::bigint, ${p.ac}::bigint[], ${p.grains}::integer,
      ${p.shard}::integer, ${p.day}::text, ${p.yesterday}::text, ${p.badges}::integer[])`.as('outcome'),
  ),
);

/** The answer's whole transaction in one statement (PostgreSQL). */
export async function answerInOneStatement(
  db: Kysely<Database>,
  settings: AnticheatConfig,
  input: AnswerInput,
): Promise<AnswerOutcome> {
  const { game, next } = input;
  const { rows } = await callAnswer(db, {
    game: game.id,
    question: input.questionId,
    viewer: input.viewer,
    client: input.client,
    now: input.now,
    level: game.level,
    streak: game.streak,
    issuedAt: game.question_issued_at,
    category: game.category_id,
    correct: input.correct,
    nextLevel: input.level,
    nextStreak: input.streak,
    nextQuestionId: next.question_id!,
    nextQuestion: next.question!,
    nextCorrect: next.correct_option_id!,
    nextLearnMore: next.learn_more,
    nextSeen: next.seen,
    nextSponsor: next.sponsor_id,
    tooFast: input.tooFast,
    pace: input.pace,
    ac: anticheatArray(settings),
    grains: input.grains,
    shard: input.shard,
    day: input.day,
    yesterday: input.yesterday,
    badges: BADGE_THRESHOLDS,
  });
  const outcome = rows[0]!.outcome;
  if (outcome.status === 'stale' || outcome.status === 'moved') outcome.game = fromRow(outcome.game);
  return outcome;
}

/** A game row as JSON gives it: the same fields, numbers already numbers. */
function fromRow(row: KeptGame): KeptGame {
  return { ...row, max_level: Number(row.max_level) };
}
