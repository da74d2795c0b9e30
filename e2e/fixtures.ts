import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { loadPacks } from '@ricebowl/content';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { newContext } from './browser.js';
import { root, type RunningServer } from './server.js';

/**
 * A player who knows the answers: arithmetic is worked out, capitals are looked up in the same
 * content packs the server serves. What a person would do, without peeking at the server.
 */
const known = new Map<string, string>();
for (const pack of loadPacks()) {
  for (const items of Object.values(pack.levels)) {
    for (const item of items) known.set(`${pack.category.machine_name}\n${item.text}`, item.answer);
  }
}

/** The right answer to a question of a category (its machine name), as a knowledgeable person gives it. */
export function rightAnswerTo(question: string, category: string): string {
  const product = /^(\d+) x (\d+)$/.exec(question);
  if (product) return String(Number(product[1]) * Number(product[2]));
  const answer = known.get(`${category}\n${question}`);
  if (!answer) throw new Error(`No known answer to "${question}" in ${category}`);
  return answer;
}

/** The category the game screen is playing, from its URL. */
export function categoryOf(page: Page): string {
  return /\/categories\/([^/?]+)/.exec(page.url())?.[1] ?? '';
}

export const card = (page: Page): Locator => page.locator('section[data-view]');
export const options = (page: Page): Locator => page.getByRole('group', { name: 'Answer options' }).getByRole('button');
export const riceCounter = (page: Page): Locator => page.getByTestId('rice-counter');

/** Waits for a question the player can answer and returns its text. */
export async function waitForQuestion(page: Page): Promise<string> {
  await page.locator('section[data-view="question"]').waitFor();
  return (await card(page).getByRole('heading', { level: 2 }).textContent())!.trim();
}

/**
 * Waits until the page's finite CSS animations and transitions have ended: axe reads the colours
 * of a card fading in as they are at that instant (a muted text at 76 % opacity fails contrast).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's violations on the page once its animations have ended, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The 0-based position of the right (or a wrong) option on the card. */
export async function optionIndex(page: Page, question: string, right: boolean): Promise<number> {
  const texts = (await options(page).allTextContents()).map((t) => t.replace(/^\d/, '').trim());
  const answer = rightAnswerTo(question, categoryOf(page));
  const index = texts.findIndex((text) => (text === answer) === right);
  if (index === -1) throw new Error(`No ${right ? 'right' : 'wrong'} option among ${texts.join(', ')}`);
  return index;
}

/** Answers the question on the card, by mouse or by its key 1–4, rightly or wrongly. */
export async function answer(page: Page, { right, via }: { right: boolean; via: 'mouse' | 'keyboard' }) {
  const question = await waitForQuestion(page);
  const index = await optionIndex(page, question, right);
  if (via === 'mouse') await options(page).nth(index).click();
  else await page.keyboard.press(String(index + 1));
  return { question, index };
}

/** After an answer: waits out the result, leaves a learn-more card with "Keep playing", and
 * returns the next question. */
export async function continueAfterAnswer(page: Page): Promise<string> {
  await page.locator('section[data-view="answer_shown"], section[data-view="learn_more"]').waitFor();
  await page.locator('section[data-view="question"], section[data-view="learn_more"]').waitFor({ timeout: 10_000 });
  if ((await card(page).getAttribute('data-view')) === 'learn_more') {
    await page.getByRole('button', { name: 'Keep playing' }).click();
  }
  return waitForQuestion(page);
}

/** The password of every account the fixtures make. */
export const accountPassword = 'rice-secret';

/** Signs a new player up through the register form, as a person would. */
export async function signUp(page: Page, username: string) {
  await page.goto('/profile-register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Password', { exact: true }).fill(accountPassword);
  await page.getByLabel('Password confirmation').fill(accountPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/profile-register-success$/);
}

