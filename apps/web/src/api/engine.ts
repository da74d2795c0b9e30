import type {
  CategoryList,
  CreatedGameDocument,
  GameDocument,
  LevelList,
  Merged,
  RiceTotalsDocument,
  CategoryAttributes,
  LevelAttributes,
  GameAttributes,
  BadgeAttributes,
  BadgeList,
  UserStatsAttributes,
  UserStatsDocument,
} from '@ricebowl/contract';
import { PAGE_LIMITS } from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { createClient, createReporter } from './http';

export type Category = Merged<CategoryAttributes>;
export type Level = Merged<LevelAttributes>;
export type Game = Merged<GameAttributes>;
export type Badge = Merged<BadgeAttributes>;
export type UserStats = Merged<UserStatsAttributes>;

export const reportError = createReporter(config.engineApiUrl);
const request = createClient({
  service: 'engine',
  baseUrl: config.engineApiUrl,
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

/** Adds the signed-in player's uuid as `user` (SPEC §7); anonymous bodies go without it. */
function withUser<B extends object>(body: B): B & { user?: string } {
  const uuid = sessionStore.get()?.uuid;
  return uuid ? { ...body, user: uuid } : body;
}

/** Merges a JSON:API resource's attributes into the item (SPEC §3). */
function merge<A>(resource: { id: string; type: string; attributes: A; links?: { self: string } }): Merged<A> {
  return {
    ...resource.attributes,
    id: resource.id,
    type: resource.type,
    ...(resource.links ? { links: resource.links } : {}),
  };
}

export const engineApi = {
  async categories(): Promise<Category[]> {
    const doc = await request<CategoryList>(`/categories/?limit=${PAGE_LIMITS.categories}`);
    return doc.data.map(merge);
  },
  async levels(): Promise<Level[]> {
    const doc = await request<LevelList>('/levels');
    return doc.data.map(merge);
  },
  async riceTotals(): Promise<RiceTotalsDocument['data']['attributes']> {
    const doc = await request<RiceTotalsDocument>('/gamestats/rice-totals');
    return doc.data.attributes;
  },
  /** A new game, and for an anonymous one the claim secret that moves its grains into an account. */
  async createGame(body: { category: string; level: number }): Promise<{ game: Game; claim: string | null }> {
    const doc = await request<CreatedGameDocument>('/games', { method: 'POST', body: withUser(body) });
    return { game: merge(doc.data), claim: doc.meta?.claim ?? null };
  },
  async loadGame(id: string): Promise<Game> {
    return merge((await request<GameDocument>(`/games/${encodeURIComponent(id)}`)).data);
  },
  async changeCategory(id: string, body: { category: string; level: number }): Promise<Game> {
    return merge(
      (await request<GameDocument>(`/games/${encodeURIComponent(id)}/category`, { method: 'PATCH', body })).data,
    );
  },
  async submitAnswer(game: Game, body: { answer: string; question: string }): Promise<Game> {
    const headers: Record<string, string> = game.user_id ? { 'user-id': game.user_id } : {};
    const doc = await request<GameDocument>(`/games/${encodeURIComponent(game.id)}/answer`, {
      method: 'PATCH',
      body: withUser(body),
      headers,
      quietNetworkErrors: true,
    });
    return merge(doc.data);
  },
  /** The signed-in player's statistics (SPEC §3 User statistics). */
  async userStats(id: string): Promise<UserStats> {
    return merge((await request<UserStatsDocument>(`/users/${encodeURIComponent(id)}`)).data);
  },
  /** Every badge there is (SPEC §3 Badge). */
  async badges(): Promise<Badge[]> {
    const doc = await request<BadgeList>(`/badges/?limit=${PAGE_LIMITS.badges}`);
    return doc.data.map(merge);
  },
};
