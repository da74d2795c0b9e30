import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { gameStore } from '../../state/game-store';
import { STORAGE_KEYS } from '../../state/storage';
import { encodeOneTimeLogin } from '../../lib/onetime-login';
import { engineError, json, location, renderApp, signInAs, storedUser, stubApi } from '../../test/accounts-fixtures';

vi.mock('../../pages/game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

const HASH = encodeOneTimeLogin({ username: 'ricefan', data: { uuid: 'u-1', token: 'once' } });
const RECORD = { token: 'reverify-token', username: 'ricefan', email: 'ricefan@example.org' };

const SIGNED_OUT_ONLY = [
  '/profile-login',
  `/profile-onetime-login/${HASH}`,
  '/profile-register',
  '/profile-login-recover',
];
const SIGNED_IN_ONLY = ['/profile', '/profile-register-success', '/profile-edit', '/profile-delete'];

/** What each route shows when the player may see it. */
const HEADINGS: Record<string, string> = {
  '/profile-login': 'Log in',
  [`/profile-onetime-login/${HASH}`]: 'Log in with your link',
  '/profile-register': 'Create an account',
  '/profile-login-recover': 'Forgot your password?',
  '/profile': 'Your profile',
  '/profile-register-success': 'Check your email',
  '/profile-edit': 'Edit profile',
  '/profile-delete': 'Delete account',
  '/profile-resend-verification': 'Verify your email address',
};

beforeEach(() => {
  gameStore.set(null);
});

describe('route guards (SPEC §2 route table)', () => {
  for (const route of SIGNED_OUT_ONLY) {
    it(`${route.split('/').slice(0, 2).join('/')}: signed-out only, signed-in players go to /profile`, async () => {
      stubApi();
      signInAs();
      renderApp(route);
      await waitFor(() => expect(location()).toBe('/profile'));
      expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    });

    it(`${route.split('/').slice(0, 2).join('/')}: shown when signed out`, () => {
      stubApi();
      renderApp(route);
      expect(location()).toBe(route);
      expect(screen.getByRole('heading', { level: 1, name: HEADINGS[route] })).toBeTruthy();
    });
  }

  for (const route of SIGNED_IN_ONLY) {
    it(`${route}: signed-in only, others go to /profile-login`, async () => {
      stubApi();
      renderApp(route);
      await waitFor(() => expect(location()).toBe('/profile-login'));
      expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    });

    it(`${route}: shown when signed in`, () => {
      stubApi();
      signInAs();
      renderApp(route);
      expect(location()).toBe(route);
      expect(screen.getByRole('heading', { level: 1, name: HEADINGS[route] })).toBeTruthy();
    });
  }

  it('/profile-resend-verification: needs the pending-verification record, otherwise /profile-login', async () => {
    stubApi();
    renderApp('/profile-resend-verification');
    await waitFor(() => expect(location()).toBe('/profile-login'));
  });

  it('/profile-resend-verification: shown with the record', () => {
    stubApi();
    localStorage.setItem('reverification', JSON.stringify(RECORD));
    renderApp('/profile-resend-verification');
    expect(screen.getByRole('heading', { level: 1, name: HEADINGS['/profile-resend-verification'] })).toBeTruthy();
  });

  it('/profile-resend-verification: an incomplete record counts as none', async () => {
    stubApi();
    localStorage.setItem('reverification', JSON.stringify({ token: 't', username: 'ricefan' }));
    renderApp('/profile-resend-verification');
    await waitFor(() => expect(location()).toBe('/profile-login'));
  });

  it('takes the verification result along when a signed-out player lands on /profile?verified=1', async () => {
    stubApi();
    renderApp('/profile?verified=1');
    await waitFor(() => expect(location()).toBe('/profile-login?verified=1'));
    expect(screen.getByText('Your email address is verified. Log in to play with your account.')).toBeTruthy();
  });
});

describe('the session ends on 401 anywhere, or 403 from user calls (SPEC §8)', () => {
  it('a 401 from the engine on a public screen clears the session and the game, and goes to /profile-login', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-2');
    signInAs();
    const api = stubApi([
      ['GET', '/api/engine/categories/?limit=50', () => engineError(401, 'unauthorized', 'Unauthorized')],
    ]);
    renderApp('/categories');
    await waitFor(() => expect(location()).toBe('/profile-login'));
    expect(api.find('GET', '/api/engine/categories/?limit=50')[0]?.headers.authorization).toBe('Bearer token-1');
    expect(storedUser()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('a 401 from the accounts service does the same', async () => {
    signInAs({ uuid: 'u-1', token: 'token-1', username: 'ricefan', avatar: 'avatar-3', email: '' });
    stubApi([['GET', '/api/accounts/users/u-1', () => json({ message: 'Please log in.', code: 'unauthorized' }, 401)]]);
    renderApp('/profile-edit');
    await waitFor(() => expect(location()).toBe('/profile-login'));
    expect(storedUser()).toBeNull();
  });

  it("a 403 from the player's statistics (a user call) ends the session", async () => {
    signInAs();
    stubApi([['GET', '/api/engine/users/u-1', () => engineError(403, 'forbidden', 'Forbidden')]]);
    renderApp('/profile');
    await waitFor(() => expect(location()).toBe('/profile-login'));
    expect(storedUser()).toBeNull();
  });
});
