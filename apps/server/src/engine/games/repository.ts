import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Game, NewGame } from '../../platform/database/schema.js';

export type GameWithCategory = Game & { machine_name: string; max_level: number };

/** The game joined with what the answer path needs of its category: one query. */
export async function findGame(db: Kysely<Database>, id: string): Promise<GameWithCategory | undefined> {
  return db
    .selectFrom('games')
    .innerJoin('categories', 'categories.id', 'games.category_id')
    .selectAll('games')
    .select(['categories.machine_name', 'categories.levels as max_level'])
    .where('games.id', '=', id)
    .executeTakeFirst();
}

export async function insertGame(db: Kysely<Database>, game: NewGame): Promise<void> {
  await db.insertInto('games').values(game).execute();
}

export type QuestionUpdate = Pick<
  Game,
  'question_id' | 'question' | 'correct_option_id' | 'learn_more' | 'seen' | 'question_issued_at' | 'updated_at'
>;

export async function updateGameCategory(
  db: Kysely<Database>,
  id: string,
  change: QuestionUpdate & Pick<Game, 'category_id' | 'level'>,
): Promise<void> {
  await db.updateTable('games').set(change).where('id', '=', id).execute();
}

/**
 * Moves the game past the question it was asked, only if that question is still current.
 * This compare-and-set is what makes an issued question count at most once, however many
 * requests race for it. Returns whether this request won.
 */
export async function advanceGame(
  trx: Transaction<Database>,
  id: string,
  answeredQuestionId: string,
  next: QuestionUpdate & Pick<Game, 'level' | 'streak'>,
  grains: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('games')
    .set({ ...next, rice: sql<number>`rice + ${grains}` })
    .where('id', '=', id)
    .where('question_id', '=', answeredQuestionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
