import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { answer, axeViolations, continueAfterAnswer, signedInPlayer, waitForQuestion } from './fixtures.js';

/** The number in a testid'd element, thousands separators and all. */
async function numberIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Answers `count` questions rightly, one after the other, as the player would. */
async function answerRightly(page: Page, count: number) {
  await waitForQuestion(page);
  for (let i = 0; i < count; i++) {
    await answer(page, { right: true, via: 'mouse' });
    if (i < count - 1) await continueAfterAnswer(page);
  }
}

// Each test is a visitor of its own (a fresh browser context): any one can run alone.
describe('challenges, the announcement and the notice, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await newContext(browser, server.url);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The seeded challenge's id, from the public list. */
  async function firstHarvestId(): Promise<string> {
    const list = (await (await fetch(`${server.url}/api/engine/challenges`)).json()) as {
      data: { id: string; attributes: { title: string } }[];
    };
    return list.data.find((c) => c.attributes.title === 'First Harvest')!.id;
  }

  /** This visitor has joined First Harvest on its page, anonymously; the page stays open. */
  async function joinedFirstHarvest(): Promise<string> {
    const challengeId = await firstHarvestId();
    await page.goto(`/challenge/${challengeId}`);
    await page.getByRole('button', { name: 'Join the challenge' }).click();
    await page.getByRole('button', { name: 'Leave the challenge' }).waitFor();
    return challengeId;
  }

  const notices = () => page.getByRole('region', { name: 'Notices' });
  const announcement = () => notices().getByRole('article', { name: 'Welcome to Ricebowl', exact: true });

  it('shows the seeded announcement once: gone after a reload', async () => {
    await page.goto('/');
    await waitForQuestion(page);
    // Folded into the notice block: opened to read it.
    await notices().locator('summary').click();
    await announcement().waitFor();
    expect(await announcement().getByRole('link', { name: 'See the challenges' }).getAttribute('href')).toBe(
      '/challenges',
    );
    const read = await page.evaluate(() => JSON.parse(localStorage.getItem('readAnnouncements') ?? '[]') as string[]);
    expect(read).toHaveLength(1);

    const announcements = page.waitForResponse((r) => r.url().endsWith('/api/accounts/api/announcements'));
    await page.reload();
    await waitForQuestion(page);
    await announcements;
    await page.locator('[data-testid="top-notices"][data-announcements="decided"]').waitFor({ state: 'attached' });
    expect(await announcement().count()).toBe(0);
  });

  it('shows the seeded notice on the game screen, with its button', async () => {
    await page.goto('/');
    await waitForQuestion(page);
    const notice = page.getByRole('article', { name: 'Join the First Harvest' });
    await notices().locator('summary').click();
    await notice.waitFor();
    const button = notice.getByRole('link', { name: 'Join the challenge' });
    expect(await button.getAttribute('href')).toBe('/challenges');
    await button.click();
    await page.waitForURL(/\/challenges$/);
  });

  it('lists First Harvest and joins it anonymously: the cookies are set', async () => {
    await page.goto('/challenges');
    const card = page.getByRole('article', { name: 'First Harvest' });
    await card.waitFor();
    expect(await card.getByText('Accepted').count()).toBe(0);
    await card.getByRole('link', { name: 'View the challenge First Harvest' }).click();
    await page.waitForURL(/\/challenge\/[^/]+$/);
    const challengeId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // Seeded: started a day ago, ends 60 days after the server started.
    await page.getByRole('heading', { level: 1, name: 'First Harvest' }).waitFor();
    expect(await page.getByTestId('challenge-timing').textContent()).toMatch(/^(1 month, 29 days|2 months) left$/);
    await page.getByRole('button', { name: 'Join the challenge' }).click();
    await page.getByRole('button', { name: 'Leave the challenge' }).waitFor();
    expect(await page.getByTestId('challenge-contribution').textContent()).toBe('0 grains');
    expect(await page.getByTestId('challenge-level').textContent()).toBe('Level 1');

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.challenges).toBe(challengeId);
    expect(cookies[`challenge_${challengeId}`]).toBe('0');

    await page.getByRole('link', { name: 'All challenges' }).click();
    await page.getByRole('article', { name: 'First Harvest' }).getByText('Accepted').waitFor();
  });

  it('counts the right answers for the challenge: the wall screen rises while the player answers', async () => {
    const challengeId = await joinedFirstHarvest();
    const wallContext = await newContext(browser, server.url);
    const wall = await wallContext.newPage();
    await wall.goto(`/challenge-progress/${challengeId}?refreshInterval=500`);
    await wall.getByRole('heading', { name: 'First Harvest: live progress' }).waitFor();
    const before = await numberIn(wall, 'challenge-raised');
    expect(await numberIn(wall, 'challenge-participants')).toBeGreaterThanOrEqual(1);

    await page.goto('/');
    await answerRightly(page, 1);
    await expect.poll(() => numberIn(wall, 'challenge-raised'), { timeout: 5000 }).toBe(before + 10);
    await continueAfterAnswer(page);
    await answerRightly(page, 2);
    await expect.poll(() => numberIn(wall, 'challenge-raised'), { timeout: 5000 }).toBe(before + 30);
    await wallContext.close();

    // Back on the detail page: the contribution and the total have grown.
    await page.goto(`/challenge/${challengeId}`);
    await expect.poll(() => page.getByTestId('challenge-contribution').textContent()).toBe('30 grains');
    expect(await numberIn(page, 'challenge-raised')).toBe(before + 30);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies[`challenge_${challengeId}`]).toBe('30');
  });

  it('leaves the challenge: its id goes from the cookie', async () => {
    await joinedFirstHarvest();
    await page.getByRole('button', { name: 'Leave the challenge' }).click();
    await page.getByRole('button', { name: 'Join the challenge' }).waitFor();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.challenges ?? '').toBe('');
  });

  it('has no accessibility violations on the list, the detail and the wall screen (axe)', async () => {
    const challengeId = await firstHarvestId();
    for (const path of ['/challenges', `/challenge/${challengeId}`, `/challenge-progress/${challengeId}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('status').waitFor({ state: 'detached' });
      expect((await axeViolations(page)).map((v) => `${path} ${v}`)).toEqual([]);
    }
  });

  it('gives a signed-in player the streak_10 badge as a large notification', { timeout: 120_000 }, async () => {
    const { page: player, context: playerContext, username } = await signedInPlayer(browser, server.url, 'streak_star');
    await player.goto('/');
    await player.getByRole('link', { name: `Hi, ${username}` }).waitFor();

    await answerRightly(player, 9);
    await continueAfterAnswer(player);
    expect(await player.getByRole('dialog').count()).toBe(0);
    await answer(player, { right: true, via: 'mouse' });
    const dialog = player.getByRole('dialog', { name: 'Well done!' });
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.textContent()).toContain('New badge: 10 in a row!');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await playerContext.close();
  });
});
