import type {
  BadgeAttributes,
  CategoryAttributes,
  GameAttributes,
  LevelAttributes,
  Merged,
  RiceTotalsAttributes,
  UserStatsAttributes,
} from '@ricebowl/contract';
import { PAGE_LIMITS } from '@ricebowl/contract';
import { sessionStore } from '../state/session';
import { engine } from './clients';
import { merge, mergeAll } from './jsonapi';

export type Category = Merged<CategoryAttributes>;
export type Level = Merged<LevelAttributes>;
export type Game = Merged<GameAttributes>;
export type Badge = Merged<BadgeAttributes>;
export type UserStats = Merged<UserStatsAttributes>;

/** Adds the signed-in player's uuid as `user` (SPEC §7); anonymous bodies go without it. */
function withUser<B extends object>(body: B): B & { user?: string } {
  const uuid = sessionStore.get()?.uuid;
  return uuid ? { ...body, user: uuid } : body;
}

export const engineApi = {
  async categories(): Promise<Category[]> {
    return mergeAll(await engine('GET /categories/', { query: { limit: PAGE_LIMITS.categories } }));
  },
  async levels(): Promise<Level[]> {
    return mergeAll(await engine('GET /levels'));
  },
  async riceTotals(): Promise<RiceTotalsAttributes> {
    return (await engine('GET /gamestats/rice-totals')).data.attributes;
  },
  /** A new game, and for an anonymous one the claim secret that moves its grains into an account. */
  async createGame(body: { category: string; level: number }): Promise<{ game: Game; claim: string | null }> {
    const doc = await engine('POST /games', { body: withUser(body) });
    return { game: merge(doc.data), claim: doc.meta?.claim ?? null };
  },
  async loadGame(id: string): Promise<Game> {
    return merge((await engine('GET /games/{id}', { params: { id } })).data);
  },
  async changeCategory(id: string, body: { category: string; level: number }): Promise<Game> {
    return merge((await engine('PATCH /games/{id}/category', { params: { id }, body })).data);
  },
  async submitAnswer(game: Game, body: { answer: string; question: string }): Promise<Game> {
    const doc = await engine('PATCH /games/{id}/answer', {
      params: { id: game.id },
      body: withUser(body),
      headers: game.user_id ? { 'user-id': game.user_id } : {},
      quietNetworkErrors: true,
    });
    return merge(doc.data);
  },
  /** The signed-in player's statistics (SPEC §3 User statistics). */
  async userStats(id: string): Promise<UserStats> {
    return merge((await engine('GET /users/{id}', { params: { id } })).data);
  },
  /** Every badge there is (SPEC §3 Badge). */
  async badges(): Promise<Badge[]> {
    return mergeAll(await engine('GET /badges/', { query: { limit: PAGE_LIMITS.badges } }));
  },
};
