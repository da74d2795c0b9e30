import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../apps/server/src/test/smtp.js';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import {
  accountPassword,
  accountThroughApi,
  answer,
  axeViolations,
  continueAfterAnswer,
  playRightAnswers,
  riceCounter,
  signedInPlayer,
  waitForQuestion,
} from './fixtures.js';

async function register(page: Page, who: { username: string; email: string; birthdate?: string }) {
  await page.goto('/profile-register');
  await page.getByLabel('Username', { exact: true }).fill(who.username);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Date of birth').fill(who.birthdate ?? '2001-04-09');
  await page.getByLabel('Password', { exact: true }).fill(accountPassword);
  await page.getByLabel('Password confirmation').fill(accountPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, login: string, secret = accountPassword) {
  await page.goto('/profile-login');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Takes `to`'s mails in order until one holds a link containing `fragment`; returns that link. */
async function linkMailedTo(smtp: TestSmtp, to: string, fragment: string): Promise<string> {
  for (;;) {
    const link = smtp.linksIn(await smtp.waitForMail(to)).find((l) => l.includes(fragment));
    if (link) return link;
  }
}

const grainsDonated = (page: Page) => page.getByText('Grains donated').locator('..').textContent();

describe('a player’s account, from sign-up to deletion, in Chromium', () => {
  let smtp: TestSmtp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('signs up, lands on the check-your-email screen, and verifies from the mail', async () => {
    // The subject is the register form: the one test here that signs up by hand.
    const player = { username: 'rice_hero', email: 'rice.hero@example.org' };
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await register(page, player);
    await page.waitForURL(/\/profile-register-success$/);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByRole('link', { name: `Hi, ${player.username}` }).waitFor();

    const mail = await smtp.waitForMail(player.email);
    const link = smtp.linksIn(mail).find((l) => l.includes('/auth/verify/'))!;
    await page.goto(link);
    await page.waitForURL(/\/profile\?verified=1$/);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await context.close();
  });

  it('plays signed in and sees the total rise on the game screen and the profile', async () => {
    const { page, context } = await signedInPlayer(browser, server.url, 'rice_player');
    await page.goto('/');
    await waitForQuestion(page);
    for (let i = 0; i < 2; i++) {
      await answer(page, { right: true, via: 'mouse' });
      await continueAfterAnswer(page);
    }
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe('20');
    await page.goto('/profile');
    await expect.poll(() => grainsDonated(page)).toContain('20');
    await page.getByRole('tab', { name: 'Badges' }).click();
    await page.getByText('You have earned 0 of 19 badges.').waitFor();
    await context.close();
  });

  it('shows earned and unearned badges on the Badges tab with no axe violation', async () => {
    const { page, username, context } = await signedInPlayer(browser, server.url, 'badge_holder');
    // Ten right answers in a row take long in a browser; the award itself is tested on the server.
    const db = new Database(path.join(server.dataDir, 'ricebowl.sqlite'));
    const { id } = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string };
    db.prepare('INSERT INTO user_badges (user_id, badge, earned_at) VALUES (?, ?, ?)').run(id, 'streak_10', Date.now());
    db.close();
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Badges' }).click();
    await page.getByText('You have earned 1 of 19 badges.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('edits the username and avatar', async () => {
    const { page, context } = await signedInPlayer(browser, server.url, 'rice_editor');
    await page.goto('/profile-edit');
    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Avatar 7', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByLabel('Username', { exact: true }).fill('rice_editor_2');
    await page.getByLabel('New password').fill(accountPassword);
    await page.getByLabel('Password confirmation').fill(accountPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.getByRole('link', { name: 'Hi, rice_editor_2' }).waitFor();
    await page.locator('header img[src$="avatar-7.svg"]').waitFor();
    await context.close();
  });

  it('signs out, recovers by e-mail and logs in with the one-time link', async () => {
    const { page, username, context } = await signedInPlayer(browser, server.url, 'rice_recoverer');
    const email = `${username}@example.org`;
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/profile-login-recover');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(/Check your email/).waitFor();
    // The sign-up's verification mail came first.
    const link = await linkMailedTo(smtp, email, '/profile-onetime-login/');
    await page.goto(new URL(link).pathname);
    await page.getByText(`Hi, ${username}!`).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: `Hi, ${username}` }).waitFor();
    await context.close();
  });

  it('refuses a wrong password, then deletes the account and signs out after 2 s', async () => {
    const { page, username, context } = await signedInPlayer(browser, server.url, 'rice_leaver');
    await page.goto('/profile-delete');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Wrong password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(accountPassword);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Account Deleted!').waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor({ timeout: 5000 });
    await signIn(page, `${username}@example.org`);
    await page.getByText('Wrong username or password.').waitFor();
    await context.close();
  });

  it('keeps the grains of the game played anonymously before signing up (issue 14: the claim goes along)', async () => {
    // The register form is the subject: it carries the anonymous game's claim.
    const fresh = await newContext(browser, server.url);
    const tab = await fresh.newPage();
    await playRightAnswers(tab, 3);
    const stored = await tab.evaluate(() => ({
      game: sessionStorage.getItem('gameId'),
      claim: sessionStorage.getItem('gameClaim'),
    }));
    expect(stored.claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await register(tab, { username: 'grain_keeper', email: 'grain.keeper@example.org' });
    await tab.waitForURL(/\/profile-register-success$/);
    // The claim is spent; the game, now the account's, plays on.
    expect(await tab.evaluate(() => sessionStorage.getItem('gameClaim'))).toBeNull();
    expect(await tab.evaluate(() => sessionStorage.getItem('gameId'))).toBe(stored.game);
    await tab.goto('/profile');
    await expect.poll(() => grainsDonated(tab)).toContain('30');
    await tab.goto('/');
    await waitForQuestion(tab);
    await answer(tab, { right: true, via: 'mouse' });
    await continueAfterAnswer(tab);
    await tab.goto('/profile');
    await expect.poll(() => grainsDonated(tab)).toContain('40');
    await fresh.close();
  });

  it('refuses players under 13 with the spec’s message', async () => {
    // The register form is the subject: its refusal.
    const young = new Date();
    young.setFullYear(young.getFullYear() - 12);
    const fresh = await newContext(browser, server.url);
    const tab = await fresh.newPage();
    await register(tab, {
      username: 'too_young',
      email: 'young@example.org',
      birthdate: young.toISOString().slice(0, 10),
    });
    await tab.getByText("Sorry, but if you're under 13 you can't sign up for an account right now").first().waitFor();
    expect(tab.url()).toMatch(/\/profile-register$/);
    await fresh.close();
  });

  it('sends an account unverified for 24 hours to resend verification, and resends the link', async () => {
    const late = await accountThroughApi(server.url, 'late_verifier');
    await smtp.waitForMail(late.email);
    // Move this account's clock: its 24 hours ran out yesterday.
    const db = new Database(path.join(server.dataDir, 'ricebowl.sqlite'));
    db.prepare('UPDATE users SET verify_by = ? WHERE username = ?').run(Date.now() - 86_400_000, late.username);
    db.close();

    const fresh = await newContext(browser, server.url);
    const tab = await fresh.newPage();
    await signIn(tab, late.username);
    await tab.waitForURL(/\/profile-resend-verification$/);
    await tab.getByRole('button', { name: 'Send the link again' }).click();
    await tab.getByRole('heading', { name: 'Link sent' }).waitFor();
    const mail = await smtp.waitForMail(late.email);
    expect(smtp.linksIn(mail).some((l) => l.includes('/auth/verify/'))).toBe(true);
    await fresh.close();
  });
});

describe('sign-up with the captcha on, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'always', CAPTCHA_MAX_NUMBER: '2000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the captcha after the server asks for it, and signs up once it is solved', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await register(page, { username: 'robot_free', email: 'human@example.org' });
    // The widget appears once the server asks and solves itself (the proof of work runs in the browser):
    // nothing to tick.
    // Its label reads "I'm not a robot" only until the proof is found, which can take less time than
    // a locator needs to look, so the test waits for the widget and then for its verified state.
    await page.locator('altcha-widget').waitFor();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/profile-register-success$/);
  });
});

