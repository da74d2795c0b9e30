import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { AxeBuilder } from '@axe-core/playwright';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../apps/server/src/test/smtp.js';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { answer, continueAfterAnswer, playRightAnswers, riceCounter, waitForQuestion } from './fixtures.js';

const password = 'rice-for-all';

async function register(page: Page, who: { username: string; email: string; birthdate?: string }) {
  await page.goto('/profile-register');
  await page.getByLabel('Username', { exact: true }).fill(who.username);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Date of birth').fill(who.birthdate ?? '2001-04-09');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password confirmation').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, login: string, secret = password) {
  await page.goto('/profile-login');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('a player’s account, from sign-up to deletion, in Chromium', () => {
  let smtp: TestSmtp;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const player = { username: 'rice_hero', email: 'rice.hero@example.org' };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
    browser = await launchBrowser();
    context = await newContext(browser, server.url);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('signs up, lands on the check-your-email screen, and verifies from the mail', async () => {
    await register(page, player);
    await page.waitForURL(/\/profile-register-success$/);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByRole('link', { name: `Hi, ${player.username}` }).waitFor();

    const mail = await smtp.waitForMail(player.email);
    const link = smtp.linksIn(mail).find((l) => l.includes('/auth/verify/'))!;
    await page.goto(link);
    await page.waitForURL(/\/profile\?verified=1$/);
    await page.getByText('Your e-mail address is verified.').waitFor();
  });

  it('plays signed in and sees the total rise on the game screen and the profile', async () => {
    await page.goto('/');
    await waitForQuestion(page);
    for (let i = 0; i < 2; i++) {
      await answer(page, { right: true, via: 'mouse' });
      await continueAfterAnswer(page);
    }
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe('20');
    await page.goto('/profile');
    await expect.poll(() => page.getByText('Grains donated').locator('..').textContent()).toContain('20');
    await page.getByRole('tab', { name: 'Badges' }).click();
    await page.getByText('You have earned 0 of 19 badges.').waitFor();
  });

  it('shows earned and unearned badges on the Badges tab with no axe violation', async () => {
    // Ten right answers in a row take long in a browser; the award itself is tested on the server.
    const db = new Database(path.join(server.dataDir, 'ricebowl.sqlite'));
    const { id } = db.prepare('SELECT id FROM users WHERE username = ?').get(player.username) as { id: string };
    db.prepare('INSERT INTO user_badges (user_id, badge, earned_at) VALUES (?, ?, ?)').run(id, 'streak_10', Date.now());
    db.close();
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Badges' }).click();
    await page.getByText('You have earned 1 of 19 badges.').waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('edits the username and avatar', async () => {
    await page.goto('/profile-edit');
    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Avatar 7', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByLabel('Username', { exact: true }).fill('rice_hero_2');
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Password confirmation').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.getByRole('link', { name: 'Hi, rice_hero_2' }).waitFor();
    await page.locator('header img[src$="avatar-7.svg"]').waitFor();
  });

  it('signs out, recovers by e-mail and logs in with the one-time link', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/profile-login-recover');
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(/Check your email/).waitFor();
    const mail = await smtp.waitForMail(player.email);
    const link = smtp.linksIn(mail).find((l) => l.includes('/profile-onetime-login/'))!;
    await page.goto(new URL(link).pathname);
    await page.getByText('Hi, rice_hero_2!').waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Hi, rice_hero_2' }).waitFor();
  });

  it('refuses a wrong password, then deletes the account and signs out after 2 s', async () => {
    await page.goto('/profile-delete');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Wrong password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Account Deleted!').waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor({ timeout: 5000 });
    await signIn(page, player.email);
    await page.getByText('Wrong username or password.').waitFor();
  });

  it('keeps the grains of the game played anonymously before signing up (issue 14: the claim goes along)', async () => {
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
    await expect.poll(() => tab.getByText('Grains donated').locator('..').textContent()).toContain('30');
    await tab.goto('/');
    await waitForQuestion(tab);
    await answer(tab, { right: true, via: 'mouse' });
    await continueAfterAnswer(tab);
    await tab.goto('/profile');
    await expect.poll(() => tab.getByText('Grains donated').locator('..').textContent()).toContain('40');
    await fresh.close();
  });

  it('refuses players under 13 with the spec’s message', async () => {
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
    const fresh = await newContext(browser, server.url);
    const tab = await fresh.newPage();
    const late = { username: 'late_verifier', email: 'late@example.org' };
    await register(tab, late);
    await tab.waitForURL(/\/profile-register-success$/);
    await smtp.waitForMail(late.email);
    // Move this account's clock: its 24 hours ran out yesterday.
    const db = new Database(path.join(server.dataDir, 'ricebowl.sqlite'));
    db.prepare('UPDATE users SET verify_by = ? WHERE username = ?').run(Date.now() - 86_400_000, late.username);
    db.close();
    await fresh.clearCookies();
    await tab.evaluate(() => localStorage.clear());

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
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const pupil = { username: 'rice_pupil', email: 'rice.pupil@example.org' };
    await register(page, pupil);
    await page.waitForURL(/\/profile-register-success$/);
    await page.getByRole('link', { name: `Hi, ${pupil.username}` }).waitFor();

    const link = smtp.linksIn(await smtp.waitForMail(pupil.email)).find((l) => l.includes('/auth/verify/'))!;
    // The link leads to the address the player uses, where their session is kept.
    expect(new URL(link).origin).toBe(server.url);
    await page.goto(link);
    await page.waitForURL(`${server.url}/profile?verified=1`);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.getByRole('link', { name: `Hi, ${pupil.username}` }).waitFor();
    // The footer's pages are on the same address too.
    const privacy = await page.getByRole('link', { name: /Privacy/ }).getAttribute('href');
    expect(privacy).toMatch(/^\/pages\/privacy\.html/);
    await context.close();
  });
});
