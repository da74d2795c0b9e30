import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TIMINGS } from '@ricebowl/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { HomeRedirect } from '../home/HomeRedirect';
import { appFlags } from '../../state/app-flags';
import { gameStore } from '../../state/game-store';
import { STORAGE_KEYS } from '../../state/storage';
import { GamePage } from './GamePage';
import { startGameScreen } from './start-game-screen';
import { CAPITALS, TIMES_TABLES, createFakeEngine, type FakeEngineOptions } from './fake-engine';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderGame(
  url: string,
  options: FakeEngineOptions = {},
  setup?: (engine: ReturnType<typeof createFakeEngine>) => void,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const engine = createFakeEngine(options);
  setup?.(engine);
  vi.stubGlobal('fetch', engine.fetch);
  // StrictMode as in main.tsx: effects run twice, and still only one game may be created.
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/" element={<HomeRedirect />} />
            <Route path="/categories/:category" element={<GamePage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return engine;
}

const gameCalls = (engine: ReturnType<typeof createFakeEngine>) =>
  engine.calls.filter((call) => /^\/api\/engine\/games(\/|$)/.test(call.path));
const location = () => screen.getByTestId('location').textContent;
const events = () => (window.dataLayer ?? []) as { event: string }[];
const questionHeading = () => screen.findByRole('heading', { name: /^Question \d+ of/ });
/** Moves fake time past the result's delay, so the next question follows without waiting in real time. */
const passResultDelay = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.resultWrongMs));

