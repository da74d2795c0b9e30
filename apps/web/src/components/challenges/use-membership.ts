import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChallengeMembership, ChallengePhase } from '@ricebowl/contract';
import { challengeKeys, challengesApi, useUserChallenges, type Challenge } from '../../api/challenges';
import { engineApi } from '../../api/engine';
import { ApiError } from '../../api/http';
import { config } from '../../config';
import { track } from '../../lib/analytics';
import { forgetGame, resolveLevel } from '../../pages/game/use-game-flow';
import { joiningGame, recordJoin, recordLeave, useChallengeCookies } from '../../state/challenge-cookies';
import { gameStore, once } from '../../state/game-store';
import { useSession, type SessionUser } from '../../state/session';
import { local, rememberGame, session, STORAGE_KEYS } from '../../state/storage';

export type MembershipError = 'notActive' | 'failed';

export interface Membership {
  joined: boolean;
  /** The player's rice in the challenge, when known. */
  contribution: number | null;
  pending: boolean;
  error: MembershipError | null;
  join: () => Promise<void>;
  leave: () => Promise<void>;
}

/**
 * The anonymous player's game, made first if this tab has none yet: a player who opens a challenge
 * before playing can still join, and the game they then play is the one taking part. It is made as
 * the game screen would make it (stored category and level, else the defaults).
 */
export async function ensureAnonymousGame(queryClient: QueryClient): Promise<string> {
  const stored = session.get(STORAGE_KEYS.gameId);
  if (stored) return stored;
  const categories = await queryClient.fetchQuery({
    queryKey: ['categories'],
    queryFn: () => engineApi.categories(),
    staleTime: 10 * 60_000,
  });
  const wanted = local.get(STORAGE_KEYS.category) ?? config.defaultCategory;
  const category =
    categories.find((c) => c.machine_name === wanted) ??
    categories.find((c) => c.machine_name === config.defaultCategory) ??
    categories[0];
  if (!category) throw new Error('No category to play');
  const level = resolveLevel(null, local.get(STORAGE_KEYS.level), category.levels);
  const game = await once(`create:${category.id}:${level}`, async () => {
    const { game: created, claim } = await engineApi.createGame({ category: category.id, level });
    rememberGame(created.id, claim);
    gameStore.set(created);
    track({ event: 'game_start', category: category.machine_name, level: created.level });
    return created;
  });
  return game.id;
}

/** 400 without `challenge_not_active`: the stored anonymous game is not one the server knows. */
const isBadGame = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.code !== 'challenge_not_active';

function toMembershipError(error: unknown): MembershipError {
  return error instanceof ApiError && error.code === 'challenge_not_active' ? 'notActive' : 'failed';
}

/** Whether the player takes part in the challenge, their contribution, and join and leave. */
export function useMembership(challenge: Challenge, phase: ChallengePhase): Membership {
  const user = useSession();
  const signedIn = useSignedInMembership(user, challenge);
  const anonymous = useAnonymousMembership(user ? null : challenge, phase);
  return user ? signedIn : anonymous;
}

function useActions(run: {
  join: () => Promise<ChallengeMembership | null>;
  leave: () => Promise<ChallengeMembership | null>;
  after: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MembershipError | null>(null);
  const act = (action: () => Promise<unknown>) => async () => {
    setPending(true);
    setError(null);
    try {
      await action();
      run.after();
    } catch (e) {
      // A 401 (signed out on the way) is the session handler's; the rest shows under the buttons.
      if (!(e instanceof ApiError && e.status === 401)) setError(toMembershipError(e));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, join: act(run.join), leave: act(run.leave) };
}

function useSignedInMembership(user: SessionUser | null, challenge: Challenge): Membership {
  const queryClient = useQueryClient();
  const entries = useUserChallenges(user?.uuid);
  const entry = entries.data?.find((e) => e.challenge_id === challenge.id);
  const actions = useActions({
    join: () => challengesApi.join(challenge.id, {}),
    leave: () => challengesApi.leave(challenge.id, {}),
    after: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.entries(user?.uuid) });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.one(challenge.id) });
    },
  });
  return { joined: Boolean(entry), contribution: entry?.rice ?? null, ...actions };
}

function useAnonymousMembership(challenge: Challenge | null, phase: ChallengePhase): Membership {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cookies = useChallengeCookies();
  const id = challenge?.id ?? '';
  const joined = Boolean(challenge) && cookies.ids.includes(id);
  const gameId = session.get(STORAGE_KEYS.gameId);

  // The rice refresh (state/challenge-cookies.ts): the joining game re-joins while the challenge runs,
  // once per visit of the screen — not after a join or leave here, whose answer is just as fresh.
  const [answered, setAnswered] = useState(false);
  const canRefresh = !answered && joined && phase === 'active' && gameId !== null && joiningGame(id) === gameId;
  useQuery({
    queryKey: ['challenge-entry', id, gameId],
    queryFn: async () => {
      const entry = await challengesApi.join(id, { game: gameId });
      recordJoin(id, entry.rice, gameId!);
      return entry;
    },
    enabled: canRefresh,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const joinWithGame = async () => {
    let game = await ensureAnonymousGame(queryClient);
    try {
      return { entry: await challengesApi.join(id, { game }), game };
    } catch (error) {
      if (!isBadGame(error)) throw error;
      // The stored game is gone (a new server, say): play on in a new one and let that one join.
      forgetGame();
      game = await ensureAnonymousGame(queryClient);
      return { entry: await challengesApi.join(id, { game }), game };
    }
  };

  const actions = useActions({
    join: async () => {
      if (!challenge) return null;
      if (!challenge.anonymous_play) {
        // SPEC §6: only signed-in players take part in this one.
        void navigate('/profile-login');
        return null;
      }
      const { entry, game } = await joinWithGame();
      setAnswered(true);
      recordJoin(id, entry.rice, game);
      return entry;
    },
    leave: async () => {
      const game = joiningGame(id) ?? gameId;
      let entry: ChallengeMembership | null = null;
      // Without a game the server knows, it cannot be told; the browser forgets the entry all the same.
      if (game) {
        try {
          entry = await challengesApi.leave(id, { game });
        } catch (error) {
          if (!isBadGame(error)) throw error;
        }
      }
      setAnswered(true);
      recordLeave(id);
      return entry;
    },
    after: () => void queryClient.invalidateQueries({ queryKey: challengeKeys.one(id) }),
  });
  return { joined, contribution: joined ? cookies.rice(id) : null, ...actions };
}
