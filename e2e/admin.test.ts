import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { root, startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { answer, continueAfterAnswer, waitForQuestion } from './fixtures.js';

const password = 'rice-for-all';
const sponsorName = 'Good Grains Ltd';
const adAlt = 'Good Grains: rice for every school';
const challengeTitle = 'Spring Harvest';

/** A 4×2 PNG (what an operator uploads as the ad's image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGM4UaEBRwzIHACXWgtB+VT+egAAAABJRU5ErkJggg==',
  'base64',
);

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Signs a user up through the API and returns a page of a fresh browser signed in as them. */
async function signedInPage(browser: Browser, server: RunningServer, username: string): Promise<Page> {
  const response = await fetch(`${server.url}/api/accounts/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/vnd.api+json;version=2' },
    body: JSON.stringify({ username, email: `${username}@example.org`, password, birthdate: '1990-05-05' }),
  });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { uuid: string; token: string; userData: { avatar: string } };
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), {
    uuid: session.uuid,
    token: session.token,
    username,
    avatar: session.userData.avatar,
    email: `${username}@example.org`,
  });
  return page;
}

/** The cells of the table row whose header is `name`. */
async function rowOf(page: Page, table: string, name: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return row.locator('th, td').allTextContents();
}

describe('an admin runs a campaign and a player plays it, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let playerContext: BrowserContext;
  let player: Page;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps a signed-in player out of /admin', async () => {
    const page = await signedInPage(browser, server, 'just_a_player');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    await page.context().close();
  });

  it('grants the admin role on the command line, and the admin finds the area from the menu', async () => {
    admin = await signedInPage(browser, server, 'site_admin');
    const output = execFileSync('npm', ['run', '--silent', 'admin', '--', 'grant-admin', 'site_admin'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(output).toContain('site_admin is an admin now.');
    // The role comes with the session: the new admin signs in again to get it.
    await admin.evaluate(() => localStorage.removeItem('user'));
    await admin.goto('/profile-login');
    await admin.getByLabel('Username or email').fill('site_admin');
    await admin.getByLabel('Password').fill(password);
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.waitForURL(/\/profile$/);

    await admin.goto('/');
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await admin.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Administration' }).click();
    await admin.waitForURL(/\/admin\/challenges$/);
    await admin.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
  });

  it('creates a sponsor and its image ad, uploading the image', async () => {
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Sponsors' }).click();
    const form = admin.getByRole('form', { name: 'New sponsor' });
    await form.getByLabel('Name').fill(sponsorName);
    await form.getByLabel('Weight').fill('10');
    await form.getByRole('button', { name: 'New sponsor' }).click();
    await admin.getByText(`Sponsor ${sponsorName} created.`).waitFor();
    await admin.getByRole('link', { name: `Add the ads of ${sponsorName}` }).click();
    await admin.getByRole('heading', { level: 1, name: sponsorName }).waitFor();

    const adForm = admin.getByRole('form', { name: 'New ad' });
    await adForm
      .getByLabel("Upload the ad's image")
      .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
    await adForm.getByText('Uploaded. Save the form to use it.').waitFor();
    expect(await adForm.getByLabel('Image', { exact: true }).inputValue()).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    await adForm.getByLabel('Alt text').fill(adAlt);
    await adForm.getByLabel('Link').fill('https://grains.example.org/');
    await adForm.getByRole('button', { name: 'New ad' }).click();
    await admin.getByText('Ad created.').waitFor();
    await admin.getByRole('table').getByRole('img', { name: adAlt }).waitFor();
  });

  it('creates a challenge that runs from now, open to anonymous players', async () => {
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Challenges' }).click();
    await admin.getByRole('link', { name: 'New challenge' }).click();
    await admin.getByLabel('Title').fill(challengeTitle);
    await admin.getByLabel('Description').fill('Every right answer fills the spring bowl');
    await admin.getByLabel('Goal in grains').fill('1000');
    await admin.getByLabel('Milestones').fill('100, 500');
    expect(await admin.getByRole('checkbox', { name: 'Anonymous play' }).isChecked()).toBe(true);
    await admin.getByRole('button', { name: 'New challenge' }).click();
    await admin.getByText('Challenge created.').waitFor();
    await admin.getByRole('link', { name: 'All challenges' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: challengeTitle }) });
    await row.getByRole('cell', { name: 'Running' }).waitFor();
  });

  it(
    "shows the player the sponsor's ad on the game screen; the player joins the challenge and answers rightly",
    { timeout: 120_000 },
    async () => {
      playerContext = await newContext(browser, server.url);
      player = await playerContext.newPage();
      await player.goto('/challenges');
      const card = player.getByRole('article', { name: challengeTitle });
      await card.getByRole('link', { name: `View the challenge ${challengeTitle}` }).click();
      await player.getByRole('button', { name: 'Join the challenge' }).click();
      await player.getByRole('button', { name: 'Leave the challenge' }).waitFor();

      await player.goto('/');
      await waitForQuestion(player);
      const slot = player.getByRole('group', { name: 'Advertisement' }).first();
      const image = slot.getByRole('img', { name: adAlt });
      await image.waitFor();
      const link = slot.getByRole('link');
      expect(await link.getAttribute('href')).toBe('https://grains.example.org/');
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      expect(await link.getAttribute('target')).toBe('_blank');
      // The uploaded image is served back to players.
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);

      for (let i = 0; i < 3; i++) {
        await answer(player, { right: true, via: 'mouse' });
        await continueAfterAnswer(player);
      }
    },
  );

  it('keeps an image ad at a usable size on a 360×740 phone and beside the card on a laptop', async () => {
    // The slots are 320×50 below 768 px and 300×250 beside the card from there (AdSlots.tsx).
    for (const device of [
      { width: 360, height: 740, box: { width: 296, height: 46 } },
      { width: 1280, height: 800, box: { width: 260, height: 200 } },
    ]) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: device.width, height: device.height },
        isMobile: device.width < 768,
        hasTouch: device.width < 768,
      });
      const page = await context.newPage();
      await page.goto('/');
      await waitForQuestion(page);
      const image = page.getByRole('group', { name: 'Advertisement' }).first().getByRole('img', { name: adAlt });
      await image.waitFor();
      const box = (await image.boundingBox())!;
      expect(box.width, `width at ${device.width} px`).toBeGreaterThanOrEqual(device.box.width);
      expect(box.height, `height at ${device.width} px`).toBeGreaterThanOrEqual(device.box.height);
      // Inside the screen: no sideways scrolling on a phone.
      expect(box.x + box.width).toBeLessThanOrEqual(device.width);
      await context.close();
    }
  });

  it("shows the player's grains under the sponsor and the challenge in the admin's report, with charts", async () => {
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Reports' }).click();
    await admin.getByRole('table', { name: 'Per sponsor' }).waitFor();
    expect(await rowOf(admin, 'Per sponsor', sponsorName)).toEqual([sponsorName, '30', '3']);
    expect(await rowOf(admin, 'Per challenge', challengeTitle)).toEqual([challengeTitle, '30', '3']);
    await admin.getByRole('figure', { name: 'Grains per day' }).locator('svg').first().waitFor();
    await admin.getByRole('figure', { name: 'Grains per sponsor' }).locator('svg').first().waitFor();

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download Per sponsor as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ricebowl-sponsor-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('records the changes in the audit log', async () => {
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click();
    const table = admin.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const text = (await table.textContent()) ?? '';
    for (const action of ['sponsor.create', 'challenge.create']) expect(text).toContain(action);
    expect(text).toContain('site_admin');
  });

  it('has no accessibility violations on the admin screens (axe)', { timeout: 120_000 }, async () => {
    for (const section of [
      'Challenges',
      'Announcements',
      'Categories',
      'Sponsors',
      'Players',
      'Groups',
      'Audit log',
      'Reports',
    ]) {
      await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: section }).click();
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => admin.getByText('Loading…').count()).toBe(0);
      expect((await axeViolations(admin)).map((v) => `${section}: ${v}`)).toEqual([]);
    }
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Sponsors' }).click();
    await admin.getByRole('link', { name: sponsorName }).click();
    await admin.getByRole('heading', { level: 1, name: sponsorName }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await playerContext.close();
  });
});
