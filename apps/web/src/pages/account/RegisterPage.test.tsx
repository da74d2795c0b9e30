import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown, summaryFields, timesShown } from '../../test/forms';
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
  type Route,
} from '../../test/accounts-fixtures';
import { asksForCaptcha } from './RegisterPage';

// The widget's own code needs a real browser; the page only has to place it and read its events.
vi.mock('altcha', () => ({}));
vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

const VALID = {
  username: 'ricefan',
  email: 'ricefan@example.org',
  birthdate: '2000-05-17',
  password: 'secret5',
  confirmation: 'secret5',
};

const LABELS = {
  username: 'Username',
  email: 'Email',
  birthdate: 'Date of birth',
  password: 'Password',
  confirmation: 'Password confirmation',
} as const;

function field(name: keyof typeof LABELS) {
  return screen.getByLabelText(LABELS[name]);
}

/** Fills the form (valid unless overridden; '' leaves a field empty) and submits it. */
async function submit(values: Partial<typeof VALID> = {}) {
  const user = userEvent.setup();
  const all = { ...VALID, ...values };
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const input = field(name);
    await user.clear(input);
    if (name === 'birthdate') fireEvent.change(input, { target: { value: all.birthdate } });
    else if (all[name]) await user.type(input, all[name]);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

const summaryMessages = fieldMessagesShown;

function widget(): HTMLElement | null {
  return document.querySelector('altcha-widget');
}

function renderRegister(routes: Route[] = []) {
  const api = stubApi(routes);
  renderApp('/profile-register');
  return api;
}

const registerCalls = (api: ReturnType<typeof stubApi>) => api.find('POST', '/api/accounts/users');

beforeEach(() => {
  gameStore.set(null);
  window.dataLayer = [];
});

describe('register form rules (SPEC §5 Register)', () => {
  it('shows each empty field its required message once, and the summary names the fields (issue 18)', async () => {
    const api = renderRegister();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    const messages = [
      'Username is required.',
      'Email is required.',
      'Date of birth is required.',
      'Password is required.',
      'Password confirmation is required.',
    ];
    // Not also "should be at least 5 characters" for an empty field; not again in the summary.
    expect(fieldMessagesShown()).toEqual(messages);
    for (const message of messages) expect(timesShown(message), message).toBe(1);
    expect(summaryFields()).toEqual(['Username', 'Email', 'Date of birth', 'Password', 'Password confirmation']);
    expect(registerCalls(api)).toHaveLength(0);
  });

  const cases: [string, Partial<typeof VALID>, keyof typeof LABELS, string][] = [
    ['username required', { username: '' }, 'username', 'Username is required.'],
    ['username at least 5 characters', { username: 'rice' }, 'username', 'Username should be at least 5 characters.'],
    ['email required', { email: '' }, 'email', 'Email is required.'],
    ['email valid', { email: 'ricefan@example' }, 'email', 'Email is not valid.'],
    ['date of birth required', { birthdate: '' }, 'birthdate', 'Date of birth is required.'],
    ['password required', { password: '' }, 'password', 'Password is required.'],
    [
      'password at least 5 characters',
      { password: 'abcd', confirmation: 'abcd' },
      'password',
      'Password should be at least 5 characters.',
    ],
    [
      'password matches the confirmation',
      { confirmation: 'secret6' },
      'password',
      'Password and Password confirmation must match.',
    ],
    ['confirmation required', { confirmation: '' }, 'confirmation', 'Password confirmation is required.'],
    // Issue 20: look-alike and hidden-text names are refused in the form, with the reason.
    [
      'username in one alphabet (a Cyrillic а in alice)',
      { username: '\u0430lice' },
      'username',
      'Username must use the letters of one alphabet (no look-alike letters from another).',
    ],
    [
      'username without a right-to-left override',
      { username: 'ali\u202Eecil' },
      'username',
      'Username may not contain invisible or direction-changing characters.',
    ],
    [
      'username without a zero-width space',
      { username: 'ali\u200Bce' },
      'username',
      'Username may not contain invisible or direction-changing characters.',
    ],
  ];
  // An empty confirmation also fails the password's match rule, and the password comes first.
  const focused = (fieldName: keyof typeof LABELS) => (fieldName === 'confirmation' ? 'password' : fieldName);

  for (const [name, values, fieldName, message] of cases) {
    it(`${name}: '${message}'`, async () => {
      const api = renderRegister();
      await submit(values);
      expect(summaryMessages()).toContain(message);
      expect(field(fieldName).getAttribute('aria-invalid')).toBe('true');
      const errorId = field(fieldName).getAttribute('aria-describedby')!.split(' ').pop()!;
      expect(document.getElementById(errorId)?.textContent).toContain(message);
      expect(document.activeElement).toBe(field(focused(fieldName)));
      expect(registerCalls(api)).toHaveLength(0);
    });
  }

  it("refuses players under 13 with the spec's age message", async () => {
    const api = renderRegister();
    const twelve = new Date();
    twelve.setUTCFullYear(twelve.getUTCFullYear() - 12);
    await submit({ birthdate: twelve.toISOString().slice(0, 10) });
    expect(summaryMessages()).toEqual(["Sorry, but if you're under 13 you can't sign up for an account right now"]);
    expect(field('birthdate').getAttribute('aria-invalid')).toBe('true');
    expect(registerCalls(api)).toHaveLength(0);
  });

  it('lets a 13-year-old through the age rule', async () => {
    const api = renderRegister([['POST', '/api/accounts/users', () => json(SESSION)]]);
    const thirteen = new Date();
    thirteen.setUTCFullYear(thirteen.getUTCFullYear() - 13, thirteen.getUTCMonth(), thirteen.getUTCDate() - 1);
    await submit({ birthdate: thirteen.toISOString().slice(0, 10) });
    await waitFor(() => expect(registerCalls(api)).toHaveLength(1));
  });
});

describe('register with the server', () => {
  it('signs up, stores the session, sends the game with its claim and lands on the check-your-email screen', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-4');
    sessionStorage.setItem(STORAGE_KEYS.gameClaim, 'claim-4');
    const api = renderRegister([['POST', '/api/accounts/users', () => json(SESSION)]]);
    await submit();

    await waitFor(() => expect(location()).toBe('/profile-register-success'));
    expect(registerCalls(api)[0]?.body).toEqual({
      ...withoutConfirmation(VALID),
      game: 'game-4',
      claim: 'claim-4',
      language: 'en',
    });
    // A claim works once: spent, it is forgotten; the game, now the account's, stays.
    expect(sessionStorage.getItem(STORAGE_KEYS.gameClaim)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-4');
    expect(storedUser()).toEqual({
      uuid: 'u-1',
      token: 'token-1',
      username: 'ricefan',
      avatar: 'avatar-3',
      email: 'ricefan@example.org',
    });
    expect(dataLayerEvents()).toContainEqual({ event: 'signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We have sent a link to ricefan@example\.org\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it("shows the server's message (a taken username) and no captcha", async () => {
    renderRegister([
      [
        'POST',
        '/api/accounts/users',
        () => accountsError(400, { code: 'username_taken', message: 'This username is already taken.' }),
      ],
    ]);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(widget()).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it('shows why the server refused a common password, under the password field (issue 20)', async () => {
    const message = 'This password is one of the most common ones. Please choose one that is harder to guess.';
    renderRegister([
      [
        'POST',
        '/api/accounts/users',
        () => accountsError(400, { code: 'password_too_common', message, errors: { password: [message] } }),
      ],
    ]);
    await submit({ password: '12345', confirmation: '12345' });
    await waitFor(() => expect(field('password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
    const errorId = field('password').getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(errorId)?.textContent).toBe(message);
    expect(widget()).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it("shows the server's field errors under their fields", async () => {
    renderRegister([
      [
        'POST',
        '/api/accounts/users',
        () =>
          accountsError(400, {
            code: 'email_taken',
            message: 'Please check the form.',
            errors: { email: ['This e-mail address is already used.'] },
          }),
      ],
    ]);
    await submit();
    await screen.findByText('Please check the form.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    const errorId = field('email').getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('This e-mail address is already used.');
  });

  it('shows the captcha widget only after the server asks for it, then sends its solution', async () => {
    let attempt = 0;
    const api = renderRegister([
      [
        'POST',
        '/api/accounts/users',
        () =>
          ++attempt === 1
            ? accountsError(400, { code: 'captcha_required', message: 'Please solve the CAPTCHA to continue.' })
            : json(SESSION),
      ],
    ]);
    expect(widget()).toBeNull();
    const user = await submit();

    await screen.findByText('Please solve the CAPTCHA to continue.');
    const shown = widget()!;
    expect(shown).not.toBeNull();
    expect(shown.getAttribute('challengeurl')).toBe('/api/accounts/captcha/challenge');
    expect(shown.getAttribute('challenge')).toBe('/api/accounts/captcha/challenge');
    expect(shown.getAttribute('display')).toBe('standard');
    expect(registerCalls(api)[0]?.body).not.toHaveProperty('captcha');

    // Now the captcha is required: submitting without solving it is refused here.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(summaryMessages()).toEqual(['Captcha is required.']);
    expect(registerCalls(api)).toHaveLength(1);

    act(() => {
      shown.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdXRpb24tMQ==' } }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(registerCalls(api)).toHaveLength(2));
    expect(registerCalls(api)[1]?.body).toEqual({
      ...withoutConfirmation(VALID),
      captcha: 'c29sdXRpb24tMQ==',
      language: 'en',
    });
    await waitFor(() => expect(location()).toBe('/profile-register-success'));
  });

  it('gives a fresh widget after a spent solution was refused', async () => {
    const api = renderRegister([
      [
        'POST',
        '/api/accounts/users',
        () => accountsError(400, { code: 'captcha_invalid', message: 'The captcha was not solved.' }),
      ],
    ]);
    const user = await submit();
    await screen.findByText('The captcha was not solved.');
    const first = widget()!;
    act(() => {
      first.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'spent' } }));
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(registerCalls(api)).toHaveLength(2));
    expect(registerCalls(api)[1]?.body).toMatchObject({ captcha: 'spent' });
    await waitFor(() => expect(widget()).not.toBe(first));
    // The new widget has no solution yet.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(summaryMessages()).toEqual(['Captcha is required.']);
  });

  it("recognises the server's captcha complaint in any case", () => {
    expect(asksForCaptcha('Captcha required')).toBe(true);
    expect(asksForCaptcha('please solve the captcha')).toBe(true);
    expect(asksForCaptcha('This username is already taken.')).toBe(false);
    expect(asksForCaptcha(undefined)).toBe(false);
  });
});

function withoutConfirmation(values: typeof VALID) {
  const { confirmation: _confirmation, ...rest } = values;
  return rest;
}
