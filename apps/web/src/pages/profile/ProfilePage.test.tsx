import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameStore } from '../../state/game-store';
import { STORAGE_KEYS } from '../../state/storage';
import {
  json,
  location,
  renderApp,
  signInAs,
  statsDocument,
  storedUser,
  stubApi,
  type Route,
} from '../../test/accounts-fixtures';
import { successPercent } from './ProfilePage';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

function renderProfile(url = '/profile', routes: Route[] = []) {
  signInAs();
  const api = stubApi(routes);
  renderApp(url);
  return api;
}

const grains = () => screen.findByTestId('profile-grains');

beforeEach(() => {
  gameStore.set(null);
});

describe('profile tab (SPEC §2 Profile)', () => {
  it('shows the username and the grains donated with thousands separators, from the engine statistics', async () => {
    const api = renderProfile();
    expect((await grains()).textContent).toBe('12,340');
    expect(screen.getByRole('heading', { level: 2, name: 'ricefan' })).toBeTruthy();
    expect(screen.getByText('#42')).toBeTruthy();
    expect(api.find('GET', '/api/engine/users/u-1')[0]?.headers.authorization).toBe('Bearer token-1');
    expect(screen.queryByText('Your account has been marked as cheating.')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Marked as cheating' })).toBeNull();
  });

  it('flags a player of the cheater type (player_type.value 1)', async () => {
    renderProfile('/profile', [
      ['GET', '/api/engine/users/u-1', () => json(statsDocument({ player_type: { value: 1 }, rice: 1000 }))],
    ]);
    const figure = await grains();
    expect(within(figure).getByRole('img', { name: 'Marked as cheating' })).toBeTruthy();
    expect(figure.textContent).toBe('1,000');
    expect(screen.getByText('Your account has been marked as cheating.')).toBeTruthy();
  });

  it('lists favourite categories with their label, success percentage and right × 10 grains', async () => {
    renderProfile();
    await screen.findByRole('rowheader', { name: 'Multiplication Table' });
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Category', 'Success', 'Grains'],
      ['Multiplication Table', '88%', '1,230'],
      ['World Capitals', '33%', '10'],
    ]);
  });

  it('computes the success percentage as coef × 100 rounded', () => {
    expect(successPercent(0.8786)).toBe(88);
    expect(successPercent(0.3333)).toBe(33);
    expect(successPercent(0.125)).toBe(13);
    expect(successPercent(1)).toBe(100);
    expect(successPercent(0)).toBe(0);
  });

  it('links each group contribution to its group page', async () => {
    const api = renderProfile();
    const rockets = await screen.findByRole('link', { name: /^Rice Rockets/ });
    expect(rockets.getAttribute('href')).toBe('/group/g-1');
    expect(rockets.textContent).toBe('Rice Rockets1,520 grains');
    expect(screen.getByRole('link', { name: /^Grain Gang/ }).getAttribute('href')).toBe('/group/g-2');
    expect(api.find('GET', '/api/accounts/public/groups?uuids=g-1,g-2')).toHaveLength(1);
  });

  it('still links the groups when their names cannot be read', async () => {
    renderProfile('/profile', [
      ['GET', /^\/api\/accounts\/public\/groups/, () => json({ message: 'x', code: 'not_found' }, 404)],
    ]);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Group/ })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: /^Group/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/group/g-1',
      '/group/g-2',
    ]);
  });

  it('has an Edit button to /profile-edit', async () => {
    renderProfile();
    await grains();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/profile-edit');
  });

  it('confirms a verified e-mail address (?verified=1)', async () => {
    renderProfile('/profile?verified=1');
    await grains();
    expect(screen.getByRole('status').textContent).toBe('Your e-mail address is verified.');
  });

  it('signs out: revokes the token, forgets the player and the game, and goes back to the game', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-3');
    const api = renderProfile();
    await grains();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(storedUser()).toBeNull());
    const logout = api.find('POST', '/api/accounts/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.authorization).toBe('Bearer token-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBeNull();
    await waitFor(() => expect(location()).toBe('/categories/multiplication-table?level=1'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('signs out here even when the server no longer knows the token', async () => {
    renderProfile('/profile', [
      ['POST', '/api/accounts/auth/logout', () => json({ message: 'No', code: 'unauthorized' }, 401)],
    ]);
    await grains();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(storedUser()).toBeNull());
    await waitFor(() => expect(location()).toBe('/categories/multiplication-table?level=1'));
  });
});

describe('badges tab', () => {
  it('lists every badge, the unearned ones dimmed', async () => {
    const api = renderProfile();
    await grains();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Badges' }));

    const items = await screen.findAllByRole('listitem');
    const badges = items.filter((item) => item.hasAttribute('data-earned'));
    expect(badges.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Streak of 10',
      'Streak of 25',
      '1,000 answers',
      '2,000 answers',
      'One hour',
    ]);
    expect(badges.map((item) => item.getAttribute('data-earned'))).toEqual(['true', 'false', 'true', 'false', 'false']);
    for (const item of badges) {
      const earned = item.getAttribute('data-earned') === 'true';
      expect(item.classList.contains('badgeLocked')).toBe(!earned);
      expect(within(item).getByText(earned ? 'Earned' : 'Not earned yet')).toBeTruthy();
    }
    expect(screen.getByText('You have earned 2 of 5 badges.')).toBeTruthy();
    expect(api.find('GET', '/api/engine/badges/?limit=50')).toHaveLength(1);
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderProfile();
    await grains();
    const user = userEvent.setup();
    const profileTab = screen.getByRole('tab', { name: 'Profile' });
    expect(profileTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Badges' }).getAttribute('tabindex')).toBe('-1');
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    const badgesTab = screen.getByRole('tab', { name: 'Badges' });
    expect(badgesTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(badgesTab);
    expect(screen.getByRole('tabpanel', { name: 'Badges' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });
});
