import type { Kysely, Transaction } from 'kysely';
import type { AnticheatConfig } from '../../platform/config.js';
import type { Database } from '../../platform/database/schema.js';
import { isTooFast, isTripped, type ReadableQuestion } from './thresholds.js';
import { countAnswerOf, markAsCheater, subjectOf, unmarkCheater } from './repository.js';

/** SPEC §3: player_type.value 1 marks a cheater. */
export const CHEATER = 1;

export interface AnsweredQuestion {
  gameId: string;
  /** The game's owner; null for an anonymous game. */
  userId: string | null;
  /** The question on the card, as stored on the game (JSON). */
  question: string;
  /** When the question was served, and when the answer came (epoch ms). */
  issuedAt: number;
  now: number;
}

export interface Verdict {
  /** False for a cheater's answer or an anonymous game in its cool-down: score it, credit nothing. */
  credited: boolean;
  tooFast: boolean;
  /** This answer is the one that marked its account as a cheater. */
  markedNow: boolean;
}

/**
 * Measures an answer against the moment its question was served and counts it, inside the
 * answer's transaction (one statement; one more the moment an account is marked). Evidence is
 * counted per account across all its games, or per game when anonymous (ADR 009).
 */
export async function judgeAnswer(
  trx: Transaction<Database>,
  settings: AnticheatConfig,
  answer: AnsweredQuestion,
): Promise<Verdict> {
  const { userId, now } = answer;
  const tooFast = isTooFast(settings, JSON.parse(answer.question) as ReadableQuestion, now - answer.issuedAt);
  const counts = await countAnswerOf(trx, {
    subject: subjectOf(userId ? { userId } : { gameId: answer.gameId }),
    userId,
    now,
    fast: tooFast ? 1 : 0,
    fastLapsed: now - settings.fastWindowMs,
    rateLapsed: now - settings.rateWindowMs,
    fastLimit: settings.fastAnswers,
    rateLimit: settings.rateAnswers,
    throttleUntil: now + settings.cooldownMs,
  });
  if (!userId) return { credited: now >= counts.throttledUntil, tooFast, markedNow: false };
  if (counts.playerType === CHEATER) return { credited: false, tooFast, markedNow: false };
  if (!isTripped(settings, counts)) return { credited: true, tooFast, markedNow: false };
  await markAsCheater(trx, userId, now);
  return { credited: false, tooFast, markedNow: true };
}

/**
 * Clears an account's cheater mark (an admin's decision) and forgets its evidence, so it starts
 * afresh. Returns whether the player had a record to clear.
 */
export async function clearCheater(db: Kysely<Database>, userId: string): Promise<boolean> {
  return unmarkCheater(db, userId);
}
