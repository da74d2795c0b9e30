import type { AdList, CategoryAttributes, GameAttributes, Notification, Question } from '@ricebowl/contract';
import { fakeFetch, notFound, type FakeRequest } from '../../test/fake-fetch';

/**
 * A stand-in for the engine API behind a stubbed `fetch` (test-only): real-shaped JSON:API documents,
 * the real paths, and a record of every call. Option `<question>-a` is always the right one.
 */
export interface FakeCategory extends CategoryAttributes {
  id: string;
}

export const CAPITALS: FakeCategory = {
  id: 'cat-capitals',
  machine_name: 'world-capitals',
  label: 'World Capitals',
  icon_urls: ['icons/world-capitals.svg'],
  levels: 5,
  category_group: 'geography',
  category_group_label: 'Geography',
  sponsor_text: "Sponsored by Ricebowl's supporters",
  language: 'en',
};

export const TIMES_TABLES: FakeCategory = {
  id: 'cat-times',
  machine_name: 'multiplication-table',
  label: 'Multiplication Table',
  icon_urls: ['icons/multiplication-table.svg'],
  levels: 3,
  category_group: 'math',
  category_group_label: 'Math',
  sponsor_text: 'Sponsored by the maths club',
  language: 'zxx',
};

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type StoredGame = Omit<GameAttributes, 'question'> & { id: string; question: Question | null };

export interface FakeEngineOptions {
  categories?: FakeCategory[];
  /** The level after an answer (default: unchanged). */
  levelAfterAnswer?: (game: StoredGame, correct: boolean) => number;
  /** Notifications for an answer response. */
  notificationsAfterAnswer?: (game: StoredGame, correct: boolean) => Notification[];
  /** Makes the answer request fail: 'network' throws like fetch does offline, a number answers with that status. */
  answerFailure?: () => 'network' | number | null;
  /** The accounts service's public ads (GET /api/accounts/api/ads); unset answers 404. */
  ads?: AdList['data'];
  /** The sponsor the engine names with the n-th question issued (default: none). */
  sponsorOf?: (questionNumber: number) => string | null;
}

type Store = ReturnType<typeof createGameStore>;

const engineError = (status: number, code: string, title: string) =>
  Response.json({ errors: [{ status: String(status), type: 'api-problem', code, title }] }, { status });

/** The fake's games and the questions it issues, in JSON:API shape. */
function createGameStore(options: FakeEngineOptions) {
  const games = new Map<string, StoredGame>();
  let questionCount = 0;

  const question = (categoryId: string, level: number): Question => {
    const n = ++questionCount;
    const id = `q${n}`;
    return {
      id,
      text: `Question ${n} of ${categoryId} at level ${level}`,
      options: ['a', 'b', 'c', 'd'].map((letter) => ({
        id: `${id}-${letter}`,
        text: `Option ${letter.toUpperCase()}${n}`,
      })),
      type: 'text',
      resources: [],
      metadata: {},
    };
  };

  /** The next question of a game: what a new game, a category change and an answer each bring. */
  const nextQuestion = (categoryId: string, level: number) => {
    const q = question(categoryId, level);
    return { question: q, question_id: q.id, sponsor_id: options.sponsorOf?.(questionCount) ?? null };
  };

  const addGame = (id: string, categoryId: string, level: number, rice = 0): StoredGame => {
    const game: StoredGame = {
      id,
      ...nextQuestion(categoryId, level),
      answer: { correct: false, options: [], metadata: {} },
      rice,
      user_id: null,
      category: categoryId,
      level,
      notifications: [],
      user_rice_total: null,
      streak: 0,
    };
    games.set(id, game);
    return game;
  };

  const gameDoc = (game: StoredGame, extra: Partial<GameAttributes> = {}) => {
    const { id, ...attributes } = game;
    return {
      data: {
        id,
        type: 'games',
        attributes: { ...attributes, ...extra },
        links: { self: `http://localhost:3000/api/engine/games/${id}` },
      },
    };
  };

  return { games, addGame, nextQuestion, gameDoc };
}

