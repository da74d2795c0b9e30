import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import { playRightAnswers, signUp } from './fixtures.js';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** The analytics events pushed since the page was loaded. */
const analyticsEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('two players run the whole group story in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let a: Page;
  let b: Page;
  const suffix = Date.now().toString(36).slice(-5);
  const alice = `alice${suffix}`;
  const bruno = `bruno${suffix}`;
  const groupName = `Rice Rockets ${suffix}`;
  let groupPath = '';
  let code = '';

  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
    contextA = await newContext(browser, server.url);
    // B is on a phone.
    contextB = await newContext(browser, server.url, { width: 360 });
    a = await contextA.newPage();
    b = await contextB.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows anonymous players a sign-in prompt on /groups and sends them away from group routes', async () => {
    await a.goto('/group-create');
    await a.waitForURL(/\/groups$/);
    await a.getByText("Hey, it looks like you're not signed in").waitFor();
  });

  it('signs both players up through the register form', async () => {
    await signUp(a, alice);
    await signUp(b, bruno);
  });

  it('A makes a group and sees its code', async () => {
    await a.goto('/groups');
    await a.getByText('You are not in a group yet. Join one with its code, or make your own.').waitFor();
    await a.getByRole('link', { name: 'Make a group' }).click();
    await a.waitForURL(/\/group-create$/);
    const make = a.getByRole('button', { name: 'Make group' });
    expect(await make.isDisabled()).toBe(true);
    await a.getByLabel('Group name').fill('Ri');
    await make.click();
    await a.getByText('Name should be at least 3 characters.').waitFor();
    await a.getByLabel('Group name').fill(groupName);
    await a.getByRole('radio', { name: 'Group picture 4' }).check();
    await make.click();
    await a.waitForURL(/\/group\/[0-9a-f-]{36}$/);
    groupPath = new URL(a.url()).pathname;
    expect(await analyticsEvents(a)).toEqual(['new_group_created']);
    await a.getByRole('heading', { level: 1, name: groupName }).waitFor();
    code = (await text(a, 'group-code')) ?? '';
    expect(code).not.toBe('');
    await expect.poll(() => text(a, 'group-your-rank')).toBe('01 / 01');
  });

  it('B joins with the code A sees', async () => {
    await b.goto('/groups');
    await b.getByRole('link', { name: 'Join a group' }).click();
    await b.waitForURL(/\/group-join$/);
    await b.getByLabel('Group code').fill('NOT-A-CODE');
    await b.getByRole('button', { name: 'Join group' }).click();
    await expect
      .poll(() => b.getByRole('alert').textContent())
      .toBe('No group has this code. Please check it and try again.');
    await b.getByLabel('Group code').fill(code.toLowerCase());
    await b.getByRole('button', { name: 'Join group' }).click();
    await b.waitForURL((url) => url.pathname === groupPath);
    await b.getByRole('heading', { level: 1, name: groupName }).waitFor();
    expect(await analyticsEvents(b)).toEqual(['group_joined']);
    await b.goto('/groups');
    await b.getByText('You are in 1 group.').waitFor();
    const link = b.getByRole('link', { name: new RegExp(groupName) });
    expect(await link.textContent()).toContain('2 members');
  });

  it('both play: A answers three right, B two', async () => {
    await playRightAnswers(a, 3);
    await playRightAnswers(b, 2);
  });

  it("the group page shows the group's grains and each player's contribution and rank", async () => {
    await a.goto(groupPath);
    await expect.poll(() => text(a, 'group-grains')).toBe('50');
    expect(await text(a, 'group-rank')).toBe('#1');
    expect(await text(a, 'group-contribution')).toBe('30');
    await expect.poll(() => text(a, 'group-your-rank')).toBe('01 / 02');

    await b.goto(groupPath);
    await expect.poll(() => text(b, 'group-contribution')).toBe('20');
    await expect.poll(() => text(b, 'group-your-rank')).toBe('02 / 02');
    // Members see the code but not the owners' controls.
    expect(await text(b, 'group-code')).toBe(code);
    expect(await b.getByRole('button', { name: 'Get a new code' }).count()).toBe(0);

    await b.getByRole('tab', { name: 'Members' }).click();
    const rows = b.getByTestId('member');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([`Rank1${alice}Owner30 grains`, `Rank2${bruno} (you)20 grains`]);
    expect(await axeViolations(b)).toEqual([]);
  });

  it('the leaderboards show the totals and ranks, with the player pinned on top', async () => {
    await a.goto('/high-scores');
    const pinned = a.getByTestId('pinned-player');
    await expect.poll(() => pinned.textContent()).toBe(`Rank1You (${alice})30 grains`);
    const players = a.getByTestId('top-players').getByRole('listitem');
    await expect.poll(() => players.allTextContents()).toEqual([`Rank1${alice}30 grains`, `Rank2${bruno}20 grains`]);
    await a.getByRole('tab', { name: 'Players' }).focus();
    await a.keyboard.press('ArrowRight');
    const groups = a.getByTestId('top-groups').getByRole('listitem');
    await expect.poll(() => groups.allTextContents()).toEqual([`Rank1${groupName}2 members50 grains`]);
    expect(await groups.first().locator('img').getAttribute('src')).toBe('/groups/group-4.svg');
    expect(await axeViolations(a)).toEqual([]);

    await b.goto('/high-scores');
    await expect.poll(() => b.getByTestId('pinned-player').textContent()).toBe(`Rank2You (${bruno})20 grains`);
  });

  it('A promotes B through the confirmation dialog', async () => {
    await a.goto(groupPath);
    await a.getByRole('tab', { name: 'Members' }).click();
    await a.getByRole('button', { name: `Make ${bruno} an owner` }).click();
    const dialog = a.getByRole('alertdialog', { name: `Make ${bruno} an owner?` });
    await dialog.getByRole('button', { name: 'Make owner' }).click();
    await a.getByText(`${bruno} is now an owner of the group.`).waitFor();
    const row = a.getByTestId('member').filter({ hasText: bruno });
    // An owner is offered no promotion any more, only removal.
    await expect.poll(() => row.textContent()).toBe(`Rank2${bruno}Owner20 grainsRemove`);
  });

  it('B, now an owner, removes A; A keeps their grains in the group but can no longer see it', async () => {
    await b.goto(groupPath);
    await b.getByText('You are an owner').waitFor();
    await b.getByRole('tab', { name: 'Members' }).click();
    await b.getByRole('button', { name: `Remove ${alice}` }).click();
    await b
      .getByRole('alertdialog', { name: `Remove ${alice} from ${groupName}?` })
      .getByRole('button', {
        name: 'Remove',
      })
      .click();
    await b.getByText(`${alice} was removed from the group.`).waitFor();
    await expect
      .poll(() => b.getByTestId('member').allTextContents())
      .toEqual([`Rank1${bruno} (you)Owner20 grainsRemove`]);
    await b.getByRole('tab', { name: 'My group' }).click();
    await expect.poll(() => text(b, 'group-grains')).toBe('50');
    await expect.poll(() => text(b, 'group-your-rank')).toBe('01 / 01');

    await a.goto(groupPath);
    await a.getByRole('heading', { level: 1, name: 'Unauthorized' }).waitFor();
    await a.getByRole('link', { name: 'Join a group' }).waitFor();
  });

  it('B leaves and sees the name and code of the group left', async () => {
    await b.getByRole('button', { name: 'Leave group' }).click();
    await b
      .getByRole('alertdialog', { name: `Leave ${groupName}?` })
      .getByRole('button', { name: 'Leave group' })
      .click();
    await b.waitForURL((url) => url.pathname === groupPath.replace('/group/', '/group-leave/'));
    await b.getByRole('heading', { level: 1, name: 'You have left the group' }).waitFor();
    await b.getByText(`You are no longer a member of ${groupName}.`, { exact: false }).waitFor();
    expect(await text(b, 'left-group-code')).toBe(code);
    expect(await analyticsEvents(b)).toEqual(['group_left']);
    await b.getByRole('link', { name: 'Back to your groups' }).click();
    await b.waitForURL(/\/groups$/);
    await b.getByText('You are not in a group yet. Join one with its code, or make your own.').waitFor();
  });
});
