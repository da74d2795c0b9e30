import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameStore } from '../../state/game-store';
import { CHALLENGE_GAMES_KEY } from '../../state/challenge-cookies';
import { STORAGE_KEYS } from '../../state/storage';
import {
  CATEGORIES,
  USER,
  engineError,
  json,
  location,
  renderApp,
  signInAs,
  stubApi,
  type Route,
} from '../../test/accounts-fixtures';
import {
  DAY,
  HOUR,
  challenge,
  challengeDocument,
  challengeRoute,
  clearCookies,
  cookie,
  gameDocument,
  nowSeconds,
  userChallenges,
  type ChallengeFixture,
} from '../../components/challenges/test-fixtures';

/** The engine's join and leave, answering `rice` for the participant. */
function membershipRoutes(id: string, rice: () => number): Route[] {
  return [
    ['POST', `/api/engine/challenges/${id}/members`, () => json({ challenge_id: id, rice: rice(), joined: true })],
    ['DELETE', `/api/engine/challenges/${id}/members`, () => json({ challenge_id: id, rice: rice(), joined: false })],
  ];
}

const timing = () => screen.getByTestId('challenge-timing');
const joinButton = () => screen.queryByRole('button', { name: 'Join the challenge' });
const leaveButton = () => screen.queryByRole('button', { name: 'Leave the challenge' });

async function openChallenge(fixture: ChallengeFixture, routes: Route[] = []) {
  const api = stubApi([...routes, challengeRoute(fixture)]);
  renderApp(`/challenge/${fixture.id}`);
  await screen.findByRole('heading', { level: 1, name: fixture.title });
  return api;
}

beforeEach(() => {
  gameStore.set(null);
  window.dataLayer = [];
});

afterEach(() => {
  clearCookies();
});

describe('challenge detail: what everyone sees', () => {
  it('shows the image, time left, percent with its meter, grains raised and participants', async () => {
    await openChallenge(challenge());
    const image = document.querySelector('img[src="/assets/challenges/first-harvest.svg"]');
    expect(image).toBeTruthy();
    expect(timing().textContent).toBe('2 days, 3 hours left');
    expect(screen.getByTestId('challenge-percent').textContent).toBe('12%');
    expect(screen.getByRole('img', { name: 'A rice sack, 12% full' }).getAttribute('src')).toBe(
      '/challenges/meter-10.svg',
    );
    expect(screen.getByTestId('challenge-raised').textContent).toBe('12,340');
    expect(screen.getByTestId('challenge-participants').textContent).toBe('7');
    expect(screen.getByText('Goal: 100,000 grains')).toBeTruthy();
    // Not joined: no contribution, no milestones; joining is offered while it runs.
    expect(screen.queryByTestId('challenge-contribution')).toBeNull();
    expect(screen.queryByTestId('challenge-level')).toBeNull();
    expect(joinButton()).toBeTruthy();
    expect(leaveButton()).toBeNull();
  });

  it('counts down to the start of a challenge that has not started, without join or leave', async () => {
    const start = nowSeconds() + 3 * DAY + 4 * HOUR + 30;
    await openChallenge(challenge({ datetime_start: start, datetime_end: start + 30 * DAY, rice_raised: 0 }));
    expect(timing().textContent).toBe('Starts in 3 days, 4 hours');
    expect(timing().dataset.phase).toBe('not_started');
    expect(screen.getByTestId('challenge-percent').textContent).toBe('0%');
    expect(screen.getByRole('img', { name: 'A rice sack, 0% full' }).getAttribute('src')).toBe(
      '/challenges/meter-0.svg',
    );
    expect(joinButton()).toBeNull();
    expect(leaveButton()).toBeNull();
  });

  it('says how long ago a finished challenge ended, without join or leave even for a participant', async () => {
    document.cookie = 'challenges=ch-1; path=/';
    document.cookie = 'challenge_ch-1=230; path=/';
    const end = nowSeconds() - 40 * DAY - 2 * HOUR - 30;
    const api = await openChallenge(
      challenge({ datetime_start: end - 30 * DAY, datetime_end: end, rice_raised: 100_500 }),
      membershipRoutes('ch-1', () => 0),
    );
    expect(timing().textContent).toBe('Finished 1 month, 10 days ago');
    expect(screen.getByTestId('challenge-percent').textContent).toBe('100%');
    expect(screen.getByRole('img', { name: 'A rice sack, 100% full' }).getAttribute('src')).toBe(
      '/challenges/meter-100.svg',
    );
    expect(joinButton()).toBeNull();
    expect(leaveButton()).toBeNull();
    // The stored rice is shown; nothing is posted outside the running window.
    expect(screen.getByTestId('challenge-contribution').textContent).toBe('230 grains');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says so for an unknown challenge', async () => {
    stubApi([['GET', '/api/engine/challenges/nope', () => engineError(404, 'challenge_not_found', 'Not found')]]);
    renderApp('/challenge/nope');
    expect(await screen.findByRole('heading', { name: 'Challenge not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All challenges' }).getAttribute('href')).toBe('/challenges');
  });
});

