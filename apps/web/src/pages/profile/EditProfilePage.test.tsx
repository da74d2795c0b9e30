import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown } from '../../test/forms';
import {
  USER,
  accountsError,
  json,
  renderApp,
  signInAs,
  storedUser,
  stubApi,
  userDocument,
  type Route,
} from '../../test/accounts-fixtures';

function renderEdit(routes: Route[] = [], user = USER) {
  signInAs(user);
  const api = stubApi(routes);
  renderApp('/profile-edit');
  return api;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const summary = fieldMessagesShown;
const patchCalls = (api: ReturnType<typeof stubApi>) => api.find('PATCH', '/api/accounts/users/u-1');

/** Replaces the fields' values ('' empties one) and saves. */
async function save(values: Partial<Record<'Username' | 'Email' | 'New password' | 'Password confirmation', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

const SAVED =
  (attributes: Parameters<typeof userDocument>[0] = {}) =>
  () =>
    json(userDocument(attributes));

describe('edit profile form (SPEC §5 Edit profile)', () => {
  it('starts from the stored profile', () => {
    renderEdit();
    expect(field('Username').value).toBe('ricefan');
    expect(field('Email').value).toBe('ricefan@example.org');
    expect(field('New password').value).toBe('');
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/avatars/avatar-3.svg');
  });

  const cases: [string, Parameters<typeof save>[0], string, string][] = [
    [
      'username required',
      { Username: '', 'New password': 'secret5', 'Password confirmation': 'secret5' },
      'Username',
      'Username is required.',
    ],
    [
      'email required',
      { Email: '', 'New password': 'secret5', 'Password confirmation': 'secret5' },
      'Email',
      'Email is required.',
    ],
    [
      'email valid',
      { Email: 'ricefan@', 'New password': 'secret5', 'Password confirmation': 'secret5' },
      'Email',
      'Email is not valid.',
    ],
    [
      'password required on every save',
      { 'Password confirmation': 'secret5' },
      'New password',
      'New password is required.',
    ],
    [
      'password at least 5 characters',
      { 'New password': 'abcd', 'Password confirmation': 'abcd' },
      'New password',
      'New password should be at least 5 characters.',
    ],
    [
      'password matches the confirmation',
      { 'New password': 'secret5', 'Password confirmation': 'secret6' },
      'New password',
      'New password and Password confirmation must match.',
    ],
    [
      'confirmation required',
      { 'New password': 'secret5' },
      'Password confirmation',
      'Password confirmation is required.',
    ],
  ];

  for (const [name, values, label, message] of cases) {
    it(`${name}: '${message}'`, async () => {
      const api = renderEdit();
      await save(values);
      expect(summary()).toContain(message);
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      const ids = field(label).getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
      expect(patchCalls(api)).toHaveLength(0);
    });
  }

  it("saves with the password and avatar, says 'Profile updated' and updates the session", async () => {
    const api = renderEdit([
      [
        'PATCH',
        '/api/accounts/users/u-1',
        SAVED({ username: 'ricefan2', email: 'new@example.org', avatar: 'avatar-3' }),
      ],
    ]);
    await save({
      Username: 'ricefan2',
      Email: 'new@example.org',
      'New password': 'secret5',
      'Password confirmation': 'secret5',
    });

    expect((await screen.findByRole('status')).textContent).toBe('Profile updated');
    expect(patchCalls(api)[0]?.body).toEqual({
      id: 'u-1',
      username: 'ricefan2',
      email: 'new@example.org',
      avatar: 'avatar-3',
      password: 'secret5',
    });
    expect(patchCalls(api)[0]?.headers.authorization).toBe('Bearer token-1');
    expect(storedUser()).toEqual({ ...USER, username: 'ricefan2', email: 'new@example.org' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hi, ricefan2' })).toBeTruthy();
    // The passwords are not kept in the form after a save.
    expect(field('New password').value).toBe('');
    expect(field('Password confirmation').value).toBe('');
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('sends the avatar picked in the modal', async () => {
    const api = renderEdit([['PATCH', '/api/accounts/users/u-1', SAVED({ avatar: 'avatar-12' })]]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change avatar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Avatar 12' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/avatars/avatar-12.svg');
    // Focus comes back to the button 250 ms after the modal closes (SPEC §9): typing before then
    // on a busy machine would lose characters to the focus change.
    const opener = screen.getByRole('button', { name: 'Change avatar' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await save({ 'New password': 'secret5', 'Password confirmation': 'secret5' });
    await screen.findByText('Profile updated');
    expect(patchCalls(api)[0]?.body).toMatchObject({ avatar: 'avatar-12' });
    expect(storedUser()?.avatar).toBe('avatar-12');
  });

  it("shows the server's message under the form", async () => {
    renderEdit([
      [
        'PATCH',
        '/api/accounts/users/u-1',
        () => accountsError(400, { code: 'username_taken', message: 'This username is already taken.' }),
      ],
    ]);
    await save({ 'New password': 'secret5', 'Password confirmation': 'secret5' });
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(screen.queryByText('Profile updated')).toBeNull();
    expect(storedUser()).toEqual(USER);
  });

  it('asks for the current password only when the server needs it, then sends it along (issue 20)', async () => {
    let calls = 0;
    const api = renderEdit([
      [
        'PATCH',
        '/api/accounts/users/u-1',
        () =>
          ++calls === 1
            ? accountsError(400, {
                code: 'current_password_required',
                message: 'Please type your current password to change your password or e-mail address.',
                errors: {
                  current_password: ['Please type your current password to change your password or e-mail address.'],
                },
              })
            : json(userDocument({})),
      ],
    ]);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const user = await save({ 'New password': 'new-secret', 'Password confirmation': 'new-secret' });
    const current = await screen.findByLabelText<HTMLInputElement>('Current password');
    expect(patchCalls(api)[0]?.body).not.toHaveProperty('current_password');
    // The new password stays typed; the current one is required before the next try.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(summary()).toContain('Current password is required.');
    await user.type(current, 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated');
    expect(patchCalls(api)[1]?.body).toMatchObject({ password: 'new-secret', current_password: 'old-secret' });
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('says where the confirmation link for a new address went, keeping the old address until then', async () => {
    renderEdit([['PATCH', '/api/accounts/users/u-1', SAVED({ pending_email: 'new@example.org' })]]);
    await save({ Email: 'new@example.org', 'New password': 'secret5', 'Password confirmation': 'secret5' });
    expect(
      await screen.findByText('We have sent a link to new@example.org. Your email address changes when you open it.'),
    ).toBeTruthy();
    expect(field('Email').value).toBe('ricefan@example.org');
    expect(storedUser()?.email).toBe('ricefan@example.org');
  });

  it('reads the e-mail from the account when the session has none', async () => {
    const api = renderEdit([], { ...USER, email: '' });
    await waitFor(() => expect(field('Email').value).toBe('ricefan@example.org'));
    expect(api.find('GET', '/api/accounts/users/u-1')).toHaveLength(1);
  });

  it('has a delete-account block linking to /profile-delete', () => {
    renderEdit();
    const block = screen.getByRole('region', { name: 'Delete account' });
    expect(within(block).getByRole('link', { name: 'Delete my account' }).getAttribute('href')).toBe('/profile-delete');
  });
});
