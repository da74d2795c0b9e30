import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import { launchBrowser, newContext } from './browser.js';
import {
  api,
  axeViolations,
  groupOf,
  joinGroup,
  playRightAnswers,
  playRightThroughApi,
  signedInPlayer,
  signUp,
  type SignedInPlayer,
} from './fixtures.js';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** The analytics events pushed since the page was loaded. */
const analyticsEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

describe('two players and their group in Chromium, each test from its own start', () => {
  let shared: RunningServer;
  /** The server this test plays on: the shared one, unless it asked for one of its own. */
  let server: RunningServer;
  const ownServers: RunningServer[] = [];
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let n = 0;
  const suffix = Date.now().toString(36).slice(-5);

  beforeAll(async () => {
    shared = await startServer({ CAPTCHA: 'off' });
    browser = await launchBrowser();
    server = shared;
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    for (const own of ownServers.splice(0)) await own.stop();
    server = shared;
  });
  afterAll(async () => {
    await browser?.close();
    await shared?.stop();
  });

  /** For a test that checks ranks among all players or groups: a server where no other test plays. */
  async function serverOfItsOwn() {
    server = await startServer({ CAPTCHA: 'off' });
    ownServers.push(server);
  }

  /** Names of this test's own: A, B and their group. */
  function names() {
    n += 1;
    return { alice: `alice${suffix}${n}`, bruno: `bruno${suffix}${n}`, groupName: `Rice Rockets ${suffix}${n}` };
  }

  async function player(username: string, options: { width?: number } = {}): Promise<SignedInPlayer> {
    const signedIn = await signedInPlayer(browser, server.url, username, options);
    contexts.push(signedIn.context);
    return signedIn;
  }

  /** A (on a laptop) and B (on a phone), signed in; A owns a group (picture 4) that B has joined. */
  async function groupOfTwo() {
    const { alice, bruno, groupName } = names();
    const a = await player(alice);
    const b = await player(bruno, { width: 360 });
    const group = await groupOf(server.url, a, groupName, 'group-4');
    await joinGroup(server.url, b, group.code);
    return { alice, bruno, groupName, a, b, group };
  }

  /** The group of two, where A has answered three questions right and B two. */
  async function playedGroupOfTwo() {
    const scene = await groupOfTwo();
    await playRightThroughApi(server.url, scene.a, 3);
    await playRightThroughApi(server.url, scene.b, 2);
    return scene;
  }

  it('shows anonymous players a sign-in prompt on /groups and sends them away from group routes', async () => {
    const context = await newContext(browser, server.url);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/group-create');
    await page.waitForURL(/\/groups$/);
    await page.getByText("Hey, it looks like you're not signed in").waitFor();
  });

  it('signs both players up through the register form', async () => {
    const { alice, bruno } = names();
    for (const [username, width] of [
      [alice, 1280],
      [bruno, 360],
    ] as const) {
      const context = await newContext(browser, server.url, { width });
      contexts.push(context);
      await signUp(await context.newPage(), username);
    }
  });

  it('A makes a group and sees its code', async () => {
    const { alice, groupName } = names();
    const { page: a } = await player(alice);
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
    expect(await analyticsEvents(a)).toEqual(['new_group_created']);
    await a.getByRole('heading', { level: 1, name: groupName }).waitFor();
    expect((await text(a, 'group-code')) ?? '').not.toBe('');
    await expect.poll(() => text(a, 'group-your-rank')).toBe('01 / 01');
  });

  it('B joins with the code A sees', async () => {
    const { alice, bruno, groupName } = names();
    const owner = await player(alice);
    const { page: b } = await player(bruno, { width: 360 });
    const group = await groupOf(server.url, owner, groupName);
    await b.goto('/groups');
    await b.getByRole('link', { name: 'Join a group' }).click();
    await b.waitForURL(/\/group-join$/);
    await b.getByLabel('Group code').fill('NOT-A-CODE');
    await b.getByRole('button', { name: 'Join group' }).click();
    await expect
      .poll(() => b.getByRole('alert').textContent())
      .toBe('No group has this code. Please check it and try again.');
    await b.getByLabel('Group code').fill(group.code.toLowerCase());
    await b.getByRole('button', { name: 'Join group' }).click();
    await b.waitForURL((url) => url.pathname === group.path);
    await b.getByRole('heading', { level: 1, name: groupName }).waitFor();
    expect(await analyticsEvents(b)).toEqual(['group_joined']);
    await b.goto('/groups');
    await b.getByText('You are in 1 group.').waitFor();
    const link = b.getByRole('link', { name: new RegExp(groupName) });
    expect(await link.textContent()).toContain('2 members');
  });

  it('both play: A answers three right, B two', async () => {
    const { a, b } = await groupOfTwo();
    await playRightAnswers(a.page, 3);
    await playRightAnswers(b.page, 2);
  });

  it("the group page shows the group's grains and each player's contribution and rank", async () => {
    await serverOfItsOwn();
    const { alice, bruno, a: owner, b: member, group } = await playedGroupOfTwo();
    const [a, b] = [owner.page, member.page];
    await a.goto(group.path);
    await expect.poll(() => text(a, 'group-grains')).toBe('50');
    expect(await text(a, 'group-rank')).toBe('#1');
    expect(await text(a, 'group-contribution')).toBe('30');
    await expect.poll(() => text(a, 'group-your-rank')).toBe('01 / 02');

    await b.goto(group.path);
    await expect.poll(() => text(b, 'group-contribution')).toBe('20');
    await expect.poll(() => text(b, 'group-your-rank')).toBe('02 / 02');
    // Members see the code but not the owners' controls.
    expect(await text(b, 'group-code')).toBe(group.code);
    expect(await b.getByRole('button', { name: 'Get a new code' }).count()).toBe(0);

    await b.getByRole('tab', { name: 'Members' }).click();
    const rows = b.getByTestId('member');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([`Rank1${alice}Owner30 grains`, `Rank2${bruno} (you)20 grains`]);
    expect(await axeViolations(b)).toEqual([]);
  });

  it('the leaderboards show the totals and ranks, with the player pinned on top', async () => {
    await serverOfItsOwn();
    const { alice, bruno, groupName, a: owner, b: member } = await playedGroupOfTwo();
    const [a, b] = [owner.page, member.page];
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
    const { bruno, a: owner, group } = await playedGroupOfTwo();
    const a = owner.page;
    await a.goto(group.path);
    await a.getByRole('tab', { name: 'Members' }).click();
    await a.getByRole('button', { name: `Make ${bruno} an owner` }).click();
    const dialog = a.getByRole('alertdialog', { name: `Make ${bruno} an owner?` });
    await dialog.getByRole('button', { name: 'Make owner' }).click();
    await a.getByText(`${bruno} is now an owner of the group.`).waitFor();
    const row = a.getByTestId('member').filter({ hasText: bruno });
    // An owner is offered no promotion any more, only removal.
    await expect.poll(() => row.textContent()).toBe(`Rank2${bruno}Owner20 grainsRemove`);
    // The button that opened the dialog went with it: focus is on the members heading, not lost.
    await expect.poll(() => a.evaluate(() => document.activeElement?.textContent)).toBe('2 members');
  });

  /** The played group of two, where A has made B an owner too. */
  async function groupOfTwoOwners() {
    const scene = await playedGroupOfTwo();
    await api(
      server.url,
      'POST',
      `/api/accounts/groups/${scene.group.uuid}/add-admin`,
      { 'user-uuid': scene.b.uuid },
      scene.a.token,
    );
    return scene;
  }

  it('B, now an owner, removes A; A keeps their grains in the group but can no longer see it', async () => {
    const { alice, bruno, groupName, a: owner, b: other, group } = await groupOfTwoOwners();
    const [a, b] = [owner.page, other.page];
    await b.goto(group.path);
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

    await a.goto(group.path);
    await a.getByRole('heading', { level: 1, name: 'Unauthorized' }).waitFor();
    await a.getByRole('link', { name: 'Join a group' }).waitFor();
  });

  it('B leaves and sees the name and code of the group left', async () => {
    const { groupName, b: member, group } = await groupOfTwo();
    const b = member.page;
    await b.goto(group.path);
    await b.getByRole('button', { name: 'Leave group' }).click();
    await b
      .getByRole('alertdialog', { name: `Leave ${groupName}?` })
      .getByRole('button', { name: 'Leave group' })
      .click();
    await b.waitForURL((url) => url.pathname === group.path.replace('/group/', '/group-leave/'));
    await b.getByRole('heading', { level: 1, name: 'You have left the group' }).waitFor();
    await b.getByText(`You are no longer a member of ${groupName}.`, { exact: false }).waitFor();
    expect(await text(b, 'left-group-code')).toBe(group.code);
    expect(await analyticsEvents(b)).toEqual(['group_left']);
    await b.getByRole('link', { name: 'Back to your groups' }).click();
    await b.waitForURL(/\/groups$/);
    await b.getByText('You are not in a group yet. Join one with its code, or make your own.').waitFor();
  });
});
