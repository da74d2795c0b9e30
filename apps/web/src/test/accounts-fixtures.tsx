/* Test-only: a stand-in for both APIs behind a stubbed fetch, real-shaped documents, and the app rendered at a URL. */
import { beforeEach, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type {
  AccountsError,
  BadgeAttributes,
  CategoryAttributes,
  SessionResponse,
  UserAttributes,
  UserStatsAttributes,
} from '@ricebowl/contract';
import { App } from '../App';
import type { SessionUser } from '../state/session';
import { fakeFetch, notFound } from './fake-fetch';

export interface ApiCall {
  method: string;
  /** Path and query below the host, e.g. `/api/accounts/auth/login`. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Respond = (call: ApiCall, match: RegExpExecArray) => Response | Promise<Response>;
export type Route = [method: string, path: RegExp | string, respond: Respond];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An accounts error body (ARCHITECTURE §4). */
export function accountsError(status: number, error: Partial<AccountsError> & { message: string }): Response {
  return json({ code: 'bad_request', ...error }, status);
}

export function engineError(status: number, code = 'not_found', title = 'Not found'): Response {
  return json({ errors: [{ status: String(status), type: 'api-problem', code, title }] }, status);
}

export const USER: SessionUser = {
  uuid: 'u-1',
  token: 'token-1',
  username: 'ricefan',
  avatar: 'avatar-3',
  email: 'ricefan@example.org',
};

export const SESSION: SessionResponse = {
  uuid: 'u-1',
  token: 'token-1',
  userData: { username: 'ricefan', avatar: 'avatar-3' },
};

export function userDocument(attributes: Partial<UserAttributes> = {}) {
  const full: UserAttributes = {
    uuid: 'u-1',
    username: 'ricefan',
    email: 'ricefan@example.org',
    avatar: 'avatar-3',
    verified: true,
    created_at: '2026-11-01T10:00:00.000Z',
    language: 'en',
    ...attributes,
  };
  return { data: { id: full.uuid, type: 'users', attributes: full } };
}

export function statsDocument(attributes: Partial<UserStatsAttributes> = {}) {
  const full: UserStatsAttributes = {
    rice: 12340,
    rank: 42,
    player_type: { value: 0 },
    badges: ['streak_10', 'accumulation_1000'],
    details: {
      fav_categories: [
        { category: 'c1', total: 140, right: 123, wrong: 17, coef: 0.8786 },
        { category: 'c5', total: 3, right: 1, wrong: 2, coef: 0.3333 },
      ],
      groups: [
        { id: 'g-1', contribution: 1520 },
        { id: 'g-2', contribution: 30 },
      ],
    },
    ...attributes,
  };
  return { data: { id: 'u-1', type: 'users', attributes: full } };
}

export function collection<A extends object>(type: string, items: (A & { id: string })[]) {
  return {
    data: items.map(({ id, ...attributes }) => ({ id, type, attributes })),
    meta: { pagination: { current_page: 1, total_pages: 1, total: items.length } },
  };
}

export const BADGES: (BadgeAttributes & { id: string })[] = [
  { id: 'streak_10', machine_name: 'streak_10', label: 'Streak of 10', description: '10 correct answers in a row' },
  { id: 'streak_25', machine_name: 'streak_25', label: 'Streak of 25', description: '25 correct answers in a row' },
  {
    id: 'accumulation_1000',
    machine_name: 'accumulation_1000',
    label: '1,000 answers',
    description: '1,000 correct answers',
  },
  {
    id: 'accumulation_2000',
    machine_name: 'accumulation_2000',
    label: '2,000 answers',
    description: '2,000 correct answers',
  },
  { id: 'persistence_1h', machine_name: 'persistence_1h', label: 'One hour', description: 'An hour of play' },
];

const category = (id: string, machine_name: string, label: string): CategoryAttributes & { id: string } => ({
  id,
  machine_name,
  label,
  icon_urls: [],
  levels: 5,
  category_group: 'math',
  category_group_label: 'Math',
  sponsor_text: '',
  language: 'zxx',
});

export const CATEGORIES = [
  category('c1', 'multiplication-table', 'Multiplication Table'),
  category('c5', 'world-capitals', 'World Capitals'),
];

/** What a signed-in player's screens read unless a test says otherwise. */
export const DEFAULT_ROUTES: Route[] = [
  ['GET', '/api/engine/categories/?limit=50', () => json(collection('categories', CATEGORIES))],
  ['GET', '/api/engine/badges/?limit=50', () => json(collection('badges', BADGES))],
  ['GET', /^\/api\/engine\/users\/([^/?]+)$/, () => json(statsDocument())],
  ['GET', /^\/api\/accounts\/users\/([^/?]+)$/, () => json(userDocument())],
  [
    'GET',
    /^\/api\/accounts\/public\/groups\?uuids=(.*)$/,
    (_call, match) =>
      json({
        data: decodeURIComponent(match[1]!)
          .split(',')
          .map((id) => ({
            id,
            type: 'groups',
            attributes: { uuid: id, name: id === 'g-1' ? 'Rice Rockets' : 'Grain Gang', avatar: 'group-1' },
          })),
      }),
  ],
  ['POST', '/api/accounts/auth/logout', () => json({ message: 'Signed out' })],
  ['POST', '/api/engine/client-errors', () => new Response(null, { status: 204 })],
];

/**
 * Stubs fetch with the given routes (tried first) and the defaults. Every call is recorded; an
 * unknown call answers a 404 of its service.
 */
export function stubApi(routes: Route[] = []) {
  const calls: ApiCall[] = [];
  const all = [...routes, ...DEFAULT_ROUTES];
  const fetchMock = fakeFetch((request) => {
    const { path } = request;
    const call: ApiCall = { method: request.method, path, body: request.body, headers: request.headers };
    if (path !== '/api/engine/client-errors') calls.push(call);
    for (const [method, pattern, respond] of all) {
      if (method !== call.method) continue;
      if (typeof pattern === 'string') {
        if (pattern === path) return respond(call, [path] as unknown as RegExpExecArray);
      } else {
        const match = pattern.exec(path);
        if (match) return respond(call, match);
      }
    }
    return notFound(path);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    /** The calls to one method and path (query included when given). */
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** Each test of the file starts with an empty data layer (setup.ts clears the app flags for every test). */
export function resetAppStateEachTest() {
  beforeEach(() => {
    window.dataLayer = [];
  });
}

export function signInAs(user: SessionUser = USER) {
  localStorage.setItem('user', JSON.stringify(user));
}

export function storedUser(): SessionUser | null {
  const raw = localStorage.getItem('user');
  return raw ? (JSON.parse(raw) as SessionUser) : null;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function location(): string | null {
  return screen.getByTestId('location').textContent;
}

/** The whole app (shell, routes, guards, the session-expiry handler) at `url`. */
export function renderApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export function dataLayerEvents(): { event: string }[] {
  return (window.dataLayer ?? []) as { event: string }[];
}
