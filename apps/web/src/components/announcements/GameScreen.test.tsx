/* The game screen's parts from the accounts API and the engine's badge and milestone notifications. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Notification } from '@ricebowl/contract';
import { GamePage } from '../../pages/game/GamePage';
import { createFakeEngine } from '../../pages/game/fake-engine';
import { fakeFetch } from '../../test/fake-fetch';
import { gameStore } from '../../state/game-store';
import { STORAGE_KEYS } from '../../state/storage';

const EYE_CATCHER = {
  data: {
    id: 'notice-7',
    type: 'eye-catchers',
    attributes: {
      title: 'Join the First Harvest',
      body: 'Help us fill 100,000 grains of rice together.',
      button_link: '/challenges',
      button_text: 'Join the challenge',
    },
  },
};

const ANNOUNCEMENTS = {
  data: [
    {
      id: 'a-1',
      type: 'announcements',
      attributes: {
        title: 'Welcome to Ricebowl',
        image: '',
        summary: 'Answer questions, learn something new, and feed people.',
        call_to_action: '/challenges',
        call_to_action_label: 'See the challenges',
        date: '2026-11-20T10:00:00.000Z',
        expiration_date: '2099-01-01T00:00:00.000Z',
      },
    },
  ],
};

function renderGameScreen(options: { eyeCatcher?: unknown; notifications?: Notification[] } = {}) {
  const engine = createFakeEngine({
    notificationsAfterAnswer: (_game, correct) => (correct ? (options.notifications ?? []) : []),
  });
  // The accounts API's notices beside the fake engine; every answer is checked against the contract.
  vi.stubGlobal(
    'fetch',
    fakeFetch((request) => {
      if (request.url.pathname === '/api/accounts/api/eye-catcher') {
        return Response.json(options.eyeCatcher ?? EYE_CATCHER);
      }
      if (request.url.pathname === '/api/accounts/api/announcements') return Response.json(ANNOUNCEMENTS);
      return engine.fetch(request.url.href, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/categories/world-capitals?level=1']}>
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/categories/:category" element={<GamePage />} />
          </Routes>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return engine;
}

beforeEach(() => {
  gameStore.set(null);
});

describe('game screen: the notice block', () => {
  it('folds the announcement and the eye-catcher into one block, without a second welcome', async () => {
    renderGameScreen();
    const notice = await screen.findByRole('article', { name: 'Join the First Harvest' });
    const block = screen.getByRole('region', { name: 'Notices' });
    expect(block.querySelector('summary')!.textContent).toBe('Welcome to Ricebowl+1 more');
    expect(within(block).queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
    expect(within(notice).getByText('Help us fill 100,000 grains of rice together.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Join the challenge' }).getAttribute('href')).toBe('/challenges');
    const announcement = within(block).getByRole('article', { name: 'Welcome to Ricebowl' });
    expect(within(announcement).getByRole('link', { name: 'See the challenges' }).getAttribute('href')).toBe(
      '/challenges',
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.readAnnouncements) ?? '[]')).toEqual([
        '2026-11-20T10:00:00.000Z',
      ]),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notice: Join the First Harvest' }));
    expect(screen.queryByRole('article', { name: 'Join the First Harvest' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.closedNotices) ?? '[]')).toEqual(['notice-7']);
    expect(within(block).getByRole('article', { name: 'Welcome to Ricebowl' })).toBeTruthy();
  });

  it('shows only the welcome notice when neither an announcement nor an eye-catcher is up', async () => {
    localStorage.setItem(STORAGE_KEYS.readAnnouncements, JSON.stringify(['2026-11-20T10:00:00.000Z']));
    const engine = renderGameScreen({ eyeCatcher: { data: null } });
    await screen.findByRole('heading', { name: /^Question 1 of/ });
    await waitFor(() => expect(engine.fetch).toHaveBeenCalled());
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'notice-welcome-title',
    ]);
  });
});

describe('game screen: badge and milestone notifications', () => {
  it('shows a new badge large, by its label', async () => {
    renderGameScreen({
      notifications: [
        {
          size: 'large',
          code: 'badge',
          title: 'You earned the badge Streak of 10',
          params: { badge: 'streak_10', label: 'Streak of 10' },
        },
        { size: 'small', code: 'milestone', title: '1,000 grains', params: { grains: 1000 } },
      ],
    });
    await screen.findByRole('heading', { name: /^Question 1 of/ });
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Well done!' });
    expect(dialog.textContent).toContain('New badge: Streak of 10!');
    expect(screen.queryByTestId('notification-small')).toBeNull();
  });

  it('shows a grains milestone small, with the rice-bowl icon and thousands separators', async () => {
    renderGameScreen({
      notifications: [{ size: 'small', code: 'milestone', title: 'fallback', params: { grains: 12000 } }],
    });
    await screen.findByRole('heading', { name: /^Question 1 of/ });
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    const note = await screen.findByTestId('notification-small');
    expect(note.textContent).toContain('You have donated 12,000 grains of rice!');
    expect(note.querySelector('svg')).toBeTruthy();
  });
});
