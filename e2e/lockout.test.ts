import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';

const owner = { username: 'rice_owner', email: 'rice.owner@example.org', password: 'owners-own-secret' };

/**
 * Issue 20 item 2 in Chromium: a stranger's wrong passwords from other addresses do not lock the
 * owner out. The account asks for the captcha instead; the widget solves itself and the owner is in.
 */
describe('no lock-out by strangers, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // The shipped limits; the stranger's addresses reach the server through a proxy on loopback.
    server = await startServer({
      CAPTCHA: 'auto',
      CAPTCHA_MAX_NUMBER: '2000',
      RATE_LIMIT_SCALE: '1',
      TRUST_PROXY: 'loopback',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = (path: string, body: object, from: string) =>
    fetch(`${server.url}/api/accounts${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  it('20 wrong passwords from other addresses: the owner solves the captcha and signs in', async () => {
    const made = await api('/users', { ...owner, birthdate: '1990-02-03' }, '198.51.100.7');
    expect(made.status).toBe(200);

    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const guess = await api(
        '/auth/login',
        { username: owner.username, password: `guess-${i}` },
        `203.0.113.${i + 1}`,
      );
      answers.push(`${guess.status} ${((await guess.json()) as { code: string }).code}`);
    }
    // Never a 429 for the account: past five failures it asks for the captcha.
    expect(answers).not.toContain('429 rate_limited');
    expect(answers.at(-1)).toBe('400 captcha_required');

    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/profile-login');
    await page.getByLabel('Username or email').fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please solve the captcha to continue.', { exact: false }).first().waitFor();
    // The widget appears and solves itself (the proof of work runs in the browser): nothing to tick.
    await page.locator('altcha-widget').waitFor();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('link', { name: `Hi, ${owner.username}` }).waitFor();
    await context.close();
  });
});
