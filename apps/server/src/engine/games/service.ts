import {
  CORRECT_IN_A_ROW_TO_LEVEL_UP,
  GRAINS_PER_CORRECT_ANSWER,
  MIN_LEVEL,
  type Answer,
  type Notification,
} from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import { errors } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import type { IssuedQuestion, SeenMap } from '../questions/question-bank.js';
import { findEnabledCategory } from '../categories/repository.js';
import { recordDonation } from '../donations/ledger.js';
import {
  advanceGame,
  findGame,
  insertGame,
  updateGameCategory,
  type GameWithCategory,
  type QuestionUpdate,
} from './repository.js';

/** The player behind a request; null for anonymous play. Accounts fill this in. */
export type Viewer = { userId: string } | null;

export interface GameResult {
  game: GameWithCategory;
  answer: Answer | null;
  notifications: Notification[];
}

/** An answer that did not count: the client goes back to the (current) question. */
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
  await insertGame(deps.db.kysely, {
    id,
    user_id: viewer?.userId ?? null,
    category_id: category.id,
    level: input.level,
    rice: 0,
    streak: 0,
    ...questionColumns(issued, seen, now),
    created_at: now,
  });
  return { game: await requireGame(deps, id), answer: null, notifications: [] };
}

export async function loadGame(deps: Deps, id: string): Promise<GameResult> {
  return { game: await requireGame(deps, id), answer: null, notifications: [] };
}

/** Switches category and/or level, with a fresh question from the new pool. */
export async function changeCategory(
  deps: Deps,
  id: string,
  input: { categoryId: string; level: number },
): Promise<GameResult> {
  const game = await requireGame(deps, id);
  const category = await requirePlayableCategory(deps, input.categoryId, input.level);
  const { issued, seen } = deps.bank.issue(category.machine_name, input.level, parseSeen(game.seen));
  await updateGameCategory(deps.db.kysely, id, {
    category_id: category.id,
    level: input.level,
    ...questionColumns(issued, seen, deps.now()),
  });
  return { game: await requireGame(deps, id), answer: null, notifications: [] };
}

/**
 * Scores an answer to the question on the card. A correct one credits 10 grains to the game, the
 * ledger and the day's total in one transaction; an answer to any other question (double click,
 * retry, a concurrent duplicate) credits nothing and returns the game as it is.
 */
export async function submitAnswer(
  deps: Deps,
  id: string,
  input: { questionId: string; optionId: string },
  viewer: Viewer,
): Promise<GameResult> {
  const game = await requireGame(deps, id);
  if (game.user_id !== null && game.user_id !== viewer?.userId)
    throw errors.forbidden('This game belongs to another player.');
  if (game.question_id !== input.questionId || !game.question) {
    deps.metrics.answers.inc({ outcome: 'stale' });
    return { game, answer: NOT_COUNTED, notifications: [] };
  }
  const options = (JSON.parse(game.question) as { options: { id: string }[] }).options;
  if (!options.some((o) => o.id === input.optionId)) throw errors.optionNotInQuestion();

  const correct = input.optionId === game.correct_option_id;
  const streak = correct ? game.streak + 1 : 0;
  const level = nextLevel(game.level, game.max_level, correct, streak);
  const grains = correct ? GRAINS_PER_CORRECT_ANSWER : 0;
  const now = deps.now();
  const { issued, seen } = deps.bank.issue(game.machine_name, level, parseSeen(game.seen));

  const won = await deps.db.kysely.transaction().execute(async (trx) => {
    const advanced = await advanceGame(
      trx,
      id,
      input.questionId,
      { level, streak, ...questionColumns(issued, seen, now) },
      grains,
    );
    if (advanced && correct) {
      await recordDonation(
        trx,
        {
          questionId: input.questionId,
          gameId: id,
          userId: game.user_id,
          categoryId: game.category_id,
          sponsorId: null,
          grains,
          at: now,
        },
        deps.config.dailyTotalShards,
      );
    }
    return advanced;
  });
  if (!won) {
    deps.metrics.answers.inc({ outcome: 'stale' });
    return { game: await requireGame(deps, id), answer: NOT_COUNTED, notifications: [] };
  }
  deps.metrics.answers.inc({ outcome: correct ? 'correct' : 'wrong' });

  const learnMore = !correct && game.learn_more ? { type: 'error' as const, text: game.learn_more } : undefined;
  return {
    game: { ...game, level, streak, rice: game.rice + grains, ...questionColumns(issued, seen, now) },
    answer: { correct, options: [game.correct_option_id!], metadata: learnMore ? { learn_more: learnMore } : {} },
    notifications: level > game.level ? [levelUpNotification(level)] : [],
  };
}

/** Three right in a row raise the level (up to the category's maximum); a miss lowers it. */
export function nextLevel(level: number, maxLevel: number, correct: boolean, streak: number): number {
  if (!correct) return Math.max(MIN_LEVEL, level - 1);
  if (streak % CORRECT_IN_A_ROW_TO_LEVEL_UP === 0) return Math.min(maxLevel, level + 1);
  return level;
}

function levelUpNotification(level: number): Notification {
  return { size: 'small', title: `Level up! You are now on level ${level}.`, code: 'level_up', params: { level } };
}

function questionColumns(issued: IssuedQuestion, seen: SeenMap, now: number): QuestionUpdate {
  return {
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

async function requireGame(deps: Deps, id: string): Promise<GameWithCategory> {
  const game = await findGame(deps.db.kysely, id);
  if (!game) throw errors.gameNotFound();
  return game;
}

async function requirePlayableCategory(deps: Deps, categoryId: string, level: number) {
  const category = await findEnabledCategory(deps.db.kysely, categoryId);
  if (!category || !deps.bank.has(category.machine_name, 1)) throw errors.categoryNotFound();
  if (level > category.levels || !deps.bank.has(category.machine_name, level))
    throw errors.levelNotAvailable(category.levels);
  return category;
}
