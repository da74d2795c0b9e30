import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_LEVEL, MIN_LEVEL } from '@ricebowl/contract';
import { engineApi, type Category, type Game } from '../../api/engine';
import { ApiError } from '../../api/http';
import { useCategories } from '../../api/queries';
import { track } from '../../lib/analytics';
import { appFlags } from '../../state/app-flags';
import { gameStore, once, useGameData } from '../../state/game-store';
import { forgetStoredGame, local, rememberGame, session, STORAGE_KEYS } from '../../state/storage';
import type { AnswerResponse } from '../../components/game/use-question-card';
import type { ShownNotification } from '../../components/game/GameNotification';

/**
 * What keeps the game screen from showing a game: the game could not be continued while
 * `reset=true` disabled the automatic reset, or a request failed in some other way.
 */
export type GameProblem = 'invalidGame' | 'failed';

export interface GameFlow {
  /** The route's category, once the categories are loaded and it is among them. */
  category: Category | null;
  /** The categories are loaded and the route's machine name is not among them. */
  categoryNotFound: boolean;
  /** The chosen level: `?level=`, else the stored level, else 1; at most the category's maximum. */
  level: number | null;
  game: Game | null;
  problem: GameProblem | null;
  notification: ShownNotification | null;
  dismissNotification: () => void;
  submitAnswer: (optionId: string, questionId: string) => Promise<AnswerResponse>;
  /** Forgets the stored game and creates a new one (the manual reset). */
  startNewGame: () => void;
  retry: () => void;
}

export interface Target {
  categoryId: string;
  machineName: string;
  level: number;
}

/** A positive whole number, or null. */
function parsePositive(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= MIN_LEVEL ? n : null;
}

/**
 * The level to play (SPEC §4): the route's `?level=`, else the stored level, else the default —
 * never above the category's maximum (a player asking for more gets the maximum).
 */
export function resolveLevel(requested: string | null, stored: string | null, maxLevel: number): number {
  const level = parsePositive(requested) ?? parsePositive(stored) ?? DEFAULT_LEVEL;
  return Math.max(MIN_LEVEL, Math.min(level, maxLevel));
}

/** 400 or 404 from the engine means the stored game cannot go on (SPEC §8). */
export function isGameError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/** Clears the stored game state: the id in session storage and the data in memory. */
export function forgetGame() {
  forgetStoredGame();
  gameStore.set(null);
}

/**
 * Brings the game in line with the chosen category and level (SPEC §4 Game flow): no stored game
 * id → create; a stored id but no game data → load; a different category or level → change.
 * Requests are shared while in flight, so a re-run effect never creates two games.
 */
export async function syncGame(target: Target): Promise<Game> {
  const storedId = session.get(STORAGE_KEYS.gameId);
  if (!storedId) {
    return once(`create:${target.categoryId}:${target.level}`, async () => {
      const { game: created, claim } = await engineApi.createGame({
        category: target.categoryId,
        level: target.level,
      });
      rememberGame(created.id, claim);
      gameStore.set(created);
      track({ event: 'game_start', category: target.machineName, level: created.level });
      return created;
    });
  }

  let game = gameStore.get();
  if (!game || game.id !== storedId) {
    game = await once(`load:${storedId}`, async () => {
      const loaded = await engineApi.loadGame(storedId);
      gameStore.set(loaded);
      return loaded;
    });
  }
  if (game.category === target.categoryId && game.level === target.level) return game;

  const before = game;
  return once(`change:${storedId}:${target.categoryId}:${target.level}`, async () => {
    const changed = await engineApi.changeCategory(storedId, { category: target.categoryId, level: target.level });
    gameStore.set(changed);
    if (before.category !== target.categoryId) track({ event: 'change_category', category: target.machineName });
    if (before.level !== target.level) track({ event: 'difficulty_level_set', level: target.level });
    return changed;
  });
}

let notificationKey = 0;

