import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderApp, signInAs, statsDocument, stubApi, type Route } from '../../test/accounts-fixtures';
import { publicGroupsRoute, publicUsersRoute, topGroups, topUsers } from '../../components/groups/test-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

const TOP_USERS = '/api/engine/users?current=1&limit=50';
const TOP_GROUPS = '/api/engine/groups?current=1&limit=50';

function leaderboardRoutes(): Route[] {
  return [
    [
      'GET',
      TOP_USERS,
      () =>
        json(
          topUsers([
            { user: 'u-9', rice: 250_000, rank: 1 },
            { user: 'u-5', rice: 12_340, rank: 2 },
            { user: 'u-6', rice: 12_340, rank: 2 },
            { user: 'u-gone', rice: 500, rank: 4 },
          ]),
        ),
    ],
    [
      'GET',
      TOP_GROUPS,
      () =>
        json(
          topGroups([
            { group: 'g-1', rice: 1_000_000, rank: 1, members: 40 },
            { group: 'g-2', rice: 15_200, rank: 2, members: 1 },
            { group: 'g-3', rice: 10, rank: 3, members: 2 },
          ]),
        ),
    ],
    ['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 1_520, rank: 17 }))],
    publicUsersRoute(
      {
        'u-9': { username: 'riceking', avatar: 'avatar-9' },
        'u-5': { username: 'grainy', avatar: 'avatar-5' },
        'u-6': { username: 'bowlful', avatar: 'avatar-99' },
      },
      false,
    ),
    publicGroupsRoute({
      'g-1': { name: 'Rice Rockets', avatar: 'group-14' },
      'g-2': { name: 'Grain Gang', avatar: 'group-15' },
    }),
  ];
}

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('leaderboard (SPEC §2 Leaderboard)', () => {
  it('pins the signed-in player at the top of the players tab with their rank and rice', async () => {
    signInAs();
    stubApi(leaderboardRoutes());
    renderApp('/high-scores');
    const pinned = await screen.findByTestId('pinned-player');
    expect(pinned.textContent).toBe('Rank17You (ricefan)1,520 grains');
    expect(screen.getByRole('heading', { name: 'Your place' })).toBeTruthy();
    // Pinned above the list of the top players.
    const list = await screen.findByTestId('top-players');
    expect(pinned.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the top players with names and avatars from one batch call; shared ranks stay shared', async () => {
    signInAs();
    const api = stubApi(leaderboardRoutes());
    renderApp('/high-scores');
    const list = await screen.findByTestId('top-players');
    await waitFor(() => expect(rows(list)[0]).toContain('riceking'));
    expect(rows(list)).toEqual([
      'Rank1riceking250,000 grains',
      'Rank2grainy12,340 grains',
      'Rank2bowlful12,340 grains',
      'Rank4Anonymous player500 grains',
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('img')!.getAttribute('src')),
    ).toEqual(['/avatars/avatar-9.svg', '/avatars/avatar-5.svg', '/avatars/anonymous.svg', '/avatars/anonymous.svg']);
    const batches = api.calls.filter((c) => c.path.startsWith('/api/accounts/public/users'));
    expect(batches).toHaveLength(1);
    expect(decodeURIComponent(batches[0]!.path)).toBe('/api/accounts/public/users?uuids=u-5,u-6,u-9,u-gone');
    expect(api.find('GET', TOP_GROUPS)).toHaveLength(0);
  });

  it('switches to the groups tab with the arrow keys and loads the top groups then', async () => {
    signInAs();
    const api = stubApi(leaderboardRoutes());
    renderApp('/high-scores');
    const user = userEvent.setup();
    const players = screen.getByRole('tab', { name: 'Players' });
    expect(players.getAttribute('aria-selected')).toBe('true');
    players.focus();
    await user.keyboard('{ArrowLeft}');
    const groups = screen.getByRole('tab', { name: 'Groups' });
    expect(groups.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(groups);
    const list = await screen.findByTestId('top-groups');
    await waitFor(() => expect(rows(list)[0]).toContain('Rice Rockets'));
    expect(rows(list)).toEqual([
      'Rank1Rice Rockets40 members1,000,000 grains',
      'Rank2Grain Gang1 member15,200 grains',
      'Rank3Group2 members10 grains',
    ]);
    // group-14 is displayed; group-15 and unknown groups show the anonymous group picture.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('img')!.getAttribute('src')),
    ).toEqual(['/groups/group-14.svg', '/groups/group-anonymous.svg', '/groups/group-anonymous.svg']);
    expect(api.find('GET', TOP_GROUPS)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path.startsWith('/api/accounts/public/groups'))).toHaveLength(1);
    expect(screen.queryByTestId('pinned-player')).toBeNull();
  });

  it('shows anonymous players the leaderboards without a pinned row', async () => {
    const api = stubApi(leaderboardRoutes());
    renderApp('/high-scores');
    await screen.findByTestId('top-players');
    expect(screen.queryByTestId('pinned-player')).toBeNull();
    expect(api.find('GET', '/api/engine/users/u-1')).toHaveLength(0);
  });
});
