import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown, summaryFields, timesShown } from '../../test/forms';
import { accountsError, json, renderApp, stubApi } from '../../test/accounts-fixtures';

// The widget's own code needs a real browser; the page only has to place it and read its events.
vi.mock('altcha', () => ({}));

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

const summary = fieldMessagesShown;

describe('forgot password (SPEC §5 Forgot password)', () => {
  it('requires the e-mail address', async () => {
    const api = stubApi();
    renderApp('/profile-login-recover');
    await submit('');
    expect(summary()).toEqual(['Email is required.']);
    // Once, under the field; the summary names the field (issue 18).
    expect(timesShown('Email is required.')).toBe(1);
    expect(summaryFields()).toEqual(['Email']);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api.find('POST', '/api/accounts/auth/recovery')).toHaveLength(0);
  });

  it('requires a valid e-mail address', async () => {
    const api = stubApi();
    renderApp('/profile-login-recover');
    await submit('ricefan.example.org');
    expect(summary()).toEqual(['Email is not valid.']);
    expect(api.find('POST', '/api/accounts/auth/recovery')).toHaveLength(0);
  });

  it('sends the address and shows the success message', async () => {
    const api = stubApi([
      [
        'POST',
        '/api/accounts/auth/recovery',
        () => json({ message: 'If the address has an account, a link is on its way.' }),
      ],
    ]);
    renderApp('/profile-login-recover');
    await submit('ricefan@example.org');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your email. If an account uses that address, we have sent it a link to log in.',
    );
    expect(api.find('POST', '/api/accounts/auth/recovery')[0]?.body).toEqual({ email: 'ricefan@example.org' });
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it("shows the server's message", async () => {
    stubApi([
      [
        'POST',
        '/api/accounts/auth/recovery',
        () => accountsError(400, { code: 'validation_failed', message: 'Email is not valid.' }),
      ],
    ]);
    renderApp('/profile-login-recover');
    await submit('ricefan@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe('Email is not valid.');
  });

  it('shows the captcha when the server asks for it, and sends the address with its solution (issue 20)', async () => {
    const message = 'There have been many attempts for this account. Please solve the captcha to continue.';
    let attempt = 0;
    const api = stubApi([
      [
        'POST',
        '/api/accounts/auth/recovery',
        () =>
          ++attempt === 1
            ? accountsError(400, { code: 'captcha_required', message })
            : json({ message: 'If an account uses this address, we have sent it a link to log in.' }),
      ],
    ]);
    renderApp('/profile-login-recover');
    expect(document.querySelector('altcha-widget')).toBeNull();
    await submit('ricefan@example.org');
    await screen.findByText(message);
    const shown = document.querySelector('altcha-widget')!;
    expect(shown.getAttribute('challengeurl')).toBe('/api/accounts/captcha/challenge');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(summary()).toEqual(['Captcha is required.']);
    expect(api.find('POST', '/api/accounts/auth/recovery')).toHaveLength(1);

    act(() => {
      shown.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdmVk' } }));
    });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(api.find('POST', '/api/accounts/auth/recovery')).toHaveLength(2));
    expect(api.find('POST', '/api/accounts/auth/recovery')[1]?.body).toEqual({
      email: 'ricefan@example.org',
      captcha: 'c29sdmVk',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your email. If an account uses that address, we have sent it a link to log in.',
    );
  });
});