describe('challenge detail: an anonymous player', () => {
  it('joins with the game of this tab: the cookies are set and the contribution shows', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    let participants = 7;
    const fixture = () => challenge({ participants });
    const api = await openChallenge(fixture(), [
      ['GET', '/api/engine/challenges/ch-1', () => json(challengeDocument(fixture()))],
      [
        'POST',
        '/api/engine/challenges/ch-1/members',
        () => {
          participants += 1;
          return json({ challenge_id: 'ch-1', rice: 0, joined: true });
        },
      ],
      ['DELETE', '/api/engine/challenges/ch-1/members', () => json({ challenge_id: 'ch-1', rice: 40, joined: false })],
    ]);

    await userEvent.setup().click(joinButton()!);
    expect(await screen.findByTestId('challenge-contribution')).toBeTruthy();
    expect(api.find('POST', '/api/engine/challenges/ch-1/members').map((c) => c.body)).toEqual([{ game: 'game-9' }]);
    expect(cookie('challenges')).toBe('ch-1');
    expect(cookie('challenge_ch-1')).toBe('0');
    expect(JSON.parse(localStorage.getItem(CHALLENGE_GAMES_KEY)!)).toEqual({ 'ch-1': 'game-9' });
    expect(screen.getByTestId('challenge-contribution').textContent).toBe('0 grains');
    // The milestones of the challenge: 12,340 grains passed 1,000 and 10,000, so level 2 + 1.
    expect(screen.getByTestId('challenge-level').textContent).toBe('Level 3');
    expect(screen.getByText('Next milestone: 50,000 grains')).toBeTruthy();
    const reached = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('(reached)'));
    expect(reached.map((li) => li.textContent)).toEqual(['1,000 grains (reached)', '10,000 grains (reached)']);
    // The numbers are read again after joining.
    await waitFor(() => expect(screen.getByTestId('challenge-participants').textContent).toBe('8'));
    expect(leaveButton()).toBeTruthy();
    expect(joinButton()).toBeNull();

    await userEvent.setup().click(leaveButton()!);
    await waitFor(() => expect(joinButton()).toBeTruthy());
    expect(api.find('DELETE', '/api/engine/challenges/ch-1/members').map((c) => c.body)).toEqual([{ game: 'game-9' }]);
    expect(cookie('challenges')).toBeNull();
    expect(cookie('challenge_ch-1')).toBeNull();
    expect(screen.queryByTestId('challenge-contribution')).toBeNull();
  });

  it('keeps the other challenges in the cookie when joining and leaving one', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    document.cookie = 'challenges=ch-0; path=/';
    await openChallenge(
      challenge(),
      membershipRoutes('ch-1', () => 0),
    );
    await userEvent.setup().click(joinButton()!);
    await waitFor(() => expect(cookie('challenges')).toBe('ch-0,ch-1'));
    await userEvent.setup().click(leaveButton()!);
    await waitFor(() => expect(cookie('challenges')).toBe('ch-0'));
  });

  it('without a game yet, starts one first (as the game screen would) and joins with it', async () => {
    const api = await openChallenge(challenge(), [
      ...membershipRoutes('ch-1', () => 0),
      ['POST', '/api/engine/games', () => json(gameDocument('game-new'))],
    ]);
    await userEvent.setup().click(joinButton()!);
    await screen.findByTestId('challenge-contribution');
    expect(api.find('POST', '/api/engine/games').map((c) => c.body)).toEqual([
      { category: CATEGORIES[0]!.id, level: 1 },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-new');
    expect(gameStore.get()?.id).toBe('game-new');
    expect(api.find('POST', '/api/engine/challenges/ch-1/members').map((c) => c.body)).toEqual([{ game: 'game-new' }]);
    expect(cookie('challenges')).toBe('ch-1');
  });

  it('is sent to sign in to join a challenge without anonymous play', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    const api = await openChallenge(
      challenge({ anonymous_play: false }),
      membershipRoutes('ch-1', () => 0),
    );
    expect(screen.getByText('Only signed-in players can take part in this challenge.')).toBeTruthy();
    await userEvent.setup().click(joinButton()!);
    await waitFor(() => expect(location()).toBe('/profile-login'));
    expect(api.find('POST', '/api/engine/challenges/ch-1/members')).toEqual([]);
    expect(cookie('challenges')).toBeNull();
  });

  it('on opening a joined, running challenge, refreshes the stored rice through the game that joined', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    localStorage.setItem(CHALLENGE_GAMES_KEY, JSON.stringify({ 'ch-1': 'game-9' }));
    document.cookie = 'challenges=ch-1; path=/';
    document.cookie = 'challenge_ch-1=20; path=/';
    const api = await openChallenge(
      challenge(),
      membershipRoutes('ch-1', () => 120),
    );
    await waitFor(() => expect(screen.getByTestId('challenge-contribution').textContent).toBe('120 grains'));
    expect(cookie('challenge_ch-1')).toBe('120');
    expect(api.find('POST', '/api/engine/challenges/ch-1/members').map((c) => c.body)).toEqual([{ game: 'game-9' }]);
  });

  it('never enrols a different game to refresh: another tab’s game keeps the stored rice', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-other-tab');
    localStorage.setItem(CHALLENGE_GAMES_KEY, JSON.stringify({ 'ch-1': 'game-9' }));
    document.cookie = 'challenges=ch-1; path=/';
    document.cookie = 'challenge_ch-1=20; path=/';
    const fixture = challenge();
    const api = stubApi([...membershipRoutes('ch-1', () => 0), challengeRoute(fixture)]);
    const { client } = renderApp(`/challenge/${fixture.id}`);
    await screen.findByRole('heading', { level: 1, name: fixture.title });
    expect(screen.getByTestId('challenge-contribution').textContent).toBe('20 grains');
    // A refresh would be a query fetching from the first render on: none is left fetching, and none posted.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.find('POST', '/api/engine/challenges/ch-1/members')).toEqual([]);
  });

  it('explains a join the server refuses because the challenge is not running', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-9');
    await openChallenge(challenge(), [
      [
        'POST',
        '/api/engine/challenges/ch-1/members',
        () => engineError(400, 'challenge_not_active', 'Challenge not running'),
      ],
    ]);
    await userEvent.setup().click(joinButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe('This challenge is not running right now.');
    expect(cookie('challenges')).toBeNull();
  });
});

