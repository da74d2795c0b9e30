import type { CreatedGameDocument, GameDocument } from '@ricebowl/contract';
import type { TestContext } from './harness.js';
import { categoryIdFor } from '../engine/categories/ids.js';

export function categoryId(machineName: string): string {
  return categoryIdFor(machineName);
}

/** Starts a game through the API, as a player would. */
export async function startGame(ctx: TestContext, machineName = 'multiplication-table', level = 1) {
  return (await startClaimableGame(ctx, machineName, level)).data;
}

/** Starts an anonymous game and keeps its claim secret (`meta.claim`), as the web app does. */
export async function startClaimableGame(ctx: TestContext, machineName = 'multiplication-table', level = 1) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/engine/games',
    payload: { category: categoryId(machineName), level },
  });
  if (response.statusCode !== 200) throw new Error(`startGame: ${response.statusCode} ${response.body}`);
  const document = response.json<CreatedGameDocument>();
  return { data: document.data, claim: document.meta?.claim };
}

/** The correct option of the game's current question, read straight from the database. */
export async function correctOptionOf(ctx: TestContext, gameId: string): Promise<string> {
  const row = await ctx.deps.db.kysely
    .selectFrom('games')
    .select('correct_option_id')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.correct_option_id!;
}

export async function wrongOptionOf(ctx: TestContext, game: GameDocument['data']): Promise<string> {
  const correct = await correctOptionOf(ctx, game.id);
  return game.attributes.question!.options.find((o) => o.id !== correct)!.id;
}

export function answer(ctx: TestContext, gameId: string, questionId: string, optionId: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/engine/games/${gameId}/answer`,
    payload: { question: questionId, answer: optionId },
  });
}

export async function ledgerRows(ctx: TestContext, gameId: string) {
  return ctx.deps.db.kysely.selectFrom('donations').selectAll().where('game_id', '=', gameId).execute();
}
