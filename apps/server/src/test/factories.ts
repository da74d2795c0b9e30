import type {
  AdminSponsorBody,
  AdminSponsorDocument,
  CreatedGameDocument,
  GameDocument,
  GroupDocument,
} from '@ricebowl/contract';
import type { TestContext } from './harness.js';
import { signUp } from './accounts.js';
import { testClient, type Caller } from './client.js';
import { categoryIdFor } from '../engine/categories/ids.js';
import { createChallenge as createChallengeFromInput, type ChallengeInput } from '../cli/content.js';
import { setRole } from '../admin/roles.js';

const DAY = 24 * 3600_000;
let made = 0;

/** A signed-up player given the admin role, as `grant-admin` on the command line does. */
export async function createAdmin(ctx: Pick<TestContext, 'app' | 'deps'>) {
  const admin = await signUp(ctx);
  const change = await setRole(ctx.deps.db.kysely, admin.username, 'admin', ctx.deps.now());
  if (change !== 'changed') throw new Error(`createAdmin: ${change}`);
  return admin;
}

/** A group made by `owner` through the API; its attributes as the owner sees them (with the join code). */
export async function createGroup(ctx: TestContext, owner: Caller, overrides: { name?: string; avatar?: string } = {}) {
  made += 1;
  const call = testClient(() => ctx, { as: owner });
  const body = { name: `Rice Group ${process.pid}x${made}`, avatar: '', ...overrides };
  const response = await call('POST', '/api/accounts/groups', { body });
  if (response.statusCode !== 200) throw new Error(`createGroup: ${response.statusCode} ${response.body}`);
  const { uuid } = response.json<{ uuid: string }>();
  return (await call('GET', `/api/accounts/groups/${uuid}`)).json<GroupDocument>().data.attributes;
}

/**
 * A challenge as the command line makes it: running from a day before `now` to a day after,
 * anonymous play allowed, unless `overrides` say otherwise. Returns its id.
 */
export function createChallenge(
  ctx: TestContext,
  // Unknown values: the command line checks its input, and tests of that check send wrong ones.
  overrides: Partial<Record<keyof ChallengeInput, unknown>> = {},
  now = ctx.deps.now(),
): Promise<string> {
  made += 1;
  const input = {
    title: `Challenge ${made}`,
    description: 'Fill the bowl.',
    start: new Date(now - DAY).toISOString(),
    end: new Date(now + DAY).toISOString(),
    goal: 100_000,
    anonymousPlay: true,
    ...overrides,
  };
  return createChallengeFromInput(ctx.deps.db.kysely, input, now);
}

/** A sponsor created by `admin` through the admin API: active, unlimited, weight 1 unless overridden. */
export async function createSponsor(ctx: TestContext, admin: Caller, overrides: Partial<AdminSponsorBody> = {}) {
  made += 1;
  const body: AdminSponsorBody = {
    name: `Sponsor ${made}`,
    weight: 1,
    budget_grains: null,
    active: true,
    ...overrides,
  };
  const response = await testClient(() => ctx, { as: admin })('POST', '/api/admin/sponsors', { body });
  if (response.statusCode !== 200) throw new Error(`createSponsor: ${response.statusCode} ${response.body}`);
  return response.json<AdminSponsorDocument>().data;
}

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

/** Plays `correct` right answers and then one wrong one, as `as` (the game's owner) or anonymously. */
export async function playAnswers(ctx: TestContext, game: GameDocument['data'], correct: number, as?: Caller) {
  const call = testClient(() => ctx);
  for (let i = 0; i <= correct; i++) {
    const option = i < correct ? await correctOptionOf(ctx, game.id) : await wrongOptionOf(ctx, game);
    const response = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
      body: { question: game.attributes.question_id, answer: option },
      as,
    });
    if (response.statusCode !== 200) throw new Error(`answer: ${response.statusCode} ${response.body}`);
    game = response.json<GameDocument>().data;
  }
  return game;
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