describe('challenge detail: a signed-in player', () => {
  it('joins with an empty body and sees their contribution and the milestone level', async () => {
    signInAs();
    let entries: { challenge_id: string; rice: number }[] = [];
    const api = await openChallenge(challenge({ rice_raised: 999 }), [
      ['GET', `/api/engine/users/${USER.uuid}/challenges`, () => json(userChallenges(entries))],
      [
        'POST',
        '/api/engine/challenges/ch-1/members',
        () => {
          entries = [{ challenge_id: 'ch-1', rice: 1250 }];
          return json({ challenge_id: 'ch-1', rice: 1250, joined: true });
        },
      ],
    ]);
    await waitFor(() => expect(api.find('GET', `/api/engine/users/${USER.uuid}/challenges`)).toHaveLength(1));
    expect(screen.queryByTestId('challenge-contribution')).toBeNull();

    await userEvent.setup().click(joinButton()!);
    const contribution = await screen.findByTestId('challenge-contribution');
    expect(contribution.textContent).toBe('1,250 grains');
    const join = api.find('POST', '/api/engine/challenges/ch-1/members');
    expect(join.map((c) => c.body)).toEqual([{}]);
    expect(join[0]!.headers.authorization).toBe(`Bearer ${USER.token}`);
    // 999 grains: no milestone reached yet, level 0 + 1.
    expect(screen.getByTestId('challenge-level').textContent).toBe('Level 1');
    const section = screen.getByRole('region', { name: 'You take part in this challenge.' });
    expect(within(section).getByText('Next milestone: 1,000 grains')).toBeTruthy();
    expect(cookie('challenges')).toBeNull();
  });

  it('sees an entry it already has, and can leave', async () => {
    signInAs();
    let entries = [{ challenge_id: 'ch-1', rice: 30 }];
    const api = await openChallenge(challenge({ anonymous_play: false }), [
      ['GET', `/api/engine/users/${USER.uuid}/challenges`, () => json(userChallenges(entries))],
      [
        'DELETE',
        '/api/engine/challenges/ch-1/members',
        () => {
          entries = [];
          return json({ challenge_id: 'ch-1', rice: 30, joined: false });
        },
      ],
    ]);
    expect((await screen.findByTestId('challenge-contribution')).textContent).toBe('30 grains');
    expect(screen.queryByText('Only signed-in players can take part in this challenge.')).toBeNull();
    await userEvent.setup().click(leaveButton()!);
    await waitFor(() => expect(joinButton()).toBeTruthy());
    expect(api.find('DELETE', '/api/engine/challenges/ch-1/members').map((c) => c.body)).toEqual([{}]);
    expect(screen.queryByTestId('challenge-contribution')).toBeNull();
  });
});
