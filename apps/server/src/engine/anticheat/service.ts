import type { Transaction } from 'kysely';
import type { AnticheatConfig } from '../../platform/config.js';
import type { Database } from '../../platform/database/schema.js';
import { isTooFast, isTripped, paceMs, type ReadableQuestion } from './thresholds.js';
import { countAnswerOf, subjectOf } from './repository.js';
import { forgetPlayerEvidence } from './evidence.js';
import { PlayerType, setPlayerType } from '../players/service.js';

export interface AnsweredQuestion {
  gameId: string;
  /** The game's owner; null for an anonymous game. */
  userId: string | null;
  /** Where the answer comes from: `clientKey(request.ip)`. */
  client: string;
  /** The question on the card, as stored on the game (JSON). */
  question: string;
  /** Whether the answer is right: only a right answer spends credit. */
  correct: boolean;
  /** When the game began, when the question was served, and when the answer came (epoch ms). */
  startedAt: number;
  issuedAt: number;
  now: number;
}

export interface Verdict {
  /** False for a cheater's answer, an anonymous answer in a cool-down, or beyond a ceiling: score it, credit nothing. */
  credited: boolean;
  tooFast: boolean;
  /** This answer is the one that marked its account as a cheater. */
  markedNow: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The client row has no rate signal of its own: its clocks bound it. */
const NO_LIMIT = 2_000_000_000;

/**
 * The credit clocks for one answer (ADR 009): a fast person's pace for this question, ahead of
 * which one may run by the burst; and the hourly and daily ceilings, of which a quarter and a half
 * may be spent at once after a rest. Nothing to spend when the answer is wrong, would credit
 * nothing anyway, or the ceilings are off (ANTICHEAT_PACE_MS=0).
 */
function clocksFor(settings: AnticheatConfig, pace: number, spends: boolean) {
  const on = spends && settings.paceMs > 0;
  return {
    pace: { cost: on ? pace : 0, tolerance: settings.burstMs },
    hour: { cost: on ? Math.ceil(HOUR / settings.hourAnswers) : 0, tolerance: HOUR / 4 },
    day: { cost: on ? Math.ceil(DAY / settings.dayAnswers) : 0, tolerance: DAY / 2 },
  };
}

/**
 * Measures an answer against the moment its question was served and counts it, inside the
 * answer's transaction: against its player (the account across all its games, or the anonymous
 * game) and against its client (the address, or IPv6 /64), so that a new game, session or
 * anonymous identity starts from the evidence and the spent credit it left (ADR 009). Two
 * statements; one more the moment an account is marked.
 */
export async function judgeAnswer(
  trx: Transaction<Database>,
  settings: AnticheatConfig,
  answer: AnsweredQuestion,
): Promise<Verdict> {
  const { userId, now, client } = answer;
  const question = JSON.parse(answer.question) as ReadableQuestion;
  const tooFast = isTooFast(settings, question, now - answer.issuedAt);
  const pace = paceMs(settings, question);
  const common = {
    client,
    now,
    fast: tooFast ? 1 : 0,
    wrongAt: answer.correct ? 0 : now,
    fastLapsed: now - settings.fastWindowMs,
    rateLapsed: now - settings.rateWindowMs,
    fastLimit: settings.fastAnswers,
    throttleUntil: now + settings.cooldownMs,
    activeSince: now - settings.activeMs,
    // A person errs now and then; a player with no wrong answer in the evidence window does not
    // count toward a classroom (ten flawless games at a person's pace are one bot, not ten pupils).
    humanSince: now - settings.fastWindowMs,
    maxPlayers: settings.clientPlayers,
  };
  const player = await countAnswerOf(trx, {
    ...common,
    subject: subjectOf(userId ? { userId } : { gameId: answer.gameId }),
    userId,
    rateLimit: settings.rateAnswers,
    // A new anonymous game has banked no credit: it earns from the moment it began.
    paceStart: userId ? 0 : answer.startedAt,
    ...clocksFor(settings, pace, answer.correct),
  });
  let playerAllows: boolean;
  let markedNow = false;
  if (!userId) playerAllows = now >= player.throttledUntil;
  else if (player.playerType === PlayerType.cheater) playerAllows = false;
  else if (isTripped(settings, player)) {
    await markCheater(trx, userId, now);
    markedNow = true;
    playerAllows = false;
  } else playerAllows = true;
  const playerCredits = playerAllows && !player.refused;

  // The address's evidence and clocks: spent only by an answer its player would credit.
  const byClient = await countAnswerOf(
    trx,
    {
      ...common,
      subject: subjectOf({ client }),
      userId: null,
      rateLimit: NO_LIMIT,
      paceStart: 0,
      ...clocksFor(settings, pace, answer.correct && playerCredits),
    },
    true,
  );
  // A client's cool-down holds back anonymous answers; accounts answer for themselves.
  const clientAllows = !byClient.refused && (userId !== null || now >= byClient.throttledUntil);
  return { credited: playerCredits && clientAllows, tooFast, markedNow };
}

/** Marks an account as a cheater (SPEC player_type 1): its answers are scored, never credited. */
export async function markCheater(trx: Transaction<Database>, userId: string, now: number): Promise<void> {
  await setPlayerType(trx, userId, PlayerType.cheater, now);
}

/**
 * Clears an account's cheater mark (an admin's decision) and forgets its evidence: the old
 * evidence would mark it again at once, so it starts afresh.
 */
export async function clearCheater(trx: Transaction<Database>, userId: string, now: number): Promise<void> {
  await setPlayerType(trx, userId, PlayerType.honest, now);
  await forgetPlayerEvidence(trx, userId);
}
