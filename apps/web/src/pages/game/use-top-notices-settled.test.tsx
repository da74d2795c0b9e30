import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { gameStore } from '../../state/game-store';
import { GamePage } from './GamePage';
import { createFakeEngine } from './fake-engine';
import { TOP_NOTICES_WAIT_MS } from './use-top-notices-settled';

/** The fake engine, with the accounts API's announcements and eye-catcher held until released. */
function renderWithSlowAccounts() {
  const engine = createFakeEngine();
  const held: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) =>
      input.startsWith('/api/accounts/')
        ? new Promise<Response>((resolve) =>
            // As the accounts API answers with none up: no announcement, no eye-catcher.
            held.push(() => resolve(Response.json({ data: input.endsWith('/eye-catcher') ? null : [] }))),
          )
        : engine.fetch(input, init),
    ),
  );
  gameStore.set(null);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/categories/world-capitals?level=1']}>
        <Routes>
          <Route path="/categories/:category" element={<GamePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { release: () => held.splice(0).forEach((answer) => answer()) };
}

const question = () => screen.queryByRole('heading', { name: /^Question \d+ of/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('the notices above the game (no layout shift)', () => {
  it('holds the card back until the announcement and eye-catcher have answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const accounts = renderWithSlowAccounts();
    // Everything but the accounts API has long answered; the wait has not run out yet.
    await act(() => vi.advanceTimersByTimeAsync(TOP_NOTICES_WAIT_MS - 100));
    expect(question()).toBeNull();
    await act(async () => accounts.release());
    expect(await screen.findByRole('heading', { name: /^Question \d+ of/ })).toBeTruthy();
  });

  it('lays out without them when the accounts API is slow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithSlowAccounts();
    await act(() => vi.advanceTimersByTimeAsync(TOP_NOTICES_WAIT_MS - 100));
    expect(question()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole('heading', { name: /^Question \d+ of/ })).toBeTruthy();
  });
});
