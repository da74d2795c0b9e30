import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown } from '../../test/forms';
import { STORAGE_KEYS } from '../../state/storage';
import {
  USER,
  accountsError,
  json,
  location,
  renderApp,
  signInAs,
  storedUser,
  stubApi,
  type Route,
} from '../../test/accounts-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

const RULE_TEXT = 'Password is a required and should be at least 5 characters';

function renderDelete(routes: Route[] = []) {
  signInAs();
  const api = stubApi(routes);
  renderApp('/profile-delete');
  return api;
}

const passwordField = () => screen.getByLabelText('Password');
const deleteCalls = (api: ReturnType<typeof stubApi>) => api.find('DELETE', '/api/accounts/auth/users');

afterEach(() => {
  vi.useRealTimers();
});

describe('delete account (SPEC §2, §5 Delete account)', () => {
  it('warns before anything is deleted', () => {
    renderDelete();
    expect(screen.getByText(/This deletes your account for good/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it(`refuses a password under 5 characters with '${RULE_TEXT}'`, async () => {
    const api = renderDelete();
    const user = userEvent.setup();
    await user.type(passwordField(), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(fieldMessagesShown()).toEqual([RULE_TEXT]);
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordField());
    expect(deleteCalls(api)).toHaveLength(0);
  });

  it('says the same for an empty password', async () => {
    renderDelete();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(fieldMessagesShown()).toEqual([RULE_TEXT]);
  });

  it("answers a 403 with 'Wrong password' and keeps the player signed in", async () => {
    const api = renderDelete([
      [
        'DELETE',
        '/api/accounts/auth/users',
        () => accountsError(403, { code: 'wrong_password', message: 'The password is not right.' }),
      ],
    ]);
    const user = userEvent.setup();
    await user.type(passwordField(), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password');
    expect(deleteCalls(api)[0]?.body).toEqual({ username: 'ricefan', password: 'wrong-one' });
    // A 403 here is the call's own answer, not a signed-out session.
    expect(storedUser()).toEqual(USER);
    expect(location()).toBe('/profile-delete');
  });

  it("says 'Account Deleted!' and signs out 2000 ms later", async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-5');
    const api = renderDelete([['DELETE', '/api/accounts/auth/users', () => json({ message: 'Account Deleted!' })]]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(passwordField(), { target: { value: 'secret5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    // Only setTimeout is fake: the request's promises settle between real event-loop turns.
    for (let turn = 0; turn < 50 && !screen.queryByRole('status'); turn++) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(screen.getByRole('status').textContent).toBe('Account Deleted!');
    expect(deleteCalls(api)[0]?.body).toEqual({ username: 'ricefan', password: 'secret5' });
    expect(deleteCalls(api)[0]?.headers.authorization).toBe('Bearer token-1');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(storedUser()).toEqual(USER);
    expect(location()).toBe('/profile-delete');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(storedUser()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBeNull();
    vi.useRealTimers();
    await waitFor(() => expect(location()).toBe('/categories/multiplication-table?level=1'));
  });
});
