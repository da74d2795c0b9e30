import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { appFlags, type AppFlag } from './state/app-flags';
import { App } from './App';
import { LocationProbe } from './pages/categories/test-utils';

// The game screen is tested on its own; here it only has to show that the route reached it.
vi.mock('./pages/game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

function renderApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function location() {
  return screen.getByTestId('location').textContent;
}

const NOT_FOUND_TEXT = 'Please check the link and try again. You can go to the game by clicking the button below.';

beforeEach(() => {
  // No screen under test should need the network; any call is answered as a failure the test would see.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('unexpected fetch'))),
  );
});

describe('routes', () => {
  it('shows the page-not-found message for an unknown route, with a way back to the game', async () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();

    const back = screen.getByRole('link', { name: 'Go to the game' });
    expect(back.getAttribute('href')).toBe('/');
    await userEvent.setup().click(back);
    expect(location()).toBe('/categories/multiplication-table?level=1');
    expect(screen.getByText('Game screen')).toBeTruthy();
  });

  it('treats deeper unknown paths as unknown too', () => {
    renderApp('/categories/multiplication-table/extra');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('keeps the shell around every screen', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('app flags replace every route (SPEC §8)', () => {
  const cases: [AppFlag, string, string][] = [
    ['rateLimited', 'Rate limit exceeded', 'You have exceeded the rate limit. Please try again later.'],
    [
      'connectionError',
      'Connection error',
      'This page failed to load due to a connection error. Please check your internet connection and refresh the page.',
    ],
    [
      'siteBlocked',
      'Site blocked',
      "Your network blocks requests to Ricebowl. Please ask your network administrator to allow requests to this site's domains.",
    ],
  ];

  it.each(cases)('%s shows its page instead of the routes', (flag, title, body) => {
    appFlags.set(flag);
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it('replaces the screen the moment a flag is set, and does not redirect', () => {
    renderApp('/categories/basic-math?level=2');
    expect(screen.getByText('Game screen')).toBeTruthy();

    act(() => appFlags.set('rateLimited'));
    expect(screen.queryByText('Game screen')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rate limit exceeded');
    expect(location()).toBe('/categories/basic-math?level=2');

    act(() => appFlags.clear());
    expect(screen.getByText('Game screen')).toBeTruthy();
  });

  it('does not run the home redirect while a flag is set', () => {
    appFlags.set('connectionError');
    renderApp('/');
    expect(location()).toBe('/');
  });
});

describe('home redirect', () => {
  it('sends / to the default category at level 1', () => {
    renderApp('/');
    expect(location()).toBe('/categories/multiplication-table?level=1');
    expect(screen.getByText('Game screen')).toBeTruthy();
  });

  it('uses the stored category and level', () => {
    localStorage.setItem('category', 'world-capitals');
    localStorage.setItem('level', '2');
    renderApp('/');
    expect(location()).toBe('/categories/world-capitals?level=2');
  });

  it('prefers ?level= over the stored level', () => {
    localStorage.setItem('level', '2');
    renderApp('/?level=3');
    expect(location()).toBe('/categories/multiplication-table?level=3');
  });

  it('ignores a level outside 1 to 5', () => {
    localStorage.setItem('level', '4');
    renderApp('/?level=9');
    expect(location()).toBe('/categories/multiplication-table?level=4');
  });

  it('falls back to level 1 for a broken stored level', () => {
    localStorage.setItem('level', 'hard');
    renderApp('/');
    expect(location()).toBe('/categories/multiplication-table?level=1');
  });

  it('keeps reset=true', () => {
    renderApp('/?level=3&reset=true');
    expect(location()).toBe('/categories/multiplication-table?level=3&reset=true');
  });

  it('drops a reset that is not true', () => {
    renderApp('/?reset=false');
    expect(location()).toBe('/categories/multiplication-table?level=1');
  });

  it('stores nothing itself', () => {
    renderApp('/?level=3');
    expect(localStorage.getItem('level')).toBeNull();
    expect(localStorage.getItem('category')).toBeNull();
  });
});
