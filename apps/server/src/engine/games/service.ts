import {
  CORRECT_IN_A_ROW_TO_LEVEL_UP,
  GRAINS_PER_CORRECT_ANSWER,
  MIN_LEVEL,
  type Answer,
  type Notification,
} from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import type { Game } from '../../platform/database/schema.js';
import { errors } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import type { Viewer } from '../../platform/auth.js';
import { playerRice, recordPlayerAnswer } from '../players/service.js';
import { creditGroups } from '../groups/service.js';
import { recordEvent, type GroupCredit } from '../../platform/events/domain-events.js';
import { awardForAnswer } from '../badges/award.js';
import { creditChallenges, memberKey } from '../challenges/service.js';
import type { IssuedQuestion, SeenMap } from '../questions/question-bank.js';
import { findEnabledCategory } from '../categories/service.js';
import { recordDonation } from '../donations/ledger.js';
import { creditSponsor } from '../sponsors/picker.js';
import { judgeAnswer } from '../anticheat/service.js';
import { isTooFast, paceMs } from '../anticheat/thresholds.js';
import { badgeNotifications, milestoneNotifications } from '../badges/award.js';
import { randomInt } from 'node:crypto';
import { utcDay } from '../donations/ledger.js';
import { answerInOneStatement } from './one-statement.js';
import { forgetGame, keepGame, keptGame, type KeptGame } from './kept-games.js';
import {
  advanceGame,
  findGame,
  insertGame,
  updateGameCategory,
  type GameWithCategory,
  type QuestionUpdate,
} from './repository.js';

export interface GameResult {
  game: GameWithCategory;
  answer: Answer;
  notifications: Notification[];
  /** The owner's grain total; null for an anonymous game. */
  userRiceTotal: number | null;
  /** A new anonymous game's claim secret (ADR 009), given once; only its hash is stored. */
  claim?: string;
}

/**
 * No answer to show: a new or loaded game, or an answer that did not count. Clients read
 * `answer.correct` on every game document (issue 21), so it is an object without options, which
 * sends the client back to the (current) question.
 */
const NOT_COUNTED: Answer = { correct: false, options: [], metadata: {} };

/** Starts a game in a category at a level, with its first question. */
export async function createGame(
  deps: Deps,
  input: { categoryId: string; level: number },
  viewer: Viewer,
): Promise<GameResult> {
  const category = await requirePlayableCategory(deps, input.categoryId, input.level);
  const now = deps.now();
  const id = uuid();
  const { issued, seen } = deps.bank.issue(category.machine_name, input.level, {});
  // Only the browser that starts an anonymous game holds the secret that can claim it (the game id
  // is public: it travels in challenge joins and answer URLs).
  const claim = viewer ? undefined : newToken();
  const game: Game = {
    id,
    user_id: viewer?.userId ?? null,
    category_id: category.id,
    level: input.level,
    rice: 0,
    streak: 0,
    ...questionColumns(issued, seen, now, await deps.sponsors.pick()),
    created_at: now,
    claim_hash: claim ? hashToken(claim) : null,
  };
  await insertGame(deps.db.kysely, game);
  // The row is what was just inserted: no need to read it back.
  const created = { ...game, machine_name: category.machine_name, max_level: category.levels };
  keepGame(deps.db, created);
  const result = await withTotal(deps, created);
  return claim ? { ...result, claim } : result;
}

export async function loadGame(deps: Deps, id: string, viewer: Viewer): Promise<GameResult> {
  return withTotal(deps, await requireGame(deps, id, viewer));
}

/** Switches category and/or level, with a fresh question from the new pool. */
export async function changeCategory(
  deps: Deps,
  id: string,
  input: { categoryId: string; level: number },
  viewer: Viewer,
): Promise<GameResult> {
  const game = await requireGame(deps, id, viewer);
  const category = await requirePlayableCategory(deps, input.categoryId, input.level);
  const { issued, seen } = deps.bank.issue(category.machine_name, input.level, parseSeen(game.seen));
  const change = {
    category_id: category.id,
    level: input.level,
    ...questionColumns(issued, seen, deps.now(), await deps.sponsors.pick()),
  };
  await updateGameCategory(deps.db.kysely, id, change);
  // The game as updated: no need to read it back.
  const changed = { ...game, ...change, machine_name: category.machine_name, max_level: category.levels };
  keepGame(deps.db, changed);
  return withTotal(deps, changed);
}