/** The game screen's data and actions: create, load, changeCategory and submitAnswer. */
export function useGameFlow(): GameFlow {
  const { category: machineName = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const resetDisabled = params.get('reset') === 'true';
  const categories = useCategories();
  const category = categories.data?.find((c) => c.machine_name === machineName) ?? null;
  const level = category ? resolveLevel(params.get('level'), local.get(STORAGE_KEYS.level), category.levels) : null;
  const game = useGameData();
  const [problem, setProblem] = useState<GameProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [notification, setNotification] = useState<ShownNotification | null>(null);

  /**
   * A 400/404 game error resets the game: the stored state is cleared and the page goes to
   * /?reset=true, which starts a new game. With reset=true already present the automatic reset is
   * disabled (that is what stops a reset loop) and the player is offered a new game instead.
   */
  const handleGameError = useCallback(() => {
    if (resetDisabled) {
      setProblem('invalidGame');
      return;
    }
    forgetGame();
    void navigate('/?reset=true', { replace: true });
  }, [resetDisabled, navigate]);

  const handleSyncError = useEffectEvent((error: unknown) => {
    if (isGameError(error) && !appFlags.get()) handleGameError();
    // Connection errors, rate limits and blocked sites replace the page (SPEC §8); the rest is ours.
    else if (error instanceof ApiError && !appFlags.get()) setProblem('failed');
  });

  // A requested level the category cannot give (?level=4 where it caps at 3) shows as the one played.
  const requestedLevel = params.get('level');
  useEffect(() => {
    if (level === null || requestedLevel === null || requestedLevel === String(level)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('level', String(level));
        return next;
      },
      { replace: true },
    );
  }, [level, requestedLevel, setParams]);

  const categoryId = category?.id;
  const categoryMachineName = category?.machine_name;
  useEffect(() => {
    if (!categoryId || !categoryMachineName || level === null) return;
    local.set(STORAGE_KEYS.category, categoryMachineName);
    local.set(STORAGE_KEYS.level, String(level));
    let active = true;
    syncGame({ categoryId, machineName: categoryMachineName, level }).then(
      () => {
        if (active) setProblem(null);
      },
      (error: unknown) => {
        if (active) handleSyncError(error);
      },
    );
    return () => {
      active = false;
    };
  }, [categoryId, categoryMachineName, level, attempt]);

  const submitAnswer = useCallback(
    async (optionId: string, questionId: string): Promise<AnswerResponse> => {
      const before = gameStore.get();
      if (!before) throw new Error('No game to answer');
      let after: Game;
      try {
        after = await engineApi.submitAnswer(before, { answer: optionId, question: questionId });
      } catch (error) {
        if (isGameError(error) && !appFlags.get()) handleGameError();
        throw error;
      }
      gameStore.set(after);
      if (after.answer && after.answer.options.length > 0) {
        track({ event: 'answer_given', correct: after.answer.correct, grains: Math.max(0, after.rice - before.rice) });
      }
      if (after.level !== before.level) {
        // The server moved the level: it becomes the chosen level, so no change request follows.
        local.set(STORAGE_KEYS.level, String(after.level));
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('level', String(after.level));
            return next;
          },
          { replace: true },
        );
      }
      const first = after.notifications[0];
      if (first) setNotification({ key: ++notificationKey, notification: first });
      return after;
    },
    [handleGameError, setParams],
  );

  const dismissNotification = useCallback(() => setNotification(null), []);

  const startNewGame = useCallback(() => {
    forgetGame();
    setProblem(null);
    setAttempt((n) => n + 1);
  }, []);

  const { refetch } = categories;
  const retry = useCallback(() => {
    setProblem(null);
    void refetch();
    setAttempt((n) => n + 1);
  }, [refetch]);

  return {
    category,
    categoryNotFound: categories.isSuccess && !category,
    level,
    game,
    problem: problem ?? (categories.isError ? 'failed' : null),
    notification,
    dismissNotification,
    submitAnswer,
    startNewGame,
    retry,
  };
}
