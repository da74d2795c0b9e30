import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER, json, location, renderApp, signInAs, stubApi, type Route } from '../../test/accounts-fixtures';
import { AS_ADMIN, AS_PLAYER, challenge, list, preloadAdminArea } from './test-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const CHALLENGES: Route = [
  'GET',
  '/api/admin/challenges',
  () => json(list('challenges', [{ id: 'ch-1', ...challenge() }])),
];

describe('admin area: who gets in', () => {
  it('sends a signed-out visitor to sign in, asking the admin API nothing', async () => {
    const api = stubApi();
    renderApp('/admin');
    await vi.waitFor(() => expect(location()).toBe('/profile-login'));
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows a player "not allowed" and nothing of the area, keeps them signed in, and no admin link', async () => {
    signInAs();
    stubApi([AS_PLAYER]);
    renderApp('/admin/sponsors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(location()).toBe('/admin/sponsors');
    expect(localStorage.getItem('user')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('opens on the challenges for an admin, with the section menu and an admin link in the side menu', async () => {
    // The side menu's admin link follows the role that came with the session at sign-in.
    signInAs({ ...USER, role: 'admin' });
    const api = stubApi([AS_ADMIN, CHALLENGES]);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenges' })).toBeTruthy();
    expect(location()).toBe('/admin/challenges');
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Challenges',
      'Announcements',
      'Categories',
      'Sponsors',
      'Players',
      'Groups',
      'Audit log',
      'Reports',
      'Reported questions',
    ]);
    // The access check asks with the session's token, on the accounts host's /api/admin.
    const check = api.find('GET', '/api/admin/users/u-1')[0]!;
    expect(check.headers.authorization).toBe('Bearer token-1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    // SPEC's order first (game … contact), the admin link last.
    expect(links.at(-1)?.textContent).toBe('Administration');
    expect(links.at(-1)?.getAttribute('href')).toBe('/admin');
  });

  it('moves between sections with the keyboard', async () => {
    signInAs();
    stubApi([AS_ADMIN, CHALLENGES, ['GET', '/api/admin/audit?current=1', () => json(list('audit-entries', []))]]);
    renderApp('/admin/challenges');
    await screen.findByRole('heading', { level: 1, name: 'Challenges' });
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Audit log' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });
});
