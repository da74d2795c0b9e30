import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser } from './browser.js';
import { options, signUp, waitForQuestion } from './fixtures.js';

/** Whether a box lies entirely inside the first viewport, without scrolling. */
async function inFirstViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'element is rendered').not.toBeNull();
  return box!.y >= 0 && box!.x >= 0 && box!.y + box!.height <= viewport.height && box!.x + box!.width <= viewport.width;
}

describe('a phone and a bad connection (issue 18)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const device of [
    { name: 'a 360×740 phone', width: 360, height: 740, mobile: true },
    { name: 'a 1280×800 laptop', width: 1280, height: 800, mobile: false },
  ]) {
    it(`shows the question and its four options in the first screen of ${device.name}, notices and all`, async () => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: device.width, height: device.height },
        isMobile: device.mobile,
        hasTouch: device.mobile,
      });
      const page = await context.newPage();
      await page.goto('/');
      await waitForQuestion(page);
      // The seeded announcement and the eye-catcher are there, folded into one block, no second welcome.
      const notices = page.getByRole('region', { name: 'Notices' });
      await expect.poll(() => notices.locator('summary').textContent()).toBe('Welcome to Ricebowl+1 more');
      expect(await page.getByRole('heading', { name: 'Welcome to Ricebowl!' }).count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const card = page.locator('section[data-view="question"]');
      expect(await inFirstViewport(page, card.getByRole('heading', { level: 2 }))).toBe(true);
      await expect.poll(() => options(page).count()).toBe(4);
      for (const option of await options(page).all()) expect(await inFirstViewport(page, option)).toBe(true);
      if (!device.mobile) expect(await inFirstViewport(page, card)).toBe(true);
      // Keys 1–4 are no tip for a touch screen.
      expect(await page.getByText('Tip: press 1 to 4').isVisible()).toBe(!device.mobile);

      // Opened, the block shows every message in full, each with its button.
      await notices.locator('summary').click();
      expect(await notices.getByRole('link', { name: 'See the challenges' }).isVisible()).toBe(true);
      expect(await notices.getByRole('link', { name: 'Join the challenge' }).isVisible()).toBe(true);
      await context.close();
    });
  }

  it('gives every route its own document title', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const titles = new Map<string, string>();
    for (const path of [
      '/categories/multiplication-table',
      '/categories',
      '/levels',
      '/groups',
      '/high-scores',
      '/challenges',
      '/profile-login',
      '/profile-register',
      '/profile-login-recover',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.title()).toMatch(/^.+ · Ricebowl$/);
      titles.set(path, await page.title());
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(titles.get('/high-scores')).toBe('Leaderboard · Ricebowl');
    expect(titles.get('/no-such-page')).toBe('Page not found · Ricebowl');
    await context.close();
  });

  it("shows the connection-error page, not a blank one, when a screen's code cannot load; reload recovers", async () => {
    // Without the service worker, whose cache would serve the screen's code.
    const context: BrowserContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/categories/multiplication-table');
    await waitForQuestion(page);
    // The connection drops for the leaderboard's code (and the styles it preloads).
    const leaderboardFiles = /\/static\/HighScoresPage-[^/]+\.(js|css)$/;
    await page.route(leaderboardFiles, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connection error' }).waitFor();
    expect(await page.getByText('This page failed to load due to a connection error.').isVisible()).toBe(true);
    expect(await page.title()).toBe('Connection error · Ricebowl');

    await page.unroute(leaderboardFiles);
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await context.close();
  });

  it('shows the connection-error page when the API is out of reach, and says answers are not kept', async () => {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/categories/multiplication-table');
    await waitForQuestion(page);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Challenges' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connection error' }).waitFor();
    expect(await page.getByText('Answers are not saved while you are offline').isVisible()).toBe(true);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
    await context.close();
  });

  it('is installable: a manifest with icons, a service worker that controls the page', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/categories/multiplication-table');
    await waitForQuestion(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Ricebowl', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png' && !i.purpose)!;
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG's own width and height (bytes 16–23 of its header) are what the manifest says.
      const body = await image.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(size);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
      .toBe(`${server.url}/sw.js`);
    await context.close();
  });

  it('opens offline from the cache, says answers are not kept, and plays again once back online', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/categories/multiplication-table');
    await waitForQuestion(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The shell comes from the service worker's cache; the game's API calls cannot be made.
    await page.getByRole('heading', { level: 1, name: 'Connection error' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ricebowl, back to the game' }).isVisible()).toBe(true);
    expect(await page.getByText('Answers are not saved while you are offline').isVisible()).toBe(true);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await waitForQuestion(page);
    await context.close();
  });

  it('greets a signed-in player by the whole name on a 360 px phone', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signUp(page, 'ricefan_360');
    await page.goto('/categories/multiplication-table');
    const greeting = page.getByRole('link', { name: 'Hi, ricefan_360' });
    await greeting.waitFor();
    // Not cut with an ellipsis: the text fits its box.
    expect(await greeting.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    expect(await inFirstViewport(page, greeting)).toBe(true);
    await context.close();
  });
});
