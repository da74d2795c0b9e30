import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { api, card, rightAnswerTo, signedInAdmin, waitForQuestion } from './fixtures.js';

// Human anatomy's level 1 holds 32 questions, and a game asks each of them once before any repeats:
// the first 32 questions of a fresh game there are the whole level.
const CATEGORY = 'human-anatomy';
const LEVEL_SIZE = 32;

describe('a player reports a question and an admin disables it, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let reported: string;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function anonymousPlayer(): Promise<Page> {
    const page = await (await newContext(browser, server.url)).newPage();
    await page.goto(`/categories/${CATEGORY}?level=1`);
    return page;
  }

  it('lets an anonymous player report the question on the card with the keyboard', async () => {
    const player = await anonymousPlayer();
    reported = await waitForQuestion(player);

    const open = card(player).getByRole('button', { name: 'Report a problem' });
    await open.focus();
    await player.keyboard.press('Enter');
    const dialog = player.getByRole('dialog', { name: 'Report a problem with this question' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(reported);
    const axe = await new AxeBuilder({ page: player }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Focus starts on the first reason; the arrow keys move through the radio group.
    await player.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'The question is unclear' }).isChecked()).toBe(true);
    await player.keyboard.press('Tab');
    await player.keyboard.type('Two of the options could be right.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Thank you. We will look at this question.').waitFor();
    await player.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The question is still there to answer.
    expect(await waitForQuestion(player)).toBe(reported);

    // The card also leads to the subject's sources and licences, and the footer to everyone's.
    await card(player).getByRole('link', { name: 'Sources' }).click();
    await player.getByRole('heading', { level: 1, name: 'Sources of Human Anatomy' }).waitFor();
    expect(await player.getByRole('listitem').filter({ hasText: 'Ricebowl' }).count()).toBeGreaterThan(0);
    await player.getByRole('contentinfo').getByRole('link', { name: 'Sources and licences' }).click();
    await player.getByRole('heading', { level: 1, name: 'Sources and licences' }).waitFor();
    await player
      .getByRole('region', { name: 'World Capitals' })
      .getByRole('link', { name: /^world-countries/ })
      .waitFor();
    await player.context().close();
  });

  it('shows the report to an admin, who disables the question', async () => {
    const { page: admin } = await signedInAdmin(browser, server, 'content_admin');
    await admin.goto('/admin');
    await admin
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Reported questions' })
      .click();
    const item = admin.getByRole('article', { name: reported });
    await item.waitFor();
    expect(await item.textContent()).toContain('1 open report');
    expect(await item.getByRole('list', { name: 'Reports by reason' }).textContent()).toContain(
      'The question is unclear: 1',
    );
    expect(await item.getByRole('list', { name: 'Notes from players' }).textContent()).toContain(
      'Two of the options could be right.',
    );
    // Every option of the question, the right one marked.
    expect(await item.getByRole('list', { name: 'Options' }).getByText('(correct answer)').count()).toBe(1);

    await item.getByRole('button', { name: `Disable question: ${reported}` }).click();
    await admin.getByText('Question disabled.').waitFor();
    await item.getByText('Disabled', { exact: true }).waitFor();
    await admin.context().close();
  });

  it('never asks the disabled question again: a fresh game goes through the whole level without it', async () => {
    // Through the API, as the web app plays: 32 answers in the browser took a minute and a half of
    // CI; the card and the report form have their own tests above.
    type Game = {
      data: {
        id: string;
        attributes: { question: { id: string; text: string; options: { id: string; text: string }[] } };
      };
    };
    const categories = await api<{ data: { id: string; attributes: { machine_name: string } }[] }>(
      server.url,
      'GET',
      '/api/engine/categories?limit=100',
    );
    const category = categories.data.find((c) => c.attributes.machine_name === CATEGORY)!.id;
    let game = await api<Game>(server.url, 'POST', '/api/engine/games', { category, level: 1 });
    const asked: string[] = [];
    for (let n = 0; n < LEVEL_SIZE; n++) {
      const { question } = game.data.attributes;
      asked.push(question.text);
      // Wrong answers keep the game at level 1.
      const right = rightAnswerTo(question.text, CATEGORY);
      const wrong = question.options.find((o) => o.text !== right)!;
      game = await api<Game>(server.url, 'PATCH', `/api/engine/games/${game.data.id}/answer`, {
        question: question.id,
        answer: wrong.id,
      });
    }
    expect(asked).not.toContain(reported);
    // The other 31 questions of the level all came, then the game started the level over.
    expect(new Set(asked).size).toBe(LEVEL_SIZE - 1);
  });
});
