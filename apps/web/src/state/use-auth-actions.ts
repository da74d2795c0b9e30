import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLanguage, type SessionResponse } from '@ricebowl/contract';
import { chooseLanguage, currentLanguage } from '../i18n';
import { accountsApi } from '../api/accounts';
import { ApiError } from '../api/http';
import { track } from '../lib/analytics';
import { gameStore } from './game-store';
import { endSession, startSession } from './session';
import { session, STORAGE_KEYS } from './storage';

/**
 * The anonymous game being played and its claim secret, sent with sign-in and sign-up so that its
 * grains move into the account (ADR 009: the server moves nothing without the secret).
 */
export function currentGameClaim(): { game?: string; claim?: string } {
  const game = session.get(STORAGE_KEYS.gameId);
  const claim = session.get(STORAGE_KEYS.gameClaim);
  return { ...(game ? { game } : {}), ...(game && claim ? { claim } : {}) };
}

export interface CompleteSignInOptions {
  /** The analytics event: `login` for sign-in and one-time login, `signup` for sign-up. */
  event: 'login' | 'signup';
  /** Where the player goes once signed in (the signed-out-only guard follows it). */
  destination: string;
  /** The e-mail address when the form already knows it (sign-up); otherwise it is read from the account. */
  email?: string;
}

/**
 * Turns a session answer into the stored session (SPEC §4 Session): reads the e-mail from
 * `GET /users/{id}` when needed, stores {uuid, token, username, avatar, email}, and drops the game
 * data so the game (whose grains now belong to the account) is loaded again.
 */
export async function completeSignIn(response: SessionResponse, options: CompleteSignInOptions): Promise<void> {
  let email = options.email ?? '';
  if (!options.email) {
    try {
      const account = await accountsApi.user(response.uuid, response.token);
      email = account.email;
      // The account's language follows the player to this device.
      if (isLanguage(account.language) && account.language !== currentLanguage())
        await chooseLanguage(account.language);
    } catch (error) {
      // A refused token means no session; anything else only costs the e-mail in the session.
      if (error instanceof ApiError && error.status === 401) throw error;
    }
  }
  startSession(
    {
      uuid: response.uuid,
      token: response.token,
      username: response.userData.username,
      avatar: response.userData.avatar,
      email,
      role: response.userData.role,
    },
    options.destination,
  );
  gameStore.set(null);
  // The claim was spent with this sign-in (a claim works once): the game is the account's now.
  session.remove(STORAGE_KEYS.gameClaim);
  track({ event: options.event });
}

/** Signs out: revokes the token on the server, then forgets the player and their game. */
export async function signOut(destination = '/'): Promise<void> {
  try {
    await accountsApi.logout();
  } catch {
    // The token may already be dead, or the network gone: the player is signed out here regardless.
  } finally {
    endSession(destination);
  }
}

/** The sign-in and sign-out actions with the player's cached statistics kept in step. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const signIn = useCallback(
    async (response: SessionResponse, options: CompleteSignInOptions) => {
      await completeSignIn(response, options);
      await queryClient.invalidateQueries({ queryKey: ['user-stats'] });
    },
    [queryClient],
  );
  const signOutAndForget = useCallback(
    async (destination?: string) => {
      await signOut(destination);
      queryClient.removeQueries({ queryKey: ['user-stats'] });
    },
    [queryClient],
  );
  return { signIn, signOut: signOutAndForget };
}