/** Plays `count` right answers from the game screen; returns the counter afterwards. */
export async function playRightAnswers(page: Page, count: number) {
  await page.goto('/');
  await waitForQuestion(page);
  for (let i = 0; i < count; i++) {
    await answer(page, { right: true, via: 'mouse' });
    await continueAfterAnswer(page);
  }
  await expect.poll(() => riceCounter(page).textContent(), { timeout: 5000 }).toBe(String(count * 10));
}

/** What the API answers a sign-up or sign-in with (SPEC §7): the session the web app stores. */
interface ApiSession {
  uuid: string;
  token: string;
  userData: { username: string; avatar: string; role?: string };
}

/** A player made through the API, and what a test needs to act for them there too. */
export interface SignedInPlayer {
  username: string;
  uuid: string;
  token: string;
  context: BrowserContext;
  page: Page;
}

/** Calls the API as `token` (or anonymously) and returns the JSON it answers; throws on an error status. */
export async function api<T>(baseURL: string, method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A player signed in in a browser of their own, without the register form: the account is made
 * through the API (the server must run with CAPTCHA off) and the session put where the web app
 * keeps it (local storage, as a sign-in in this browser leaves it). The register form has its own
 * tests; every other test starts here, so that it can run alone.
 */
export async function signedInPlayer(
  browser: Browser,
  baseURL: string,
  username: string,
  options: ContextOptions = {},
): Promise<SignedInPlayer> {
  return inBrowser(browser, baseURL, await accountThroughApi(baseURL, username), options);
}

/**
 * An admin signed in in a browser of their own: an account made as `signedInPlayer` makes one,
 * given the role on the command line as an operator does (`grant-admin`, the audit log's entry).
 */
export async function signedInAdmin(
  browser: Browser,
  server: RunningServer,
  username: string,
  options: ContextOptions = {},
): Promise<SignedInPlayer> {
  return inBrowser(browser, server.url, await adminAccount(server, username), options);
}

/** An admin's account, as `signedInAdmin` makes it, without a browser: for state made through the API. */
export async function adminAccount(server: RunningServer, username: string): Promise<StoredUser> {
  const user = await accountThroughApi(server.url, username);
  await grantAdmin(server, username);
  return { ...user, role: 'admin' };
}

/**
 * Gives `username` the admin role as an operator does, on the command line; returns what it prints.
 * Asynchronously: a synchronous child would block the event loop past the server's 5 s keep-alive,
 * and the next fetch would go out on a connection the server had closed meanwhile ("other side closed").
 */
export async function grantAdmin(server: RunningServer, username: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'grant-admin', username], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return stdout;
}

type ContextOptions = Pick<Parameters<typeof newContext>[2] & object, 'width' | 'locale'>;

/** An account as the web app stores its session. */
export interface StoredUser {
  uuid: string;
  token: string;
  username: string;
  avatar: string;
  email: string;
  role?: string;
}

/**
 * A player's account made through the API (the server must run with CAPTCHA off), signed in nowhere:
 * for a test that signs in itself, or acts for the player through the API. Its password is
 * `accountPassword`, its e-mail address `<username>@example.org`.
 */
export async function accountThroughApi(baseURL: string, username: string): Promise<StoredUser> {
  const email = `${username}@example.org`;
  const session = await api<ApiSession>(baseURL, 'POST', '/api/accounts/users', {
    username,
    email,
    password: accountPassword,
    birthdate: '1990-05-01',
  });
  const { userData } = session;
  return {
    uuid: session.uuid,
    token: session.token,
    username: userData.username,
    avatar: userData.avatar,
    email,
    role: userData.role,
  };
}

/** A browser context holding `user`'s session where the web app keeps it (local storage). */
async function inBrowser(browser: Browser, baseURL: string, user: StoredUser, options: ContextOptions) {
  const context = await newContext(browser, baseURL, {
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'user', value: JSON.stringify(user) }] }],
    },
  });
  return { username: user.username, uuid: user.uuid, token: user.token, context, page: await context.newPage() };
}

