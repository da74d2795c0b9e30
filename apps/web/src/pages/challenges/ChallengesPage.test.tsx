import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER, json, location, renderApp, signInAs, stubApi, type Route } from '../../test/accounts-fixtures';
import {
  DAY,
  challenge,
  challengeList,
  challengeRoute,
  clearCookies,
  nowSeconds,
  userChallenges,
} from '../../components/challenges/test-fixtures';

const harvest = challenge();
const upcoming = challenge({
  id: 'ch-2',
  title: 'Spring Sowing',
  description: 'Starts next week.',
  image: 'https://cdn.example.org/sowing.png',
  datetime_start: nowSeconds() + 7 * DAY,
  datetime_end: nowSeconds() + 30 * DAY,
});

function openList(routes: Route[] = []) {
  const api = stubApi([
    ...routes,
    ['GET', '/api/engine/challenges', () => json(challengeList([upcoming, harvest]))],
    challengeRoute(harvest),
  ]);
  renderApp('/challenges');
  return api;
}

const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  clearCookies();
});

describe('/challenges', () => {
  it('lists the challenges as cards with image, title, description, phase and a view link', async () => {
    openList();
    const list = await screen.findByRole('list', { name: 'Challenges' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const first = card('Spring Sowing');
    expect(within(first).getByRole('heading', { name: 'Spring Sowing' })).toBeTruthy();
    expect(within(first).getByText('Starts next week.')).toBeTruthy();
    expect(within(first).getByText('Coming soon')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.org/sowing.png');
    const second = card('First Harvest');
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/assets/challenges/first-harvest.svg');
    expect(within(second).getByText('Running')).toBeTruthy();
    const view = within(second).getByRole('link', { name: 'View the challenge First Harvest' });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe('/challenge/ch-1');
    // Nobody takes part: no accepted marks.
    expect(screen.queryByText('Accepted')).toBeNull();

    await userEvent.setup().click(view);
    expect(location()).toBe('/challenge/ch-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'First Harvest' })).toBeTruthy();
  });

  it('marks the challenges an anonymous player joined, from the challenges cookie', async () => {
    document.cookie = 'challenges=ch-1; path=/';
    document.cookie = 'challenge_ch-1=50; path=/';
    const api = openList();
    await screen.findByRole('list', { name: 'Challenges' });
    expect(within(card('First Harvest')).getByText('Accepted')).toBeTruthy();
    expect(within(card('Spring Sowing')).queryByText('Accepted')).toBeNull();
    expect(api.calls.some((c) => c.path.includes('/users/'))).toBe(false);
  });

  it('marks the challenges a signed-in player takes part in, from their entries', async () => {
    signInAs();
    document.cookie = 'challenges=ch-2; path=/'; // someone else's anonymous play on this browser
    openList([
      [
        'GET',
        `/api/engine/users/${USER.uuid}/challenges`,
        () => json(userChallenges([{ challenge_id: 'ch-1', rice: 10 }])),
      ],
    ]);
    await screen.findByRole('list', { name: 'Challenges' });
    await waitFor(() => expect(within(card('First Harvest')).getByText('Accepted')).toBeTruthy());
    expect(within(card('Spring Sowing')).queryByText('Accepted')).toBeNull();
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    let fail = true;
    stubApi([
      [
        'GET',
        '/api/engine/challenges',
        () =>
          fail
            ? json({ errors: [{ status: '500', type: 'api-problem', code: 'internal', title: 'x' }] }, 500)
            : json(challengeList([])),
      ],
    ]);
    renderApp('/challenges');
    expect((await screen.findByRole('alert')).textContent).toContain('The challenges could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no challenges right now. Check back soon!')).toBeTruthy();
  });
});
