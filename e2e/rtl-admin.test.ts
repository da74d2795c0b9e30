import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { root, startServer, type RunningServer } from './server.js';
import { launchBrowser } from './browser.js';
import { animationsDone, axeViolations, signedInAdmin } from './fixtures.js';

/**
 * Issue 19 item 3: Arabic mirrors the layout of the admin area's tables and of the game screen's
 * level ring and rice bowl, for an admin whose browser asks for Arabic. Photographed under
 * test-results/rtl/ (not committed) and checked with axe.
 */
type Tree = { [key: string]: string | Tree };
const ar = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/i18n/locales/ar.json'), 'utf8')) as Tree;
const admin = ar.admin as Tree;
const SHOTS = path.join(root, 'test-results', 'rtl');
const username = 'rtl_admin';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function expectArabic(page: Page) {
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

describe('the admin tables and the game screen, mirrored in Arabic (issue 19)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    // Granting the role writes the audit log's first entry. A browser that asks for Arabic, as a
    // first visit does in languages.test.ts.
    ({ page } = await signedInAdmin(browser, server, username, { locale: 'ar' }));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['players', (admin.players as Tree).title, username],
    ['categories', (admin.categories as Tree).title, null],
    ['audit', (admin.audit as Tree).title, null],
  ] as const)(
    'mirrors the %s table',
    async (section, title, shown) => {
      await page.goto(`/admin/${section}`);
      await expectArabic(page);
      await page.getByRole('heading', { level: 1, name: title as string }).waitFor();
      const table = page.getByRole('table').first();
      await table.waitFor();
      await table.locator('tbody tr').first().waitFor();
      if (shown) await table.getByText(shown, { exact: true }).first().waitFor();
      const headers = table.locator('thead th');
      expect(await headers.count()).toBeGreaterThan(1);
      const first = await box(headers.first());
      const last = await box(headers.last());
      // Columns run right to left: the first column's header is right of the last one's.
      expect(first.x).toBeGreaterThan(last.x + last.width - 1);
      // The admin menu sits on the right (start) side of the table.
      const nav = await box(page.getByRole('navigation', { name: (admin.nav as Tree).label as string }));
      const tableBox = await box(table);
      if (nav.y + nav.height <= tableBox.y) expect(nav.x + nav.width).toBeGreaterThan(tableBox.x + tableBox.width / 2);
      else expect(nav.x).toBeGreaterThanOrEqual(tableBox.x + tableBox.width - 1);
      await page.screenshot({ path: path.join(SHOTS, `ar-admin-${section}.png`), fullPage: true });
      expect(await axeViolations(page), `ar admin ${section}`).toEqual([]);
    },
    60_000,
  );

  it('shows the reported questions screen', async () => {
    await page.goto('/admin/question-reports');
    await expectArabic(page);
    const reports = admin.questionReports as Tree;
    await page.getByRole('heading', { level: 1, name: reports.title as string }).waitFor();
    await page.getByText(reports.empty as string).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'ar-admin-question-reports.png'), fullPage: true });
    expect(await axeViolations(page), 'ar admin question reports').toEqual([]);
  });

  it('mirrors the level ring, the rice bowl and the drawer on the game screen', async () => {
    await page.goto('/');
    await expectArabic(page);
    await page.locator('section[data-view="question"]').waitFor();
    const game = ar.game as Tree;
    // Polled: the card settles once the first question and the notices are in.
    await expect
      .poll(async () => {
        // The header starts (right) with the category and ends (left) with the level ring.
        const ring = await box(page.locator('a[href="/levels"][data-tone]'));
        const category = await box(page.locator('a[href^="/categories?focus="]'));
        // The bowl comes first, on the right, and the counter after it, on its left.
        const bowl = await box(page.locator('svg[data-steps]').first());
        const counter = await box(page.getByTestId('rice-counter'));
        // The counter's words start on the right too.
        const label = await box(page.getByText((game.rice as Tree).label as string, { exact: true }));
        const unit = await box(page.getByText((game.rice as Tree).grains as string, { exact: true }));
        return {
          ringLeftOfCategory: ring.x + ring.width < category.x,
          bowlRightOfCounter: bowl.x > counter.x,
          wordsAlignedRight: Math.abs(label.x + label.width - (unit.x + unit.width)) < 2,
        };
      })
      .toEqual({ ringLeftOfCategory: true, bowlRightOfCounter: true, wordsAlignedRight: true });
    await animationsDone(page);
    await page.screenshot({ path: path.join(SHOTS, 'ar-admin-game.png'), fullPage: true });
    expect(await axeViolations(page), 'ar game').toEqual([]);

    // The drawer opens from the right edge.
    const menu = ar.menu as Tree;
    await page.getByRole('button', { name: menu.open as string }).click();
    const drawer = page.getByRole('navigation', { name: menu.title as string });
    await drawer.waitFor();
    const width = page.viewportSize()!.width;
    await expect
      .poll(async () => {
        const found = await box(drawer);
        return Math.round(found.x + found.width);
      })
      .toBe(width);
    await page.screenshot({ path: path.join(SHOTS, 'ar-admin-drawer.png') });
    expect(await axeViolations(page), 'ar drawer').toEqual([]);
  });
});
