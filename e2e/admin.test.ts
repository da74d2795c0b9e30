import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import {
  accountPassword,
  accountThroughApi,
  adImage,
  adminAccount,
  answer,
  axeViolations,
  continueAfterAnswer,
  grantAdmin,
  joinChallenge,
  playRightThroughApi,
  runningChallenge,
  signedInAdmin,
  signedInPlayer,
  sponsorWithImageAd,
  waitForQuestion,
} from './fixtures.js';

const adAlt = 'Good Grains: rice for every school';
const adLink = 'https://grains.example.org/';

/** The cells of the table row whose header is `name`. */
async function rowOf(page: Page, table: string, name: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return row.locator('th, td').allTextContents();
}

/** Opens a section of the admin area from its navigation, as an admin does. */
async function openSection(admin: Page, section: string) {
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: section }).click();
}

describe('the admin area: roles, sponsors, challenges and the audit log, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps a signed-in player out of /admin', async () => {
    const { page, context } = await signedInPlayer(browser, server.url, 'just_a_player');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    await context.close();
  });

  it('grants the admin role on the command line, and the admin finds the area from the menu', async () => {
    // The subject is the grant itself: a player, then the operator's command.
    const { page: admin, context } = await signedInPlayer(browser, server.url, 'site_admin');
    expect(await grantAdmin(server, 'site_admin')).toContain('site_admin is an admin now.');
    // The role comes with the session: the new admin signs in again to get it.
    await admin.goto('/robots.txt');
    await admin.evaluate(() => localStorage.removeItem('user'));
    await admin.goto('/profile-login');
    await admin.getByLabel('Username or email').fill('site_admin');
    await admin.getByLabel('Password').fill(accountPassword);
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.waitForURL(/\/profile$/);

    await admin.goto('/');
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await admin.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Administration' }).click();
    await admin.waitForURL(/\/admin\/challenges$/);
    await admin.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
    await context.close();
  });

  it('creates a sponsor and its image ad, uploading the image', async () => {
    const sponsorName = 'Good Grains Ltd';
    const { page: admin, context } = await signedInAdmin(browser, server, 'sponsor_admin');
    await admin.goto('/admin');
    await openSection(admin, 'Sponsors');
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
      .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: adImage });
    await adForm.getByText('Uploaded. Save the form to use it.').waitFor();
    expect(await adForm.getByLabel('Image', { exact: true }).inputValue()).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    await adForm.getByLabel('Alt text').fill(adAlt);
    await adForm.getByLabel('Link').fill(adLink);
    await adForm.getByRole('button', { name: 'New ad' }).click();
    await admin.getByText('Ad created.').waitFor();
    await admin.getByRole('table').getByRole('img', { name: adAlt }).waitFor();
    await context.close();
  });

  it('creates a challenge that runs from now, open to anonymous players', async () => {
    const challengeTitle = 'Spring Harvest';
    const { page: admin, context } = await signedInAdmin(browser, server, 'challenge_admin');
    await admin.goto('/admin');
    await openSection(admin, 'Challenges');
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
    await context.close();
  });

  it('records the changes in the audit log', async () => {
    const { page: admin, token, context } = await signedInAdmin(browser, server, 'audit_admin');
    await sponsorWithImageAd(server.url, { token }, { name: 'Audited Grains', alt: adAlt, link: adLink });
    await runningChallenge(server.url, { token }, 'Audited Harvest');
    await admin.goto('/admin');
    await openSection(admin, 'Audit log');
    const table = admin.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const text = (await table.textContent()) ?? '';
    for (const action of ['sponsor.create', 'challenge.create']) expect(text).toContain(action);
    expect(text).toContain('audit_admin');
    await context.close();
  });

  it('has no accessibility violations on the admin screens (axe)', { timeout: 120_000 }, async () => {
    const { page: admin, token, context } = await signedInAdmin(browser, server, 'axe_admin');
    // Screens with something in them: a sponsor with an ad, a challenge, grains in the reports.
    const sponsor = await sponsorWithImageAd(server.url, { token }, { name: 'Axe Grains', alt: adAlt, link: adLink });
    await runningChallenge(server.url, { token }, 'Axe Harvest');
    await playRightThroughApi(server.url, await accountThroughApi(server.url, 'axe_player'), 3);
    await admin.goto('/admin');
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
      await openSection(admin, section);
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => admin.getByText('Loading…').count()).toBe(0);
      expect((await axeViolations(admin)).map((v) => `${section}: ${v}`)).toEqual([]);
    }
    await openSection(admin, 'Sponsors');
    await admin.getByRole('link', { name: sponsor.name, exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: sponsor.name }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await context.close();
  });
});

/**
 * The sponsor picker chooses among every sponsor of the server, and the reports add up every
 * grain: each test here runs on a server of its own holding one sponsor with an image ad and one
 * running challenge, made through the admin API.
 */
describe("a sponsor's ad and a challenge reach the player, in Chromium", () => {
  const sponsorName = 'Good Grains Ltd';
  const challengeTitle = 'Spring Harvest';
  let server: RunningServer;
  let browser: Browser;
  let challengeId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    const admin = await adminAccount(server, 'site_admin');
    await sponsorWithImageAd(server.url, admin, { name: sponsorName, alt: adAlt, link: adLink });
    ({ id: challengeId } = await runningChallenge(server.url, admin, challengeTitle));
  }, 60_000);
  afterEach(async () => {
    await server?.stop();
  });

  it(
    "shows the player the sponsor's ad on the game screen; the player joins the challenge and answers rightly",
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, server.url);
      const player = await context.newPage();
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
      expect(await link.getAttribute('href')).toBe(adLink);
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      expect(await link.getAttribute('target')).toBe('_blank');
      // The uploaded image is served back to players.
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);

      for (let i = 0; i < 3; i++) {
        await answer(player, { right: true, via: 'mouse' });
        await continueAfterAnswer(player);
      }
      await context.close();
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
    // Three right answers of a player in the challenge, played through the API: the subject is the report.
    const player = await accountThroughApi(server.url, 'challenge_player');
    await joinChallenge(server.url, player, challengeId);
    await playRightThroughApi(server.url, player, 3);

    const { page: admin, context } = await signedInAdmin(browser, server, 'report_admin');
    await admin.goto('/admin');
    await openSection(admin, 'Reports');
    await admin.getByRole('table', { name: 'Per sponsor' }).waitFor();
    expect(await rowOf(admin, 'Per sponsor', sponsorName)).toEqual([sponsorName, '30', '3']);
    expect(await rowOf(admin, 'Per challenge', challengeTitle)).toEqual([challengeTitle, '30', '3']);
    await admin.getByRole('figure', { name: 'Grains per day' }).locator('svg').first().waitFor();
    await admin.getByRole('figure', { name: 'Grains per sponsor' }).locator('svg').first().waitFor();

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download Per sponsor as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ricebowl-sponsor-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await context.close();
  });
});
