import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import {
  answer,
  axeViolations,
  card,
  continueAfterAnswer,
  options,
  riceCounter,
  rightAnswerTo,
  waitForQuestion,
} from './fixtures.js';

// Each test is a newcomer of its own (a fresh browser context, so a new anonymous game), so that
// any one can run alone.
describe('a newcomer plays the game in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
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

  /** The multiplication table, whose answers a test can work out, with a question on the card. */
  async function playingMultiplication() {
    await page.goto('/categories/multiplication-table?level=1');
    await waitForQuestion(page);
  }

  it('opens / and lands in the default category at level 1', async () => {
    await page.goto('/');
    await page.waitForURL(/\/categories\/english-vocabulary\?level=1$/);
    await waitForQuestion(page);
    await page.getByRole('link', { name: /English Vocabulary/ }).waitFor();
    // The rest of the story plays the multiplication table, whose answers a test can work out.
    await page.goto('/categories/multiplication-table?level=1');
    await waitForQuestion(page);
    await expect.poll(() => options(page).count()).toBe(4);
    await page.getByRole('link', { name: /Multiplication Table/ }).waitFor();
    await page.getByRole('link', { name: /Level 1/ }).waitFor();
    expect(await riceCounter(page).textContent()).toBe('0');
    // The instance's own ledger total (ADR 014), not SPEC's fixed "224 billion".
    await expect.poll(() => page.getByTestId('stats-lifetime').textContent()).toMatch(/^\d[\d,]*$/);
    expect(await page.getByText('224 billion').count()).toBe(0);
  });

  it('answers right with the mouse: the option turns correct and the counter grows by 10', async () => {
    await playingMultiplication();
    const { index } = await answer(page, { right: true, via: 'mouse' });
    await expect.poll(() => options(page).nth(index).getAttribute('data-state')).toBe('correct');
    expect(await card(page).getAttribute('data-view')).toBe('answer_shown');
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe('10');
    await continueAfterAnswer(page);
  });

  it('answers right with keys 1–4', async () => {
    await playingMultiplication();
    const { index } = await answer(page, { right: true, via: 'keyboard' });
    await expect.poll(() => options(page).nth(index).getAttribute('data-state')).toBe('correct');
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe('10');
    await continueAfterAnswer(page);
  });

  it('answers wrong: the choice is marked wrong, the right one shown, then learn-more and Keep playing', async () => {
    await playingMultiplication();
    const before = await riceCounter(page).textContent();
    const { question, index } = await answer(page, { right: false, via: 'keyboard' });
    await expect.poll(() => options(page).nth(index).getAttribute('data-state')).toBe('wrong');
    const states = await Promise.all((await options(page).all()).map((option) => option.getAttribute('data-state')));
    expect(states.filter((s) => s === 'correct')).toHaveLength(1);

    const learnMore = page.getByRole('region', { name: 'Learn more' });
    await learnMore.waitFor({ timeout: 5000 });
    expect(await learnMore.textContent()).toContain(rightAnswerTo(question, 'multiplication-table'));
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await waitForQuestion(page);
    expect(await riceCounter(page).textContent()).toBe(before);
  });

  it('keeps the game across a reload', async () => {
    await playingMultiplication();
    await answer(page, { right: true, via: 'mouse' });
    await continueAfterAnswer(page);
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe('10');
    const counter = await riceCounter(page).textContent();
    await page.reload();
    await waitForQuestion(page);
    await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe(counter);
  });

  it('has no accessibility violations on the game screen (axe), on the question and on the result', async () => {
    await playingMultiplication();
    expect(await axeViolations(page)).toEqual([]);
    await answer(page, { right: true, via: 'mouse' });
    await card(page).and(page.locator('[data-view="answer_shown"]')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes category on the categories screen', async () => {
    await playingMultiplication();
    await page.getByRole('link', { name: /Multiplication Table/ }).click();
    await page.waitForURL(/\/categories\?focus=math$/);
    await page.getByRole('button', { name: /Geography/ }).click();
    await page.getByRole('button', { name: /World Capitals/ }).click();
    await page.waitForURL(/\/categories\/world-capitals\?level=\d$/);
    const question = await waitForQuestion(page);
    expect(question).toMatch(/capital/i);
  });

  it('changes the level on the levels screen', async () => {
    await page.goto('/categories/world-capitals?level=1');
    await waitForQuestion(page);
    await page.getByRole('link', { name: /Level \d/ }).click();
    await page.waitForURL(/\/levels$/);
    await page.getByRole('radio', { name: 'Normal' }).check();
    await page.getByRole('button', { name: 'Set level and back to game' }).click();
    await page.waitForURL(/\/categories\/world-capitals\?level=3$/);
    await waitForQuestion(page);
    await page.getByRole('link', { name: /Level 3/ }).waitFor();
    await answer(page, { right: true, via: 'mouse' });
    await continueAfterAnswer(page);
  });

  it('shows page-not-found for an unknown route, with a way back to the game', async () => {
    // The game the way back leads to: the category and level last played.
    await page.goto('/categories/world-capitals?level=3');
    await waitForQuestion(page);
    await page.goto('/no-such-page');
    await page
      .getByText('Please check the link and try again. You can go to the game by clicking the button below.')
      .waitFor();
    await page.getByRole('link', { name: 'Go to the game' }).click();
    await page.waitForURL(/\/categories\/world-capitals\?level=3$/);
    await waitForQuestion(page);
  });

  it('opens the side menu in the spec order, with about, FAQ and contact in a new tab', async () => {
    await playingMultiplication();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const links = await menu.getByRole('link').allTextContents();
    expect(links.slice(-9).map((l) => l.replace('(opens in a new tab)', '').trim())).toEqual([
      'Game',
      'Categories',
      'Difficulty',
      'Challenges',
      'Groups',
      'Leaderboard',
      'About',
      'FAQ',
      'Contact',
    ]);
    expect(await menu.getByRole('link', { name: /About/ }).getAttribute('target')).toBe('_blank');
    await menu.getByText('Version 1.27.0').waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });
});
