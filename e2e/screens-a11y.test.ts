import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { axeViolations, signUp } from './fixtures.js';

/**
 * Every screen a player can reach has no axe violation and its own document title (issue 18).
 * The game, the result, the Badges tab, the challenges screens, the group members tab, the
 * leaderboard, the report dialog and the admin screens are checked where their flows are played
 * (game, accounts, challenges, groups, question-reports and admin tests); this file visits the rest.
 */

/** Waits for the screen's heading and for its data, then returns its violations, named by path. */
async function checkScreen(page: Page, name: string): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
  return (await axeViolations(page)).map((v) => `${name} ${v}`);
}

describe('accessibility and titles of every screen, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The document title of each app screen visited, by screen. */
  const titles = new Map<string, string>();

  async function visit(page: Page, path: string, name = path): Promise<string[]> {
    await page.goto(path);
    const violations = await checkScreen(page, name);
    if (!path.startsWith('/pages/')) {
      await expect.poll(() => page.title()).toMatch(/^.+ · Ricebowl$/);
      titles.set(name, await page.title());
    }
    return violations;
  }

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [
    { name: 'a laptop', width: 1280 },
    { name: 'a 360 px phone', width: 360 },
  ]) {
    it(`has no violation on the screens anyone can open, on ${viewport.name}`, { timeout: 120_000 }, async () => {
      const context = await newContext(browser, server.url, { width: viewport.width });
      const page = await context.newPage();
      const violations: string[] = [];
      for (const path of [
        '/categories',
        '/levels',
        '/groups',
        '/profile-login',
        '/profile-register',
        '/profile-login-recover',
        '/credits',
        '/no-such-page',
        '/pages/about.html',
        '/pages/faq.html',
        '/pages/contact.html',
        '/pages/privacy.html',
        '/pages/about.html?lang=ar',
      ]) {
        violations.push(...(await visit(page, path)));
      }
      expect(violations).toEqual([]);
      await context.close();
    });
  }

  it('has no violation on the connection-error page', async () => {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/challenges');
    await page.getByRole('heading', { level: 1, name: 'Connection error' }).waitFor();
    expect(await checkScreen(page, 'connection error')).toEqual([]);
    titles.set('connection error', await page.title());
    await context.close();
  });

  it('has no violation on the signed-in screens: profile, edit, delete, groups and a group', async () => {
    const context: BrowserContext = await newContext(browser, server.url);
    const page = await context.newPage();
    await signUp(page, 'axe_player');
    const violations: string[] = [await checkScreen(page, '/profile-register-success')].flat();
    titles.set('/profile-register-success', await page.title());
    for (const path of ['/profile', '/profile-edit', '/profile-delete', '/groups', '/group-join', '/group-create']) {
      violations.push(...(await visit(page, path)));
    }

    // A group of their own: its page (my-group tab), then the screen after leaving it.
    await page.getByLabel('Group name').fill('Axe Testers');
    await page.getByRole('button', { name: 'Make group' }).click();
    await page.waitForURL(/\/group\/[0-9a-f-]{36}$/);
    // The URL changes before the group screen replaces the form: wait for the group's own heading.
    await page.getByRole('heading', { level: 1, name: 'Axe Testers' }).waitFor();
    violations.push(...(await checkScreen(page, '/group/{id}')));
    titles.set('/group/{id}', await page.title());
    await page.getByRole('button', { name: 'Leave group' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
    await page.waitForURL(/\/group-leave\//);
    await page.locator('h1#group-left').waitFor();
    violations.push(...(await checkScreen(page, '/group-leave/{id}')));
    titles.set('/group-leave/{id}', await page.title());
    expect(violations).toEqual([]);
    await context.close();
  });

  it('gives each of those screens a title of its own', () => {
    const byTitle = new Map<string, string[]>();
    for (const [screen, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), screen]);
    const shared = [...byTitle].filter(([, screens]) => screens.length > 1);
    expect(shared).toEqual([]);
    expect(titles.size).toBeGreaterThanOrEqual(17);
  });
});
