import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Game, NewGame } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

export type GameWithCategory = Game & { machine_name: string; max_level: number };

/** The game joined with what the answer path needs of its category: one query. */
const selectGame = prepared((db: Kysely<Database>, p: { id: string }) =>
  db
    .selectFrom('games')
    .innerJoin('categories', 'categories.id', 'games.category_id')
    .selectAll('games')
    .select(['categories.machine_name', 'categories.levels as max_level'])
    .where('games.id', '=', p.id),
);

export async function findGame(db: Kysely<Database>, id: string): Promise<GameWithCategory | undefined> {
  return (await selectGame(db, { id })).rows[0];
}

export async function insertGame(db: Kysely<Database>, game: NewGame): Promise<void> {
  await db.insertInto('games').values(game).execute();
}

export type QuestionUpdate = Pick<
  Game,
  | 'question_id'
  | 'question'
  | 'correct_option_id'
  | 'learn_more'
  | 'seen'
  | 'question_issued_at'
  | 'sponsor_id'
  | 'updated_at'
>;

export async function updateGameCategory(
  db: Kysely<Database>,
  id: string,
  change: QuestionUpdate & Pick<Game, 'category_id' | 'level'>,
): Promise<void> {
  await db.updateTable('games').set(change).where('id', '=', id).execute();
}

/**
 * Moves the game past the question it was asked, only if that question is still current and the
 * game is still in the state the answer was computed from. This compare-and-set is what makes an
 * issued question count at most once, however many requests race for it; the state's check is
 * what lets the answer start from this process's copy of the game instead of a read (an owner
 * given by a claim, a game changed by another process: the copy is out of date and nothing is
 * written). Returns whether this request won.
 */
type Advance = QuestionUpdate &
  Pick<Game, 'level' | 'streak'> & {
    id: string;
    answered: string;
    grains: number;
    wasIssuedAt: number;
    wasLevel: number;
    wasStreak: number;
    wasCategoryId: string;
    wasUserId: string | null;
  };

const updateIfCurrent = prepared((db: Kysely<Database>, p: Advance) =>
  db
    .updateTable('games')
    .set({
      level: p.level,
      streak: p.streak,
      rice: sql<number>`rice + ${p.grains}`,
      question_id: p.question_id,
      question: p.question,
      correct_option_id: p.correct_option_id,
      learn_more: p.learn_more,
      seen: p.seen,
      question_issued_at: p.question_issued_at,
      sponsor_id: p.sponsor_id,
      updated_at: p.updated_at,
    })
    .where('id', '=', p.id)
    .where('question_id', '=', p.answered)
    .where('question_issued_at', '=', p.wasIssuedAt)
    .where('level', '=', p.wasLevel)
    .where('streak', '=', p.wasStreak)
    .where('category_id', '=', p.wasCategoryId)
    .where(sql<boolean>`user_id IS NOT DISTINCT FROM ${p.wasUserId}`),
);

export async function advanceGame(
  trx: Transaction<Database>,
  from: GameWithCategory,
  answeredQuestionId: string,
  next: QuestionUpdate & Pick<Game, 'level' | 'streak'>,
  grains: number,
): Promise<boolean> {
  const result = await updateIfCurrent(trx, {
    ...next,
    id: from.id,
    answered: answeredQuestionId,
    grains,
    wasIssuedAt: from.question_issued_at,
    wasLevel: from.level,
    wasStreak: from.streak,
    wasCategoryId: from.category_id,
    wasUserId: from.user_id,
  });
  return (result.numAffectedRows ?? 0n) > 0n;
}

/**
 * Gives an anonymous game to a player, given the hash of its claim secret, once: the
 * compare-and-set takes the hash away with the game, so a second claim finds nothing.
 */
export async function claimGame(
  trx: Transaction<Database>,
  claim: { gameId: string; claimHash: string; userId: string },
): Promise<boolean> {
  const claimed = await trx
    .updateTable('games')
    .set({ user_id: claim.userId, claim_hash: null })
    .where('id', '=', claim.gameId)
    .where('user_id', 'is', null)
    .where('claim_hash', '=', claim.claimHash)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

export async function deleteGamesOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('games').where('user_id', '=', userId).execute();
}
