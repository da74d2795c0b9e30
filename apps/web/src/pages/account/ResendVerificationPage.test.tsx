import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown } from '../../test/forms';
import { accountsError, json, location, renderApp, stubApi } from '../../test/accounts-fixtures';

const RECORD = { token: 'reverify-token', username: 'ricefan', email: 'ricefan@example.org' };

function saveRecord(record: Partial<typeof RECORD> = {}) {
  localStorage.setItem('reverification', JSON.stringify({ ...RECORD, ...record }));
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.queryByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Send the link again' });
const summary = fieldMessagesShown;
const resendCalls = (api: ReturnType<typeof stubApi>) => api.find('POST', '/api/accounts/auth/resendVerification');

describe('resend verification (SPEC §2, §5)', () => {
  it('needs the saved record, otherwise goes to /profile-login', () => {
    stubApi();
    renderApp('/profile-resend-verification');
    expect(location()).toBe('/profile-login');
  });

  it('offers the saved address, without a password field, and resends to it', async () => {
    saveRecord();
    const api = stubApi([['POST', '/api/accounts/auth/resendVerification', () => json({ message: 'Sent' })]]);
    renderApp('/profile-resend-verification');
    expect((emailField() as HTMLInputElement).value).toBe('ricefan@example.org');
    expect(passwordField()).toBeNull();

    await userEvent.setup().click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have sent a new verification link to ricefan@example.org. Please open it within 24 hours.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Link sent' })).toBeTruthy();
    expect(resendCalls(api)[0]?.body).toEqual({
      username: 'ricefan',
      email: 'ricefan@example.org',
      token: 'reverify-token',
    });
  });

  it('shows the password field once the address differs from the saved one, and hides it again', async () => {
    saveRecord();
    stubApi();
    renderApp('/profile-resend-verification');
    const user = userEvent.setup();
    await user.type(emailField(), 'x');
    expect(passwordField()).not.toBeNull();
    await user.type(emailField(), '{Backspace}');
    expect(passwordField()).toBeNull();
  });

  it('requires the password for a new address, then sends it', async () => {
    saveRecord();
    const api = stubApi([['POST', '/api/accounts/auth/resendVerification', () => json({ message: 'Sent' })]]);
    renderApp('/profile-resend-verification');
    const user = userEvent.setup();
    await user.clear(emailField());
    await user.type(emailField(), 'new@example.org');
    await user.click(submitButton());
    expect(summary()).toEqual(['Password is required.']);
    expect(document.activeElement).toBe(passwordField());
    expect(resendCalls(api)).toHaveLength(0);

    await user.type(passwordField()!, 'secret5');
    await user.click(submitButton());
    await waitFor(() => expect(resendCalls(api)).toHaveLength(1));
    expect(resendCalls(api)[0]?.body).toEqual({
      username: 'ricefan',
      email: 'new@example.org',
      password: 'secret5',
      token: 'reverify-token',
    });
    expect((await screen.findByRole('status')).textContent).toContain('new@example.org');
  });

  it('requires an e-mail address', async () => {
    saveRecord();
    const api = stubApi();
    renderApp('/profile-resend-verification');
    const user = userEvent.setup();
    await user.clear(emailField());
    await user.click(submitButton());
    expect(summary()).toEqual(['Email is required.', 'Password is required.']);
    expect(resendCalls(api)).toHaveLength(0);
  });

  it('requires a valid e-mail address', async () => {
    saveRecord();
    stubApi();
    renderApp('/profile-resend-verification');
    const user = userEvent.setup();
    await user.clear(emailField());
    await user.type(emailField(), 'not-an-address');
    await user.type(passwordField()!, 'secret5');
    await user.click(submitButton());
    expect(summary()).toEqual(['Email is not valid.']);
  });

  // SPEC §5: while the address is the saved one, only the e-mail is checked (required, valid), no password.
  it('checks only that the saved address is there when it is kept', async () => {
    saveRecord({ email: '' });
    const api = stubApi();
    renderApp('/profile-resend-verification');
    await userEvent.setup().click(submitButton());
    expect(summary()).toEqual(['Email is required.']);
    expect(passwordField()).toBeNull();
    expect(document.activeElement).toBe(emailField());
    expect(resendCalls(api)).toHaveLength(0);
  });

  it('checks only that the saved address is valid when it is kept', async () => {
    saveRecord({ email: 'ricefan@example' });
    const api = stubApi();
    renderApp('/profile-resend-verification');
    await userEvent.setup().click(submitButton());
    expect(summary()).toEqual(['Email is not valid.']);
    expect(passwordField()).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(resendCalls(api)).toHaveLength(0);
  });

  it("shows the server's message", async () => {
    saveRecord();
    stubApi([
      [
        'POST',
        '/api/accounts/auth/resendVerification',
        () => accountsError(400, { code: 'token_invalid', message: 'Please log in again to get a new link.' }),
      ],
    ]);
    renderApp('/profile-resend-verification');
    await userEvent.setup().click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in again to get a new link.');
  });
});
