import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadPacks } from '@ricebowl/content';

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

/** Signs a new player up through the register form, as a person would. */
export async function signUp(page: Page, username: string) {
  await page.goto('/profile-register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Password', { exact: true }).fill('rice-secret');
  await page.getByLabel('Password confirmation').fill('rice-secret');
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
