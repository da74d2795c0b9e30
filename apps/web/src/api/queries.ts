import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi, type PublicUser } from './accounts';
import { engineApi } from './engine';

/** The categories, as the game screen's early start (pages/game/use-game-flow.ts) and the hook ask for them. */
export const categoriesQuery = {
  queryKey: ['categories'],
  queryFn: () => engineApi.categories(),
  staleTime: 10 * 60_000,
};

/** Shared queries: every screen that needs the categories or levels reads the same cache. */
export function useCategories() {
  return useQuery(categoriesQuery);
}

export function useLevels() {
  return useQuery({ queryKey: ['levels'], queryFn: () => engineApi.levels(), staleTime: Infinity });
}

export function useRiceTotals() {
  return useQuery({ queryKey: ['rice-totals'], queryFn: () => engineApi.riceTotals(), staleTime: 5 * 60_000 });
}

/** The signed-in player's statistics (engine); nothing is asked while signed out. */
export function useUserStats(id: string | null | undefined) {
  return useQuery({
    queryKey: ['user-stats', id],
    queryFn: () => engineApi.userStats(id!),
    enabled: Boolean(id),
    staleTime: 30_000,
  });
}

/** Every badge there is; they change only with a release. */
export function useBadges() {
  return useQuery({ queryKey: ['badges'], queryFn: () => engineApi.badges(), staleTime: Infinity });
}

type PublicUserCache = Record<string, PublicUser>;
const PUBLIC_USER_CACHE = ['public-users', 'cache'] as const;

/**
 * Public data of the given players (SPEC §7): every answer is merged into one cache, and a call is
 * made only when some id is not in it yet (then just for the missing ones).
 */
export function usePublicUsers(ids: readonly string[]) {
  const queryClient = useQueryClient();
  const wanted = [...new Set(ids)].sort();
  const key = wanted.join(',');
  const query = useQuery({
    queryKey: ['public-users', 'batch', key],
    enabled: wanted.length > 0,
    staleTime: Infinity,
    queryFn: async (): Promise<PublicUserCache> => {
      const cached = queryClient.getQueryData<PublicUserCache>(PUBLIC_USER_CACHE) ?? {};
      const missing = wanted.filter((id) => !(id in cached));
      let merged = cached;
      if (missing.length > 0) {
        const found = await accountsApi.publicUsers(missing);
        merged = { ...(queryClient.getQueryData<PublicUserCache>(PUBLIC_USER_CACHE) ?? {}) };
        for (const user of found) merged[user.uuid || user.id] = user;
        queryClient.setQueryData(PUBLIC_USER_CACHE, merged);
      }
      return Object.fromEntries(wanted.filter((id) => id in merged).map((id) => [id, merged[id]!]));
    },
  });
  return { users: query.data ?? {}, isLoading: query.isLoading, isError: query.isError };
}
