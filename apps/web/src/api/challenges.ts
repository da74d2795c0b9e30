import { useQuery } from '@tanstack/react-query';
import type {
  AnnouncementAttributes,
  AnnouncementList,
  ChallengeAttributes,
  ChallengeDocument,
  ChallengeList,
  ChallengeMemberBody,
  ChallengeMembership,
  EyeCatcherDocument,
  Merged,
  UserChallengeEntry,
  UserChallengeList,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import type { Notice } from '../components/game/Notices';
import { reportError } from './engine';
import { createClient } from './http';

/** A challenge with its attributes merged in (SPEC §3 Challenge). */
export type Challenge = Merged<ChallengeAttributes>;
export type Announcement = Merged<AnnouncementAttributes>;

const getToken = () => sessionStore.get()?.token ?? null;
const engine = createClient({ service: 'engine', baseUrl: config.engineApiUrl, report: reportError, getToken });
const accounts = createClient({ service: 'accounts', baseUrl: config.accountsApiUrl, report: reportError, getToken });

function merge<A>(resource: { id: string; type: string; attributes: A; links?: { self: string } }): Merged<A> {
  return {
    ...resource.attributes,
    id: resource.id,
    type: resource.type,
    ...(resource.links ? { links: resource.links } : {}),
  };
}

const path = (id: string) => encodeURIComponent(id);

/** The challenges calls (docs/api/challenges.md) and the game screen's announcements and notice. */
export const challengesApi = {
  /** Public challenges, the latest start first. */
  async list(): Promise<Challenge[]> {
    return (await engine<ChallengeList>('/challenges')).data.map(merge);
  },
  /**
   * One challenge (404 `challenge_not_found`). `quiet`: a connection error is this call's own
   * problem (the wall screen keeps its last numbers and tries again) rather than the full-page one.
   */
  async get(id: string, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<Challenge> {
    const doc = await engine<ChallengeDocument>(`/challenges/${path(id)}`, {
      quietNetworkErrors: options.quiet,
      signal: options.signal,
    });
    return merge(doc.data);
  },
  /** The signed-in player's entries in running memberships. */
  async userEntries(userId: string): Promise<UserChallengeEntry[]> {
    return (await engine<UserChallengeList>(`/users/${path(userId)}/challenges`)).data.map((d) => d.attributes);
  },
  /** Joins: `{}` signed in, `{ game }` anonymous. Answers the participant's current rice. */
  join(id: string, body: ChallengeMemberBody): Promise<ChallengeMembership> {
    return engine<ChallengeMembership>(`/challenges/${path(id)}/members`, { method: 'POST', body });
  },
  leave(id: string, body: ChallengeMemberBody): Promise<ChallengeMembership> {
    return engine<ChallengeMembership>(`/challenges/${path(id)}/members`, { method: 'DELETE', body });
  },
  /**
   * Unexpired announcements, newest first. Decoration of the game screen: a connection error here
   * must not replace the game with the error page.
   */
  async announcements(): Promise<Announcement[]> {
    return (await accounts<AnnouncementList>('/api/announcements', { quietNetworkErrors: true })).data.map(merge);
  },
  /** The eye-catcher notice, if one is up (same reasoning about connection errors). */
  async eyeCatcher(): Promise<Notice | null> {
    const doc = await accounts<EyeCatcherDocument>('/api/eye-catcher', { quietNetworkErrors: true });
    return doc.data ? { id: doc.data.id, ...doc.data.attributes } : null;
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

export function useAnnouncements() {
  return useQuery({
    queryKey: ['announcements'],
    queryFn: () => challengesApi.announcements(),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEyeCatcher() {
  return useQuery({
    queryKey: ['eye-catcher'],
    queryFn: () => challengesApi.eyeCatcher(),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