/**
 * Scores an answer to the question on the card. A correct one credits 10 grains to the game, the
 * ledger and the day's total in one transaction; an answer to any other question (double click,
 * retry, a concurrent duplicate) credits nothing and returns the game as it is.
 */
export async function submitAnswer(
  deps: Deps,
  id: string,
  input: { questionId: string; optionId: string; client: string },
  viewer: Viewer,
): Promise<GameResult> {
  if (deps.db.dialect === 'postgres') return submitAnswerInOneStatement(deps, id, input, viewer);
  // The game as this process last left it, when that is the question answered: no read first. The
  // compare-and-set checks the copy against the row; an out-of-date copy writes nothing (the whole
  // transaction rolls back) and the answer is computed again from the row.
  const kept = keptGame(deps.db, id);
  if (kept && kept.question_id === input.questionId && visibleTo(kept, viewer)) {
    try {
      return await answerOnSqlite(deps, kept, input, viewer, true);
    } catch (error) {
      if (!(error instanceof OutOfDate)) throw error;
      forgetGame(deps.db, id);
    }
  }
  return answerOnSqlite(deps, await requireGame(deps, id, viewer), input, viewer, false);
}

/** Thrown inside the answer's transaction to roll it back: the kept copy of the game was out of date. */
class OutOfDate extends Error {}

/** SQLite: the answer as a transaction of statements, from `game` (read just now, or `kept`). */
async function answerOnSqlite(
  deps: Deps,
  game: GameWithCategory,
  input: { questionId: string; optionId: string; client: string },
  viewer: Viewer,
  kept: boolean,
): Promise<GameResult> {
  const id = game.id;
  if (game.question_id !== input.questionId || !game.question) {
    deps.metrics.answers.inc({ outcome: 'stale' });
    return withTotal(deps, game, NOT_COUNTED);
  }
  const options = (JSON.parse(game.question) as { options: { id: string }[] }).options;
  if (!options.some((o) => o.id === input.optionId)) throw errors.optionNotInQuestion();

  const correct = input.optionId === game.correct_option_id;
  const streak = correct ? game.streak + 1 : 0;
  const level = nextLevel(game.level, game.max_level, correct, streak);
  const now = deps.now();
  const { issued, seen } = deps.bank.issue(game.machine_name, level, parseSeen(game.seen));
  // The next question's sponsor, from the picker's in-memory list (no query on most answers).
  const nextSponsorId = await deps.sponsors.pick();

  const outcome = await deps.db.kysely.transaction().execute(async (trx) => {
    // Anti-cheat: a cheater's answer, an anonymous one in a cool-down, or one beyond a credit ceiling
    // of its player or address is scored but credits nothing.
    const verdict = await judgeAnswer(trx, deps.config.anticheat, {
      gameId: id,
      userId: game.user_id,
      client: input.client,
      question: game.question!,
      correct,
      startedAt: game.created_at,
      issuedAt: game.question_issued_at,
      now,
    });
    const grains = correct && verdict.credited ? GRAINS_PER_CORRECT_ANSWER : 0;
    const next = { level, streak, ...questionColumns(issued, seen, now, nextSponsorId) };
    if (!(await advanceGame(trx, game, input.questionId, next, grains))) {
      // A copy can be out of date rather than the question answered: roll back, read, compute again.
      if (kept) throw new OutOfDate();
      return null;
    }
    const { user_id: userId, category_id: categoryId } = game;
    let groups: GroupCredit[] = [];
    if (grains > 0) {
      // The answered question's sponsor pays, if its budget still allows; else it is unsponsored.
      const sponsorId = await creditSponsor(trx, game.sponsor_id, grains);
      const credit = { questionId: input.questionId, gameId: id, userId, categoryId, sponsorId, grains, at: now };
      await recordDonation(trx, credit, deps.config.dailyTotalShards);
      if (userId) groups = await creditGroups(trx, { questionId: input.questionId, userId, grains });
      // A game joins challenges anonymously; once it is a player's, the player's entries count
      // too, and come first.
      const keys = [...(userId ? [memberKey({ userId })] : []), memberKey({ gameId: id })];
      await creditChallenges(trx, { questionId: input.questionId, keys, grains, nowSeconds: Math.floor(now / 1000) });
    }
    if (!userId) return { grains, userRiceTotal: null, notifications: [], recorded: false };
    const totals = await recordPlayerAnswer(trx, { userId, categoryId, correct, grains, now });
    // A cheater earns nothing, so changes nothing on the boards; one marked just now leaves them.
    if (!verdict.credited) {
      if (verdict.markedNow) await recordEvent(trx, { type: 'player-flagged', userId });
      return { grains, userRiceTotal: totals.rice, notifications: [], recorded: verdict.markedNow };
    }
    const notifications = await awardForAnswer(
      trx,
      {
        userId,
        correct,
        streak,
        correctBefore: totals.correct - (correct ? 1 : 0),
        correctAfter: totals.correct,
        riceBefore: totals.rice - grains,
        riceAfter: totals.rice,
        now,
      },
      totals.activity,
    );
    // The shared leaderboards follow (ADR 021): the new totals, published after the commit.
    const playerRice = totals.honest ? totals.rice : null;
    await recordEvent(trx, { type: 'answer-credited', userId, playerRice, groups });
    return { grains, userRiceTotal: totals.rice, notifications, recorded: true };
  });
  if (!outcome) {
    deps.metrics.answers.inc({ outcome: 'stale' });
    return withTotal(deps, await requireGame(deps, id, viewer), NOT_COUNTED);
  }
  deps.metrics.answers.inc({ outcome: correct ? 'correct' : 'wrong' });
  if (outcome.recorded) deps.events.nudge();

  const learnMore = !correct && game.learn_more ? { type: 'error' as const, text: game.learn_more } : undefined;
  const answered: KeptGame = {
    ...game,
    level,
    streak,
    rice: game.rice + outcome.grains,
    ...questionColumns(issued, seen, now, nextSponsorId),
  };
  keepGame(deps.db, answered);
  return {
    game: answered,
    answer: { correct, options: [game.correct_option_id!], metadata: learnMore ? { learn_more: learnMore } : {} },
    notifications: [...outcome.notifications, ...(level > game.level ? [levelUpNotification(level)] : [])],
    userRiceTotal: outcome.userRiceTotal,
  };
}

