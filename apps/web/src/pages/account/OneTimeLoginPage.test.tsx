import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeOneTimeLogin, encodeOneTimeLogin } from '../../lib/onetime-login';
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

const LINK = { username: 'ricefan', data: { uuid: 'u-1', token: 'one-time-token' } };

/** base64url without padding, as the server builds the link (docs/api/accounts.md). */
function serverHash(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('one-time login hash', () => {
  it('decodes base64url JSON of {username, data}', () => {
    expect(decodeOneTimeLogin(serverHash(LINK))).toEqual(LINK);
  });

  it('decodes plain base64 with padding too, and UTF-8 usernames', () => {
    const value = { username: 'Zoë 稲', data: { uuid: 'u-2', token: 't+/=' } };
    const base64 = Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
    expect(decodeOneTimeLogin(base64)).toEqual(value);
    expect(decodeOneTimeLogin(encodeOneTimeLogin(value))).toEqual(value);
    expect(encodeOneTimeLogin(value)).toBe(serverHash(value));
  });

  it('refuses anything else', () => {
    expect(decodeOneTimeLogin('')).toBeNull();
    expect(decodeOneTimeLogin('not base64 at all!')).toBeNull();
    expect(decodeOneTimeLogin(Buffer.from('{"username":').toString('base64url'))).toBeNull();
    expect(decodeOneTimeLogin(serverHash({ username: 'ricefan' }))).toBeNull();
    expect(decodeOneTimeLogin(serverHash({ username: 'ricefan', data: { uuid: 'u-1' } }))).toBeNull();
    expect(decodeOneTimeLogin(serverHash({ username: 7, data: { uuid: 'u-1', token: 't' } }))).toBeNull();
    expect(decodeOneTimeLogin(serverHash(['ricefan']))).toBeNull();
  });
});

describe('one-time login screen', () => {
  it('greets the user and logs in with the data on Login', async () => {
    const api = stubApi([
      ['POST', '/api/accounts/auth/token-login', () => json(SESSION)],
      ['GET', '/api/accounts/users/u-1', () => json(userDocument())],
    ]);
    renderApp(`/profile-onetime-login/${serverHash(LINK)}`);
    expect(screen.getByText('Hi, ricefan!')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(api.find('POST', '/api/accounts/auth/token-login')[0]?.body).toEqual(LINK.data);
    expect(storedUser()).toEqual({
      uuid: 'u-1',
      token: 'token-1',
      username: 'ricefan',
      avatar: 'avatar-3',
      email: 'ricefan@example.org',
    });
    expect(dataLayerEvents()).toContainEqual({ event: 'login' });
  });

  it("shows the server's message when the link was used or expired", async () => {
    stubApi([
      [
        'POST',
        '/api/accounts/auth/token-login',
        () => accountsError(400, { code: 'token_invalid', message: 'This login link has expired or was used.' }),
      ],
    ]);
    renderApp(`/profile-onetime-login/${serverHash(LINK)}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This login link has expired or was used.');
    expect(storedUser()).toBeNull();
    expect(location()).toBe(`/profile-onetime-login/${serverHash(LINK)}`);
  });

  it('explains a broken link kindly, with a way to get a new one', () => {
    const api = stubApi();
    renderApp('/profile-onetime-login/definitely-not-a-link');
    expect(screen.getByRole('alert').textContent).toBe(
      'This login link is not valid. Please check that you opened the whole link from your email, or ask for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a new login link' }).getAttribute('href')).toBe(
      '/profile-login-recover',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/accounts'))).toEqual([]);
  });
});
