import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderApp, signInAs, stubApi } from '../../test/accounts-fixtures';
import { GROUP_ID, groupList } from '../../components/groups/test-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

function withGroups(groups: Parameters<typeof groupList>[0]) {
  return stubApi([['GET', '/api/accounts/groups', () => json(groupList(groups))]]);
}

describe('groups list (SPEC §2 Groups list)', () => {
  it('asks anonymous players to sign in or sign up, without calling the API for groups', () => {
    const api = stubApi();
    renderApp('/groups');
    expect(screen.getByRole('heading', { name: "Hey, it looks like you're not signed in" })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log in' }).map((l) => l.getAttribute('href'))).toContain(
      '/profile-login',
    );
    expect(screen.getAllByRole('link', { name: 'Sign up' }).map((l) => l.getAttribute('href'))).toContain(
      '/profile-register',
    );
    expect(api.find('GET', '/api/accounts/groups')).toHaveLength(0);
  });

  it('greets the player and says they have no group yet, with Join and Make', async () => {
    signInAs();
    withGroups([]);
    renderApp('/groups');
    expect(
      await screen.findByText('You are not in a group yet. Join one with its code, or make your own.'),
    ).toBeTruthy();
    expect(screen.getByText('Hi, ricefan!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a group' }).getAttribute('href')).toBe('/group-join');
    expect(screen.getByRole('link', { name: 'Make a group' }).getAttribute('href')).toBe('/group-create');
    expect(screen.queryByRole('list', { name: 'Your groups' })).toBeNull();
  });

  it('counts one group in the singular', async () => {
    signInAs();
    withGroups([{}]);
    renderApp('/groups');
    expect(await screen.findByText('You are in 1 group.')).toBeTruthy();
  });

  it('counts several groups in the plural and lists them with avatar, name, rice and members', async () => {
    signInAs();
    withGroups([
      { uuid: GROUP_ID, name: 'Rice Rockets', avatar: 'group-3', rice: 15200, total_members: 12 },
      { uuid: 'g-2', name: 'Grain Gang', avatar: 'group-15', rice: 1234567, total_members: 1 },
      { uuid: 'g-3', name: 'Bowl Buddies', avatar: '', rice: 0, total_members: 2 },
    ]);
    renderApp('/groups');
    expect(await screen.findByText('You are in 3 groups.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Your groups' })).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      'Rice Rockets15,200 grains12 members',
      'Grain Gang1,234,567 grains1 member',
      'Bowl Buddies0 grains2 members',
    ]);
    expect(items.map((a) => a.getAttribute('href'))).toEqual([`/group/${GROUP_ID}`, '/group/g-2', '/group/g-3']);
    // group-1 … group-14 are shown; group-15 and none show the anonymous group picture.
    expect(items.map((a) => a.querySelector('img')?.getAttribute('src'))).toEqual([
      '/groups/group-3.svg',
      '/groups/group-anonymous.svg',
      '/groups/group-anonymous.svg',
    ]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signInAs();
    stubApi([['GET', '/api/accounts/groups', () => json({ message: 'Boom', code: 'internal' }, 500)]]);
    renderApp('/groups');
    expect(await screen.findByText('Your groups could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