/** The calls that read lists: categories, the rice totals and the accounts service's ads. */
function answerLists(request: FakeRequest, categories: FakeCategory[], options: FakeEngineOptions) {
  if (request.method !== 'GET') return null;
  if (request.path === '/api/engine/categories/?limit=50') {
    return Response.json({
      data: categories.map(({ id, ...attributes }) => ({ id, type: 'categories', attributes })),
      meta: { pagination: { current_page: 1, total_pages: 1, total: categories.length } },
    });
  }
  if (request.path === '/api/engine/gamestats/rice-totals') {
    return Response.json({
      data: {
        id: 'week',
        type: 'rice-totals',
        attributes: { Sun: 10, Mon: 20, Tue: 30, Wed: 40, Thu: 50, Fri: 60, Sat: 70, lifetime: 1000 },
      },
    });
  }
  if (request.path === '/api/accounts/api/ads' && options.ads) return Response.json({ data: options.ads });
  return null;
}

/** `POST /games`: a new game; an anonymous one comes with its claim secret, as the server sends it (ADR 009). */
function createGame(request: FakeRequest, store: Store, categories: FakeCategory[], gameNumber: number) {
  const { category, level } = request.body as { category: string; level: number };
  const found = categories.find((c) => c.id === category);
  if (!found) return engineError(400, 'category_not_found', 'Unknown category');
  if (level > found.levels) return engineError(400, 'level_not_available', 'Level not available');
  const id = `game-${gameNumber}`;
  const claim = new Headers(request.headers).has('authorization') ? {} : { meta: { claim: `claim-of-${id}` } };
  return Response.json({ ...store.gameDoc(store.addGame(id, category, level)), ...claim });
}

/** `PATCH /games/{id}/answer`: option `<question>-a` is right; an answer to an old question changes nothing. */
function answerQuestion(request: FakeRequest, game: StoredGame, store: Store, options: FakeEngineOptions) {
  const failure = options.answerFailure?.();
  if (failure === 'network') throw new TypeError('Failed to fetch');
  if (typeof failure === 'number') return engineError(failure, 'game_not_found', 'Game not found');
  const { answer, question: questionId } = request.body as { answer: string; question: string };
  if (questionId !== game.question_id) {
    return Response.json(store.gameDoc(game, { answer: { correct: false, options: [], metadata: {} } }));
  }
  const correct = answer === `${questionId}-a`;
  const level = options.levelAfterAnswer?.(game, correct) ?? game.level;
  const notifications = options.notificationsAfterAnswer?.(game, correct) ?? [];
  Object.assign(game, { rice: game.rice + (correct ? 10 : 0), level, ...store.nextQuestion(game.category, level) });
  return Response.json(
    store.gameDoc(game, { answer: { correct, options: [`${questionId}-a`], metadata: {} }, notifications }),
  );
}

/** `GET /games/{id}`, `PATCH /games/{id}/category` and `PATCH /games/{id}/answer`. */
function answerGameCall(request: FakeRequest, store: Store, options: FakeEngineOptions) {
  const match = /^\/api\/engine\/games\/([^/]+)(\/category|\/answer)?$/.exec(request.url.pathname);
  if (!match) return null;
  const game = store.games.get(decodeURIComponent(match[1]!));
  if (!game) return engineError(404, 'game_not_found', 'Game not found');
  if (request.method === 'GET' && !match[2]) return Response.json(store.gameDoc(game));
  if (request.method === 'PATCH' && match[2] === '/category') {
    const { category, level } = request.body as { category: string; level: number };
    Object.assign(game, { category, level, ...store.nextQuestion(category, level) });
    return Response.json(store.gameDoc(game));
  }
  if (request.method === 'PATCH' && match[2] === '/answer') return answerQuestion(request, game, store, options);
  return null;
}

export function createFakeEngine(options: FakeEngineOptions = {}) {
  const categories = options.categories ?? [CAPITALS, TIMES_TABLES];
  const store = createGameStore(options);
  const calls: Call[] = [];
  let gameCount = 0;

  const fetch = fakeFetch((request) => {
    const { method, path, body } = request;
    if (path === '/api/engine/client-errors') return new Response(null, { status: 204 });
    calls.push({ method, path, body });
    if (method === 'POST' && path === '/api/engine/games') return createGame(request, store, categories, ++gameCount);
    return answerLists(request, categories, options) ?? answerGameCall(request, store, options) ?? notFound(path);
  });

  return { fetch, calls, games: store.games, addGame: store.addGame };
}
