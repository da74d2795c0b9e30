import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessages, fieldMessagesShown, summaryFields, timesShown } from '../../test/forms';
import { gameStore } from '../../state/game-store';
import { STORAGE_KEYS } from '../../state/storage';
import {
  SESSION,
  accountsError,
  dataLayerEvents,
  json,
  location,
  renderApp,
  storedUser,
  stubApi,
  userDocument,
} from '../../test/accounts-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
// The widget's own code needs a real browser; the page only has to place it and read its events.
vi.mock('altcha', () => ({}));

const widget = (): HTMLElement | null => document.querySelector('altcha-widget');
/** What the widget reports once it has solved its challenge. */
function solve(shown: HTMLElement, payload: string) {
  act(() => {
    shown.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
const CAPTCHA_MESSAGE = 'There have been many attempts for this account. Please solve the captcha to continue.';

const summary = () => screen.getByTestId('error-summary');
const usernameField = () => screen.getByLabelText('Username or email');
const passwordField = () => screen.getByLabelText('Password');

beforeEach(() => {
  gameStore.set(null);
  window.dataLayer = [];
});

describe('sign-in form (SPEC §5 Sign-in)', () => {
  it('has the fields, the forgot-password link, the Log in button and the create-account link', () => {
    stubApi();
    renderApp('/profile-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(usernameField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/profile-login-recover',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/profile-register');
  });

  it('requires the username: highlighted, listed, described and focused', async () => {
    const api = stubApi();
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(summaryFields()).toEqual(['Username or email']);
    expect(summary().getAttribute('role')).toBe('alert');
    expect(usernameField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('false');
    expect(fieldMessages(usernameField())).toEqual(['Username or email is required.']);
    expect(document.activeElement).toBe(usernameField());
    expect(api.find('POST', '/api/accounts/auth/login')).toHaveLength(0);
  });

  it('requires the password', async () => {
    const api = stubApi();
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(summaryFields()).toEqual(['Password']);
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessages(passwordField())).toEqual(['Password is required.']);
    expect(document.activeElement).toBe(passwordField());
    expect(api.find('POST', '/api/accounts/auth/login')).toHaveLength(0);
  });

  it('lists both fields when both are empty, each with its message once, and clears them as they are filled', async () => {
    stubApi();
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(summaryFields()).toEqual(['Username or email', 'Password']);
    expect(fieldMessagesShown()).toEqual(['Username or email is required.', 'Password is required.']);
    // Once each on the screen: under its field, not again in the summary (issue 18).
    expect(timesShown('Username or email is required.')).toBe(1);
    expect(timesShown('Password is required.')).toBe(1);
    await user.type(usernameField(), 'r');
    expect(usernameField().getAttribute('aria-invalid')).toBe('false');
    expect(summaryFields()).toEqual(['Password']);
    expect(fieldMessagesShown()).toEqual(['Password is required.']);
  });

  it('takes the reader from the summary to the field', async () => {
    stubApi();
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(within(summary()).getByRole('link', { name: 'Password' }));
    expect(document.activeElement).toBe(passwordField());
  });

  it("shows the server's message under the form", async () => {
    stubApi([
      [
        'POST',
        '/api/accounts/auth/login',
        () => accountsError(400, { code: 'wrong_credentials', message: 'Wrong username or password.' }),
      ],
    ]);
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan');
    await user.type(passwordField(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
    expect(storedUser()).toBeNull();
    expect(location()).toBe('/profile-login');
  });

  it('stores the session with the e-mail read from the account, sends the game and its claim, and goes to /profile', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    sessionStorage.setItem(STORAGE_KEYS.gameClaim, 'claim-9');
    gameStore.set({ id: 'game-9' } as never);
    const api = stubApi([
      ['POST', '/api/accounts/auth/login', () => json(SESSION)],
      ['GET', '/api/accounts/users/u-1', () => json(userDocument({ email: 'fan@rice.example' }))],
    ]);
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), '  ricefan ');
    await user.type(passwordField(), 'secret5');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location()).toBe('/profile'));
    expect(api.find('POST', '/api/accounts/auth/login')[0]?.body).toEqual({
      username: 'ricefan',
      password: 'secret5',
      game: 'game-9',
      claim: 'claim-9',
    });
    // The e-mail is read with the new token before the session is stored.
    expect(api.find('GET', '/api/accounts/users/u-1')[0]?.headers.authorization).toBe('Bearer token-1');
    expect(storedUser()).toEqual({
      uuid: 'u-1',
      token: 'token-1',
      username: 'ricefan',
      avatar: 'avatar-3',
      email: 'fan@rice.example',
    });
    // The anonymous game now belongs to the account: its id stays, its data is loaded again.
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-9');
    expect(sessionStorage.getItem(STORAGE_KEYS.gameClaim)).toBeNull();
    expect(gameStore.get()).toBeNull();
    expect(dataLayerEvents()).toContainEqual({ event: 'login' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hi, ricefan' })).toBeTruthy();
  });

  it('shows the captcha when the server asks for it after many failed sign-ins, and signs in with it (issue 20)', async () => {
    let attempt = 0;
    const api = stubApi([
      [
        'POST',
        '/api/accounts/auth/login',
        () =>
          ++attempt === 1 ? accountsError(400, { code: 'captcha_required', message: CAPTCHA_MESSAGE }) : json(SESSION),
      ],
      ['GET', '/api/accounts/users/u-1', () => json(userDocument())],
    ]);
    renderApp('/profile-login');
    expect(widget()).toBeNull();
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan');
    await user.type(passwordField(), 'secret5');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText(CAPTCHA_MESSAGE);
    const shown = widget()!;
    expect(shown).not.toBeNull();
    expect(shown.getAttribute('challengeurl')).toBe('/api/accounts/captcha/challenge');
    expect(api.find('POST', '/api/accounts/auth/login')[0]?.body).not.toHaveProperty('captcha');

    // Until the widget has solved it, the form does not go out.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fieldMessagesShown()).toEqual(['Captcha is required.']);
    expect(api.find('POST', '/api/accounts/auth/login')).toHaveLength(1);

    solve(shown, 'c29sdmVk');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(api.find('POST', '/api/accounts/auth/login')[1]?.body).toEqual({
      username: 'ricefan',
      password: 'secret5',
      captcha: 'c29sdmVk',
    });
  });

  it('gives a fresh widget when a sign-in with a solved captcha fails (a solution works once)', async () => {
    const api = stubApi([
      [
        'POST',
        '/api/accounts/auth/login',
        () => accountsError(400, { code: 'captcha_required', message: CAPTCHA_MESSAGE }),
      ],
    ]);
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan');
    await user.type(passwordField(), 'secret5');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(CAPTCHA_MESSAGE);
    const first = widget()!;
    solve(first, 'c29sdmVk');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.find('POST', '/api/accounts/auth/login')).toHaveLength(2));
    await waitFor(() => expect(widget()).not.toBe(first));
    expect(widget()).not.toBeNull();
  });

  it('sends no game when none is being played', async () => {
    const api = stubApi([['POST', '/api/accounts/auth/login', () => json(SESSION)]]);
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan@example.org');
    await user.type(passwordField(), 'secret5');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(api.find('POST', '/api/accounts/auth/login')[0]?.body).toEqual({
      username: 'ricefan@example.org',
      password: 'secret5',
    });
  });

  it('saves the reverification record and goes to /profile-resend-verification on action reverify', async () => {
    stubApi([
      [
        'POST',
        '/api/accounts/auth/login',
        () =>
          accountsError(400, {
            code: 'reverify',
            message: 'Please verify your e-mail address.',
            action: 'reverify',
            token: 'reverify-token',
            username: 'ricefan',
            email: 'ricefan@example.org',
          }),
      ],
    ]);
    renderApp('/profile-login');
    const user = userEvent.setup();
    await user.type(usernameField(), 'ricefan');
    await user.type(passwordField(), 'secret5');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location()).toBe('/profile-resend-verification'));
    expect(JSON.parse(localStorage.getItem('reverification')!)).toEqual({
      token: 'reverify-token',
      username: 'ricefan',
      email: 'ricefan@example.org',
    });
    expect(storedUser()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeTruthy();
  });

  it('confirms a verified e-mail address (?verified=1)', () => {
    stubApi();
    renderApp('/profile-login?verified=1');
    expect(screen.getByRole('status').textContent).toBe(
      'Your email address is verified. Log in to play with your account.',
    );
  });

  it('tells when a verification link failed (?verified=0)', () => {
    stubApi();
    renderApp('/profile-login?verified=0');
    expect(screen.getByRole('alert').textContent).toBe(
      'This verification link is not valid any more. Log in and we will help you get a new one.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
