import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { gameStore } from '../../state/game-store';
import { json, statsDocument, stubApi } from '../../test/accounts-fixtures';
import { Shell } from './Shell';

// The runtime config is read once when config.ts loads, so the meta tag must exist before the imports.
vi.hoisted(() => {
  // The shared setup already put one in; this deployment adds its links.
  const meta =
    document.querySelector<HTMLMetaElement>('meta[name="ricebowl-config"]') ?? document.createElement('meta');
  meta.name = 'ricebowl-config';
  meta.content = JSON.stringify({
    defaultCategory: 'multiplication-table',
    links: {
      about: 'https://about.ricebowl.example/about',
      faq: 'https://about.ricebowl.example/faq',
      contact: 'https://about.ricebowl.example/contact',
      privacy: 'https://about.ricebowl.example/privacy',
      social: [{ name: 'Mastodon', url: 'https://social.example/@ricebowl' }],
    },
  });
  document.head.append(meta);
});

function renderShell(url = '/categories') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Shell>
          <p>Screen content</p>
        </Shell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const USER = {
  uuid: 'u-1',
  token: 'secret-token',
  username: 'ricefan',
  avatar: 'avatar-3',
  email: 'ricefan@example.org',
};

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('navigation', { name: 'Menu' }) };
}

beforeEach(() => {
  localStorage.clear();
  gameStore.set(null);
  stubApi();
});

describe('shell', () => {
  it('renders the screen inside the main landmark with a skip link to it', () => {
    renderShell();
    expect(within(screen.getByRole('main')).getByText('Screen content')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('keeps the side menu closed until the toggle opens it', async () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('side-menu');
    expect(screen.getByRole('navigation', { name: 'Menu' }).id).toBe('side-menu');
  });

  it('lists the menu in the spec order, the external pages in a new tab with the configured links', async () => {
    renderShell();
    const { menu } = await openMenu();

    const links = within(within(menu).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('(opens in a new tab)', '').trim())).toEqual([
      'Game',
      'Categories',
      'Difficulty',
      'Challenges',
      'Groups',
      'Leaderboard',
      'About',
      'FAQ',
      'Contact',
    ]);
    expect(links.slice(0, 6).map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/categories',
      '/levels',
      '/challenges',
      '/groups',
      '/high-scores',
    ]);
    for (const link of links.slice(0, 6)) expect(link.getAttribute('target')).toBeNull();

    const external = links.slice(6);
    expect(external.map((link) => link.getAttribute('href'))).toEqual([
      'https://about.ricebowl.example/about',
      'https://about.ricebowl.example/faq',
      'https://about.ricebowl.example/contact',
    ]);
    for (const link of external) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('marks the current screen in the menu', async () => {
    renderShell('/levels');
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Difficulty' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Game' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the game, not the categories, as current while a category is played', async () => {
    renderShell('/categories/world-capitals');
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Game' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Categories' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes the menu with Escape and gives focus back to the toggle', async () => {
    renderShell();
    const { user } = await openMenu();
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Close menu' });
    // Focus moves into the drawer when it opens.
    expect(screen.getByRole('navigation', { name: 'Menu' }).contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('closes the menu with its close button and when a link is followed', async () => {
    renderShell();
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    const again = await openMenu();
    await user.click(within(again.menu).getByRole('link', { name: 'Difficulty' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('shows Anonymous with log-in and sign-up links in the drawer for anonymous players', async () => {
    renderShell();
    const { menu } = await openMenu();
    expect(within(menu).getByText('Anonymous')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/profile-login');
    expect(within(menu).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/profile-register');
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/avatars/anonymous.svg');
  });

  it('shows the signed-in player in the drawer, without log-in links', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    renderShell();
    const { menu } = await openMenu();
    expect(within(menu).getByText('ricefan')).toBeTruthy();
    expect(within(menu).queryByText('Anonymous')).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/avatars/avatar-3.svg');
  });

  it("shows the signed-in player's grain total in the drawer, from the engine statistics", async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    const api = stubApi([['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 98_760 }))]]);
    renderShell();
    const { menu } = await openMenu();
    expect(await within(menu).findByText('98,760 grains of rice')).toBeTruthy();
    expect(api.find('GET', '/api/engine/users/u-1')[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('follows the running total of the game being played', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    stubApi([['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 100 }))]]);
    gameStore.set({ id: 'game-1', user_rice_total: 1_110 } as never);
    renderShell();
    const { menu } = await openMenu();
    expect(within(menu).getByText('1,110 grains of rice')).toBeTruthy();
  });

  it('shows no grain total to anonymous players and asks for none', async () => {
    const api = stubApi();
    renderShell();
    const { menu } = await openMenu();
    expect(within(menu).queryByText(/grains of rice/)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('shows a Login link to /profile-login in the top bar when signed out', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/profile-login');
    expect(within(banner).queryByText(/^Hi, /)).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Ricebowl, back to the game' }).getAttribute('href')).toBe('/');
  });

  it('greets the signed-in player in the top bar with a link to /profile', () => {
    localStorage.setItem('user', JSON.stringify(USER));
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Hi, ricefan' }).getAttribute('href')).toBe('/profile');
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('treats an unreadable stored user as signed out', () => {
    localStorage.setItem('user', '{not json');
    renderShell();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('shows the client version 1.27.0', async () => {
    renderShell();
    const { menu } = await openMenu();
    expect(within(menu).getByText('Version 1.27.0')).toBeTruthy();
  });

  it('has the privacy link and the social links in the footer, opening in a new tab', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: /^Privacy policy/ });
    expect(privacy.getAttribute('href')).toBe('https://about.ricebowl.example/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')?.split(' ')).toContain('noopener');
    const social = within(within(footer).getByRole('navigation', { name: 'Follow us' })).getByRole('link', {
      name: /^Mastodon/,
    });
    expect(social.getAttribute('href')).toBe('https://social.example/@ricebowl');
    expect(within(footer).getByText('Every correct answer pays for 10 grains of rice.')).toBeTruthy();
  });
});