describe('a classroom without PUBLIC_URL: the server opened by its address, in Chromium (issue 18)', () => {
  let smtp: TestSmtp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // PUBLIC_URL unset (its default is http://localhost:<port>); the browser opens http://127.0.0.1:<port>.
    server = await startServer({ SMTP_URL: smtp.url, CAPTCHA: 'off', PUBLIC_URL: '' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('verifies from the mail’s link and keeps the player signed in', async () => {
    const { page, username, context } = await signedInPlayer(browser, server.url, 'rice_pupil');
    await page.goto('/');
    await page.getByRole('link', { name: `Hi, ${username}` }).waitFor();

    const link = smtp
      .linksIn(await smtp.waitForMail(`${username}@example.org`))
      .find((l) => l.includes('/auth/verify/'))!;
    // The link leads to the address the player uses, where their session is kept.
    expect(new URL(link).origin).toBe(server.url);
    await page.goto(link);
    await page.waitForURL(`${server.url}/profile?verified=1`);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.getByRole('link', { name: `Hi, ${username}` }).waitFor();
    // The footer's pages are on the same address too.
    const privacy = await page.getByRole('link', { name: /Privacy/ }).getAttribute('href');
    expect(privacy).toMatch(/^\/pages\/privacy\.html/);
    await context.close();
  });
});