/**
 * PostgreSQL: the same answer in one round trip (ADR 020). The game's state comes from this
 * process's last request for it when that is the question answered (else it is read, as above);
 * `ricebowl_answer` checks that state, and every rule of the transaction above, in one statement.
 */
async function submitAnswerInOneStatement(
  deps: Deps,
  id: string,
  input: { questionId: string; optionId: string; client: string },
  viewer: Viewer,
): Promise<GameResult> {
  let game: KeptGame | undefined = keptGame(deps.db, id);
  if (!game || game.question_id !== input.questionId || !visibleTo(game, viewer))
    game = await requireGame(deps, id, viewer);
  for (let attempt = 0; ; attempt += 1) {
    if (game.question_id !== input.questionId || !game.question) {
      deps.metrics.answers.inc({ outcome: 'stale' });
      return withTotal(deps, game, NOT_COUNTED);
    }
    const question = JSON.parse(game.question) as { text: string; options: { id: string; text: string }[] };
    if (!question.options.some((o) => o.id === input.optionId)) throw errors.optionNotInQuestion();
    const correct = input.optionId === game.correct_option_id;
    const streak = correct ? game.streak + 1 : 0;
    const level = nextLevel(game.level, game.max_level, correct, streak);
    const now = deps.now();
    const { issued, seen } = deps.bank.issue(game.machine_name, level, parseSeen(game.seen));
    const next = questionColumns(issued, seen, now, await deps.sponsors.pick());
    const settings = deps.config.anticheat;
    const outcome = await answerInOneStatement(deps.db.kysely, settings, {
      game,
      questionId: input.questionId,
      viewer: viewer?.userId ?? null,
      client: input.client,
      now,
      correct,
      level,
      streak,
      next,
      tooFast: isTooFast(settings, question, now - game.question_issued_at),
      pace: paceMs(settings, question),
      grains: GRAINS_PER_CORRECT_ANSWER,
      shard: randomInt(deps.config.dailyTotalShards),
      day: utcDay(now),
      yesterday: utcDay(now - 86_400_000),
    });
    if (outcome.status === 'missing') {
      forgetGame(deps.db, id);
      throw errors.gameNotFound();
    }
    if (outcome.status === 'moved' && attempt < 3) {
      // Another request or process changed the game since this one kept it: compute again.
      game = outcome.game;
      keepGame(deps.db, game);
      continue;
    }
    if (outcome.status !== 'ok') {
      const current = outcome.game;
      keepGame(deps.db, current);
      if (!visibleTo(current, viewer)) throw errors.gameNotFound();
      deps.metrics.answers.inc({ outcome: 'stale' });
      const userRiceTotal = current.user_id ? Number('userRice' in outcome ? (outcome.userRice ?? 0) : 0) : null;
      return { game: current, answer: NOT_COUNTED, notifications: [], userRiceTotal };
    }
    deps.metrics.answers.inc({ outcome: correct ? 'correct' : 'wrong' });
    const userId = outcome.userId;
    // The function recorded the answer's event (migration 0016): published after its commit.
    if (userId && (outcome.flagged || outcome.credited)) deps.events.nudge();
    const notifications: Notification[] = [];
    if (userId && outcome.credited) {
      const riceAfter = outcome.userRice!;
      notifications.push(...badgeNotifications(outcome.badges ?? []));
      notifications.push(...milestoneNotifications(riceAfter - outcome.grains, riceAfter));
    }
    const answered: KeptGame = { ...game, user_id: userId, level, streak, rice: outcome.gameRice, ...next };
    keepGame(deps.db, answered);
    const learnMore = !correct && game.learn_more ? { type: 'error' as const, text: game.learn_more } : undefined;
    return {
      game: answered,
      answer: { correct, options: [game.correct_option_id!], metadata: learnMore ? { learn_more: learnMore } : {} },
      notifications: [...notifications, ...(level > game.level ? [levelUpNotification(level)] : [])],
      userRiceTotal: userId ? (outcome.userRice ?? 0) : null,
    };
  }
}