beforeEach(() => {
  gameStore.set(null);
  window.dataLayer = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('game flow', () => {
  it('creates a game for the chosen category and level when no game id is stored', async () => {
    const engine = renderGame('/categories/world-capitals?level=2');
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-capitals at level 2');
    expect(gameCalls(engine)).toEqual([
      { method: 'POST', path: '/api/engine/games', body: { category: 'cat-capitals', level: 2 } },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-1');
    // The anonymous game's claim secret is kept with it for the tab, to be sent at sign-in or sign-up.
    expect(sessionStorage.getItem(STORAGE_KEYS.gameClaim)).toBe('claim-of-game-1');
    expect(localStorage.getItem(STORAGE_KEYS.category)).toBe('world-capitals');
    expect(localStorage.getItem(STORAGE_KEYS.level)).toBe('2');
    expect(events()).toContainEqual({ event: 'game_start', category: 'world-capitals', level: 2 });
    // The rest of the screen around the card.
    const categoryLink = screen.getByRole('link', { name: 'World Capitals. Choose another category' });
    expect(categoryLink.getAttribute('href')).toBe('/categories?focus=geography');
    expect(screen.getByRole('img', { name: 'World Capitals icon' }).getAttribute('src')).toBe(
      '/assets/icons/world-capitals.svg',
    );
    expect(screen.getByRole('link', { name: 'Level 2. Change the difficulty' }).getAttribute('href')).toBe('/levels');
    expect(screen.getAllByRole('group', { name: 'Advertisement' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeTruthy();
  });

  it('uses the stored level when the route has none, and gives at most the category maximum', async () => {
    localStorage.setItem(STORAGE_KEYS.level, '4');
    const engine = renderGame('/categories/world-capitals');
    await questionHeading();
    expect(gameCalls(engine)[0]?.body).toEqual({ category: 'cat-capitals', level: 4 });
  });

  it('gives the category maximum to a level query above it, and shows that level in the URL', async () => {
    const engine = renderGame('/categories/multiplication-table?level=5');
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-times at level 3');
    expect(gameCalls(engine)[0]?.body).toEqual({ category: TIMES_TABLES.id, level: 3 });
    expect(screen.getByRole('link', { name: 'Level 3. Change the difficulty' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/categories/multiplication-table?level=3'));
    expect(gameCalls(engine)).toHaveLength(1);
  });

  it('loads a stored game that has no data yet, and changes nothing when it matches', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-7');
    const engine = renderGame('/categories/world-capitals?level=2', {}, (e) =>
      e.addGame('game-7', CAPITALS.id, 2, 120),
    );
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-capitals at level 2');
    expect(gameCalls(engine)).toEqual([{ method: 'GET', path: '/api/engine/games/game-7', body: undefined }]);
    expect(screen.getByText('You have donated 120 grains of rice.')).toBeTruthy();
    expect(events().map((e) => e.event)).not.toContain('game_start');
  });

  it('sends a category change when the loaded game is in another category or level', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-7');
    const engine = renderGame('/categories/world-capitals?level=2', {}, (e) => e.addGame('game-7', TIMES_TABLES.id, 1));
    expect((await screen.findByRole('heading', { name: /of cat-capitals/ })).textContent).toBe(
      'Question 2 of cat-capitals at level 2',
    );
    expect(gameCalls(engine)).toEqual([
      { method: 'GET', path: '/api/engine/games/game-7', body: undefined },
      { method: 'PATCH', path: '/api/engine/games/game-7/category', body: { category: 'cat-capitals', level: 2 } },
    ]);
    expect(events()).toContainEqual({ event: 'change_category', category: 'world-capitals' });
    expect(events()).toContainEqual({ event: 'difficulty_level_set', level: 2 });
  });

  it('shows the not-found page for an unknown category', async () => {
    const engine = renderGame('/categories/no-such-category');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(gameCalls(engine)).toEqual([]);
  });

  it('clears the stored game on a 404 and restarts through /?reset=true', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'gone');
    const engine = renderGame('/categories/world-capitals?level=2');
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-capitals at level 2');
    expect(location()).toBe('/categories/world-capitals?level=2&reset=true');
    expect(gameCalls(engine)).toEqual([
      { method: 'GET', path: '/api/engine/games/gone', body: undefined },
      { method: 'POST', path: '/api/engine/games', body: { category: 'cat-capitals', level: 2 } },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-1');
  });

  it('does not reset automatically when reset=true is present, and offers a new game instead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'gone');
    const engine = renderGame('/categories/world-capitals?level=2&reset=true');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not continue your game.');
    // No redirect, no second attempt: no loop, however long the player looks at the message.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(location()).toBe('/categories/world-capitals?level=2&reset=true');
    expect(gameCalls(engine)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start a new game' }));
    await questionHeading();
    expect(gameCalls(engine).at(-1)).toEqual({
      method: 'POST',
      path: '/api/engine/games',
      body: { category: 'cat-capitals', level: 2 },
    });
  });
});

describe('the early start (main.tsx)', () => {
  const categoryCalls = (engine: ReturnType<typeof createFakeEngine>) =>
    engine.calls.filter((call) => call.path.startsWith('/api/engine/categories'));

  it('creates the game before the screen renders, and the screen takes it over', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const url = '/categories/world-capitals?level=2';
    const engine = renderGame(
      url,
      {},
      (e) => {
        vi.stubGlobal('fetch', e.fetch);
        startGameScreen(client, new URL(url, 'http://localhost'));
      },
      client,
    );
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-capitals at level 2');
    expect(gameCalls(engine)).toEqual([
      { method: 'POST', path: '/api/engine/games', body: { category: 'cat-capitals', level: 2 } },
    ]);
    expect(categoryCalls(engine)).toHaveLength(1);
    expect(events().filter((e) => e.event === 'game_start')).toHaveLength(1);
  });

  it('loads a stored game once: the screen joins the early start', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gameId, 'game-7');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const url = '/categories/world-capitals?level=2';
    const engine = renderGame(
      url,
      {},
      (e) => {
        e.addGame('game-7', CAPITALS.id, 2, 120);
        vi.stubGlobal('fetch', e.fetch);
        startGameScreen(client, new URL(url, 'http://localhost'));
      },
      client,
    );
    expect((await questionHeading()).textContent).toBe('Question 1 of cat-capitals at level 2');
    await waitFor(() => expect(gameCalls(engine)).toHaveLength(1));
    expect(gameCalls(engine)).toEqual([{ method: 'GET', path: '/api/engine/games/game-7', body: undefined }]);
  });

  it('starts nothing for another screen or an unknown category', async () => {
    const client = new QueryClient();
    const engine = createFakeEngine();
    vi.stubGlobal('fetch', engine.fetch);
    startGameScreen(client, new URL('http://localhost/groups'));
    expect(engine.calls).toEqual([]);
    startGameScreen(client, new URL('http://localhost/categories/no-such-category'));
    await waitFor(() => expect(categoryCalls(engine)).toHaveLength(1));
    expect(gameCalls(engine)).toEqual([]);
  });
});

describe('answering', () => {
  it('submits the answer, tracks it, updates the rice total and follows a server level change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const engine = renderGame('/categories/world-capitals?level=2', {
      levelAfterAnswer: (game, correct) => (correct ? game.level + 1 : game.level),
      notificationsAfterAnswer: (game, correct) =>
        correct ? [{ size: 'small', title: 'Level up!', code: 'level_up', params: { level: game.level + 1 } }] : [],
    });
    await questionHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    expect(await screen.findByText('You have donated 10 grains of rice.')).toBeTruthy();
    expect(gameCalls(engine).at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/engine/games/game-1/answer',
      body: { answer: 'q1-a', question: 'q1' },
    });
    expect(screen.getByRole('button', { name: 'Option A1 (correct answer)' }).dataset.state).toBe('correct');
    expect(events()).toContainEqual({ event: 'answer_given', correct: true, grains: 10 });
    expect(screen.getByTestId('notification-small').textContent).toContain('Level up! You are now on level 3.');
    await waitFor(() => expect(location()).toBe('/categories/world-capitals?level=3'));
    expect(localStorage.getItem(STORAGE_KEYS.level)).toBe('3');
    expect(screen.getByRole('link', { name: 'Level 3. Change the difficulty' })).toBeTruthy();
    // After the result's delay the next question (already in the response) takes the card.
    await passResultDelay();
    expect(await screen.findByRole('heading', { name: 'Question 2 of cat-capitals at level 3' })).toBeTruthy();
    // The server's level is now the chosen one: by the next question, no category change was sent back.
    expect(gameCalls(engine).filter((call) => call.path.endsWith('/category'))).toEqual([]);
    expect(events().map((e) => e.event)).not.toContain('difficulty_level_set');
  });

  it('shows the sponsor the engine names with each question, from ads asked for once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ad = (id: string, sponsor: string, text: string) => ({
      id,
      type: 'ads' as const,
      attributes: {
        sponsor_id: sponsor,
        kind: 'text' as const,
        image_url: '',
        text,
        link: `https://${sponsor}.example.org/`,
        alt: '',
      },
    });
    const engine = renderGame('/categories/world-capitals?level=1', {
      ads: [ad('ad-1', 's-1', 'Grains from Good Grains'), ad('ad-2', 's-2', 'Bowls by Bowl Co')],
      sponsorOf: (n) => (n === 1 ? 's-1' : n === 2 ? 's-2' : null),
    });
    await questionHeading();
    const slots = () => screen.getAllByRole('group', { name: 'Advertisement' });
    await waitFor(() => expect(slots()[0]!.textContent).toContain('Grains from Good Grains'));
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    await screen.findByText(/^Correct! Option A1/);
    await passResultDelay();
    await screen.findByRole('heading', { name: 'Question 2 of cat-capitals at level 1' });
    expect(slots()[0]!.textContent).toContain('Bowls by Bowl Co');
    fireEvent.click(screen.getByRole('button', { name: 'Option A2' }));
    await screen.findByText(/^Correct! Option A2/);
    await passResultDelay();
    await screen.findByRole('heading', { name: 'Question 3 of cat-capitals at level 1' });
    // No sponsor named: the category's sponsor text is the house ad.
    expect(slots()[0]!.textContent).toContain("Sponsored by Ricebowl's supporters");
    // The answer loop never asked for ads again.
    expect(engine.calls.filter((call) => call.path === '/api/accounts/api/ads')).toHaveLength(1);
  });

  it('tracks a wrong answer with no grains', async () => {
    renderGame('/categories/world-capitals?level=1');
    await questionHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Option B1' }));
    expect(await screen.findByText('Wrong. The right answer is Option A1.')).toBeTruthy();
    expect(events()).toContainEqual({ event: 'answer_given', correct: false, grains: 0 });
  });

  it('shows the connection error on the card, not the full-page error, when an answer cannot be sent', async () => {
    let offline = true;
    renderGame('/categories/world-capitals?level=1', { answerFailure: () => (offline ? 'network' : null) });
    await questionHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connection error. Please try again.');
    expect(appFlags.get()).toBeNull();
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    expect(await screen.findByText(/^Correct! Option A1/)).toBeTruthy();
  });

  it('resets the game when an answer gets a 404', async () => {
    let status: number | null = 404;
    const engine = renderGame('/categories/world-capitals?level=1', {
      answerFailure: () => {
        const s = status;
        status = null;
        return s;
      },
    });
    await questionHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Option A1' }));
    await waitFor(() => expect(location()).toBe('/categories/world-capitals?level=1&reset=true'));
    expect(await screen.findByRole('heading', { name: /^Question 2 of/ })).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('game-2');
    expect(gameCalls(engine).filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
