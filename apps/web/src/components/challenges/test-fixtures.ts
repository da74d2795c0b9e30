/* Test-only: real-shaped challenge documents (docs/api/challenges.md) for the stubbed fetch. */
import type { ChallengeAttributes, GameAttributes } from '@ricebowl/contract';
import { json, type Route } from '../../test/accounts-fixtures';

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type ChallengeFixture = ChallengeAttributes & { id: string };

/** "First Harvest" as the seed makes it, running: started a day ago, ends in 2 days and 3 hours. */
export function challenge(overrides: Partial<ChallengeFixture> = {}): ChallengeFixture {
  const now = nowSeconds();
  return {
    id: 'ch-1',
    title: 'First Harvest',
    description: 'Together, let us fill 100,000 grains of rice.',
    image: 'challenges/first-harvest.svg',
    public: true,
    anonymous_play: true,
    datetime_start: now - DAY,
    datetime_end: now + 2 * DAY + 3 * HOUR + 30,
    rice_goal: 100_000,
    rice_raised: 12_340,
    participants: 7,
    milestones: [1000, 10_000, 50_000],
    ...overrides,
  };
}

export function challengeDocument({ id, ...attributes }: ChallengeFixture) {
  return { data: { id, type: 'challenges', attributes } };
}

export function challengeList(items: ChallengeFixture[]) {
  return {
    data: items.map(({ id, ...attributes }) => ({ id, type: 'challenges', attributes })),
    meta: { pagination: { current_page: 1, total_pages: 1, total: items.length } },
  };
}

export function userChallenges(entries: { challenge_id: string; rice: number }[]) {
  return { data: entries.map((e) => ({ id: e.challenge_id, type: 'user-challenges', attributes: e })) };
}

export function gameDocument(id: string, overrides: Partial<GameAttributes> = {}) {
  const attributes: GameAttributes = {
    question: {
      id: 'q1',
      text: '3 x 4',
      options: ['a', 'b', 'c', 'd'].map((l, i) => ({ id: `q1-${l}`, text: String(10 + i) })),
      type: 'text',
      resources: [],
      metadata: {},
    },
    question_id: 'q1',
    answer: { correct: false, options: [], metadata: {} },
    rice: 0,
    user_id: null,
    category: 'c1',
    level: 1,
    notifications: [],
    user_rice_total: null,
    streak: 0,
    sponsor_id: null,
    ...overrides,
  };
  return { data: { id, type: 'games', attributes } };
}

/** One challenge, served at its own address. */
export function challengeRoute(fixture: ChallengeFixture): Route {
  return ['GET', `/api/engine/challenges/${fixture.id}`, () => json(challengeDocument(fixture))];
}

/** Reads a cookie of the document (jsdom keeps them per test file: tests clear them). */
export function cookie(name: string): string | null {
  const pair = document.cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