const visibleTo = (game: GameWithCategory, viewer: Viewer) => game.user_id === null || game.user_id === viewer?.userId;

/** Three right in a row raise the level (up to the category's maximum); a miss lowers it. */
export function nextLevel(level: number, maxLevel: number, correct: boolean, streak: number): number {
  if (!correct) return Math.max(MIN_LEVEL, level - 1);
  if (streak % CORRECT_IN_A_ROW_TO_LEVEL_UP === 0) return Math.min(maxLevel, level + 1);
  return level;
}

function levelUpNotification(level: number): Notification {
  return { size: 'small', title: `Level up! You are now on level ${level}.`, code: 'level_up', params: { level } };
}

function questionColumns(issued: IssuedQuestion, seen: SeenMap, now: number, sponsorId: string | null): QuestionUpdate {
  return {
    sponsor_id: sponsorId,
    question_id: issued.question.id,
    question: JSON.stringify(issued.question),
    correct_option_id: issued.correctOptionId,
    learn_more: issued.learnMore,
    seen: JSON.stringify(seen),
    question_issued_at: now,
    updated_at: now,
  };
}

function parseSeen(json: string): SeenMap {
  return JSON.parse(json) as SeenMap;
}

/** The game, if the viewer may play it: another player's game is as good as missing (404). */
async function requireGame(deps: Deps, id: string, viewer: Viewer): Promise<GameWithCategory> {
  const game = await findGame(deps.db.kysely, id);
  if (game) keepGame(deps.db, game);
  if (!game || (game.user_id !== null && game.user_id !== viewer?.userId)) throw errors.gameNotFound();
  return game;
}

async function withTotal(deps: Deps, game: GameWithCategory, answer: Answer = NOT_COUNTED): Promise<GameResult> {
  const userRiceTotal = game.user_id ? await playerRice(deps.db.kysely, game.user_id) : null;
  return { game, answer, notifications: [], userRiceTotal };
}

async function requirePlayableCategory(deps: Deps, categoryId: string, level: number) {
  const category = await findEnabledCategory(deps.db.kysely, categoryId);
  if (!category || !deps.bank.has(category.machine_name, 1)) throw errors.categoryNotFound();
  if (level > category.levels || !deps.bank.has(category.machine_name, level))
    throw errors.levelNotAvailable(category.levels);
  return category;
}