/** A group made by `owner` through the API; its id and join code. */
export async function groupOf(baseURL: string, owner: { token: string }, name: string, avatar = '') {
  const { uuid } = await api<{ uuid: string }>(baseURL, 'POST', '/api/accounts/groups', { name, avatar }, owner.token);
  const group = await api<{ data: { attributes: { code: string } } }>(
    baseURL,
    'GET',
    `/api/accounts/groups/${uuid}`,
    undefined,
    owner.token,
  );
  return { uuid, code: group.data.attributes.code, path: `/group/${uuid}` };
}

/** `player` joins the group with `code` through the API. */
export async function joinGroup(baseURL: string, player: { token: string }, code: string) {
  await api(baseURL, 'POST', '/api/accounts/groups/join', { code }, player.token);
}

/**
 * `count` right answers in a new game of the multiplication table, through the API as `player`:
 * grains for a test whose subject is what they show, not how they were played.
 */
export async function playRightThroughApi(baseURL: string, player: { token: string }, count: number) {
  type Game = {
    data: {
      id: string;
      attributes: { question: { id: string; text: string; options: { id: string; text: string }[] } };
    };
  };
  const categories = await api<{ data: { id: string; attributes: { machine_name: string } }[] }>(
    baseURL,
    'GET',
    '/api/engine/categories?limit=100',
  );
  const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;
  let game = await api<Game>(baseURL, 'POST', '/api/engine/games', { category, level: 1 }, player.token);
  for (let i = 0; i < count; i++) {
    const { question } = game.data.attributes;
    const right = rightAnswerTo(question.text, 'multiplication-table');
    const option = question.options.find((o) => o.text === right)!;
    game = await api<Game>(
      baseURL,
      'PATCH',
      `/api/engine/games/${game.data.id}/answer`,
      { question: question.id, answer: option.id },
      player.token,
    );
  }
}

/** A 4×2 PNG: what an operator uploads as an ad's image. */
export const adImage = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGM4UaEBRwzIHACXWgtB+VT+egAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A sponsor with one image ad, made by `admin` through the admin API as the Sponsors screen makes
 * them (the image uploaded first). Its ad is the only one a player sees while it is the server's
 * only sponsor: the sponsor picker chooses among all of them by weight.
 */
export async function sponsorWithImageAd(
  baseURL: string,
  admin: { token: string },
  { name, alt, link }: { name: string; alt: string; link: string },
) {
  const { url } = await api<{ url: string }>(
    baseURL,
    'POST',
    '/api/admin/uploads',
    { filename: 'ad.png', content_type: 'image/png', data_base64: adImage.toString('base64') },
    admin.token,
  );
  const sponsor = await api<{ data: { id: string } }>(
    baseURL,
    'POST',
    '/api/admin/sponsors',
    { name, weight: 10, budget_grains: null, active: true },
    admin.token,
  );
  await api(
    baseURL,
    'POST',
    `/api/admin/sponsors/${sponsor.data.id}/ads`,
    { kind: 'image', image_url: url, text: '', link, alt, position: 0, active: true },
    admin.token,
  );
  return { id: sponsor.data.id, name };
}

/** A public challenge open to anonymous players that runs from now for a week, made by `admin` through the API. */
export async function runningChallenge(baseURL: string, admin: { token: string }, title: string) {
  const now = Math.floor(Date.now() / 1000);
  const challenge = await api<{ data: { id: string } }>(
    baseURL,
    'POST',
    '/api/admin/challenges',
    {
      title,
      description: 'Every right answer fills the bowl',
      image: '',
      public: true,
      anonymous_play: true,
      datetime_start: now - 60,
      datetime_end: now + 7 * 86_400,
      rice_goal: 1000,
      milestones: [100, 500],
    },
    admin.token,
  );
  return { id: challenge.data.id, title };
}

/** `player` (signed in) joins the challenge through the API. */
export async function joinChallenge(baseURL: string, player: { token: string }, challengeId: string) {
  await api(baseURL, 'POST', `/api/engine/challenges/${challengeId}/members`, {}, player.token);
}
