import { useQuery } from '@tanstack/react-query';
import type {
  AnnouncementAttributes,
  ChallengeAttributes,
  ChallengeMemberBody,
  ChallengeMembership,
  Merged,
  UserChallengeEntry,
} from '@ricebowl/contract';
import type { Notice } from '../components/game/Notices';
import { accounts, engine } from './clients';
import { merge, mergeAll } from './jsonapi';

/** A challenge with its attributes merged in (SPEC §3 Challenge). */
export type Challenge = Merged<ChallengeAttributes>;
export type Announcement = Merged<AnnouncementAttributes>;

/** The challenges calls (docs/api/challenges.md) and the game screen's announcements and notice. */
export const challengesApi = {
  /** Public challenges, the latest start first. */
  async list(): Promise<Challenge[]> {
    return mergeAll(await engine('GET /challenges'));
  },
  /**
   * One challenge (404 `challenge_not_found`). `quiet`: a connection error is this call's own
   * problem (the wall screen keeps its last numbers and tries again) rather than the full-page one.
   */
  async get(id: string, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<Challenge> {
    const doc = await engine('GET /challenges/{id}', {
      params: { id },
      quietNetworkErrors: options.quiet,
      signal: options.signal,
    });
    return merge(doc.data);
  },
  /** The signed-in player's entries in running memberships. */
  async userEntries(userId: string): Promise<UserChallengeEntry[]> {
    return (await engine('GET /users/{id}/challenges', { params: { id: userId } })).data.map((d) => d.attributes);
  },
  /** Joins: `{}` signed in, `{ game }` anonymous. Answers the participant's current rice. */
  join(id: string, body: ChallengeMemberBody): Promise<ChallengeMembership> {
    return engine('POST /challenges/{id}/members', { params: { id }, body });
  },
  leave(id: string, body: ChallengeMemberBody): Promise<ChallengeMembership> {
    return engine('DELETE /challenges/{id}/members', { params: { id }, body });
  },
  /**
   * Unexpired announcements, newest first. Decoration of the game screen: a connection error here
   * must not replace the game with the error page.
   */
  async announcements(): Promise<Announcement[]> {
    return mergeAll(await accounts('GET /api/announcements', { quietNetworkErrors: true }));
  },
  /** The eye-catcher notice, if one is up (same reasoning about connection errors). */
  async eyeCatcher(): Promise<Notice | null> {
    const doc = await accounts('GET /api/eye-catcher', { quietNetworkErrors: true });
    return doc.data ? merge(doc.data) : null;
  },
};

export const challengeKeys = {
  list: ['challenges'] as const,
  one: (id: string) => ['challenges', id] as const,
  live: (id: string) => ['challenges', id, 'live'] as const,
  entries: (userId: string | null | undefined) => ['user-challenges', userId] as const,
};

export function useChallenges() {
  return useQuery({ queryKey: challengeKeys.list, queryFn: () => challengesApi.list(), staleTime: 30_000 });
}

export function useChallenge(id: string) {
  return useQuery({
    queryKey: challengeKeys.one(id),
    queryFn: ({ signal }) => challengesApi.get(id, { signal }),
    // Fresh on every visit: the player comes back from the game to see what their answers did.
    staleTime: 0,
  });
}

/**
 * A challenge polled every `intervalMs` for a wall screen that runs for hours: TanStack Query keeps
 * one interval for the observer and clears it on unmount; each answer replaces the last (nothing
 * accumulates), and a finished poll's data is dropped from the cache a second after the screen goes.
 */
export function useLiveChallenge(id: string, intervalMs: number) {
  return useQuery({
    queryKey: challengeKeys.live(id),
    queryFn: ({ signal }) => challengesApi.get(id, { quiet: true, signal }),
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 1000,
    retry: false,
  });
}

/** The signed-in player's challenge entries; nothing is asked while signed out. */
export function useUserChallenges(userId: string | null | undefined) {
  return useQuery({
    queryKey: challengeKeys.entries(userId),
    queryFn: () => challengesApi.userEntries(userId!),
    enabled: Boolean(userId),
    staleTime: 10_000,
  });
}

/** The notices above the game, as the game screen's early start (use-game-flow.ts) and the hooks ask for them. */
export const announcementsQuery = {
  queryKey: ['announcements'],
  queryFn: () => challengesApi.announcements(),
  staleTime: Infinity,
  retry: false,
};

export const eyeCatcherQuery = {
  queryKey: ['eye-catcher'],
  queryFn: () => challengesApi.eyeCatcher(),
  staleTime: 10 * 60_000,
  retry: false,
};

export function useAnnouncements() {
  return useQuery(announcementsQuery);
}

export function useEyeCatcher() {
  return useQuery(eyeCatcherQuery);
}
