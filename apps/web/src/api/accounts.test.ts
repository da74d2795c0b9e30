import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../state/session';
import { BADGES, USER, collection, json, statsDocument, stubApi, userDocument } from '../test/accounts-fixtures';
import { accountsApi, accountsErrorOf, captchaChallengeUrl } from './accounts';
import { engineApi } from './engine';
import { ApiError, createClient, isUserOrGroupListCall, onUnauthorized } from './http';
import type { AccountsRoutes, EngineRoutes } from './routes';
import { usePublicUsers } from './queries';

const ACCEPT_V2 = 'application/vnd.api+json;version=2';

describe('accounts client (docs/api/accounts.md)', () => {
  it('signs up with POST /users, the version-2 accept header, JSON, and no token when signed out', async () => {
    const api = stubApi([
      [
        'POST',
        '/api/accounts/users',
        () => json({ uuid: 'u-1', token: 't', userData: { username: 'ricefan', avatar: '' } }),
      ],
    ]);
    const body = {
      username: 'ricefan',
      email: 'a@b.org',
      password: 'secret5',
      birthdate: '2000-01-01',
      captcha: 'x',
      game: 'g',
    };
    await expect(accountsApi.register(body)).resolves.toEqual({
      uuid: 'u-1',
      token: 't',
      userData: { username: 'ricefan', avatar: '' },
    });
    const [call] = api.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/api/accounts/users', body });
    expect(call?.headers.accept).toBe(ACCEPT_V2);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token of the stored session', async () => {
    sessionStore.set(USER);
    const api = stubApi([['DELETE', '/api/accounts/auth/users', () => json({ message: 'Account Deleted!' })]]);
    await accountsApi.deleteAccount({ username: 'ricefan', password: 'secret5' });
    expect(api.calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/accounts/auth/users',
      body: { username: 'ricefan', password: 'secret5' },
    });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('has every call at its documented method and path', async () => {
    sessionStore.set(USER);
    const session = { uuid: 'u-1', token: 't', userData: { username: 'ricefan', avatar: 'avatar-1' } };
    const api = stubApi([
      ['POST', '/api/accounts/auth/login', () => json(session)],
      ['POST', '/api/accounts/auth/logout', () => json({ message: 'bye' })],
      ['POST', '/api/accounts/auth/recovery', () => json({ message: 'sent' })],
      ['POST', '/api/accounts/auth/token-login', () => json(session)],
      ['POST', '/api/accounts/auth/resendVerification', () => json({ message: 'sent' })],
      ['PATCH', '/api/accounts/users/u-1', () => json(userDocument({ username: 'ricefan2' }))],
    ]);
    await accountsApi.login({ username: 'ricefan', password: 'secret5', game: 'g-1' });
    await accountsApi.logout();
    await accountsApi.recovery({ email: 'a@b.org' });
    await accountsApi.tokenLogin({ uuid: 'u-1', token: 'once' });
    await accountsApi.resendVerification({ username: 'ricefan', email: 'a@b.org', token: 'r' });
    const saved = await accountsApi.updateUser('u-1', {
      username: 'ricefan2',
      email: 'a@b.org',
      avatar: 'avatar-2',
      password: 'secret5',
    });
    const account = await accountsApi.user('u-1');

    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/accounts/auth/login', { username: 'ricefan', password: 'secret5', game: 'g-1' }],
      ['POST', '/api/accounts/auth/logout', undefined],
      ['POST', '/api/accounts/auth/recovery', { email: 'a@b.org' }],
      ['POST', '/api/accounts/auth/token-login', { uuid: 'u-1', token: 'once' }],
      ['POST', '/api/accounts/auth/resendVerification', { username: 'ricefan', email: 'a@b.org', token: 'r' }],
      [
        'PATCH',
        '/api/accounts/users/u-1',
        { id: 'u-1', username: 'ricefan2', email: 'a@b.org', avatar: 'avatar-2', password: 'secret5' },
      ],
      ['GET', '/api/accounts/users/u-1', undefined],
    ]);
    expect(api.calls.every((c) => c.headers.accept === ACCEPT_V2)).toBe(true);
    // JSON:API attributes are merged into the item.
    expect(saved).toMatchObject({ id: 'u-1', type: 'users', username: 'ricefan2', email: 'ricefan@example.org' });
    expect(account.email).toBe('ricefan@example.org');
  });

  it('reads the account with a given token before the session is stored', async () => {
    const api = stubApi();
    await accountsApi.user('u-1', 'fresh-token');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer fresh-token');
  });

  it('asks for public users in batches of at most 100 and merges them', async () => {
    const api = stubApi([
      [
        'GET',
        /^\/api\/accounts\/public\/users\?uuids=(.*)$/,
        (_call, match) =>
          json({
            data: match[1]!
              .split(',')
              .filter((id) => id !== 'unknown')
              .map((id) => ({
                id,
                type: 'users',
                attributes: { uuid: id, username: `name-${id}`, avatar: 'avatar-1' },
              })),
          }),
      ],
    ]);
    const ids = Array.from({ length: 150 }, (_, i) => `u${i}`);
    const users = await accountsApi.publicUsers([...ids, 'unknown']);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]?.path).toBe(`/api/accounts/public/users?uuids=${ids.slice(0, 100).join(',')}`);
    expect(users).toHaveLength(150);
    expect(users[0]).toEqual({ id: 'u0', type: 'users', uuid: 'u0', username: 'name-u0', avatar: 'avatar-1' });
  });

  it('points the captcha widget at the challenge endpoint', () => {
    expect(captchaChallengeUrl()).toBe('/api/accounts/captcha/challenge');
  });

  it('reads the accounts error body', () => {
    const body = {
      message: 'Please verify.',
      code: 'reverify',
      action: 'reverify',
      token: 't',
      username: 'u',
      email: 'e',
    };
    expect(accountsErrorOf(new ApiError(400, 'POST /auth/login', body))).toEqual(body);
    expect(accountsErrorOf(new ApiError(500, 'POST /auth/login', null))).toBeNull();
    expect(accountsErrorOf(new Error('x'))).toBeNull();
  });
});

describe('engine client for signed-in players', () => {
  const GAME_DOC = {
    data: {
      id: 'game-1',
      type: 'games',
      attributes: {
        question: null,
        question_id: null,
        answer: { correct: false, options: [], metadata: {} },
        rice: 0,
        user_id: 'u-1',
        category: 'c1',
        level: 1,
        notifications: [],
        user_rice_total: 500,
        streak: 0,
        sponsor_id: null,
      },
    },
  };

  it('sends the bearer token and the user in create and answer bodies', async () => {
    sessionStore.set(USER);
    const api = stubApi([
      ['POST', '/api/engine/games', () => json(GAME_DOC)],
      ['PATCH', '/api/engine/games/game-1/answer', () => json(GAME_DOC)],
    ]);
    const { game } = await engineApi.createGame({ category: 'c1', level: 1 });
    await engineApi.submitAnswer(game, { answer: 'o1', question: 'q1' });
    expect(api.calls.map((c) => c.body)).toEqual([
      { category: 'c1', level: 1, user: 'u-1' },
      { answer: 'o1', question: 'q1', user: 'u-1' },
    ]);
    expect(api.calls.map((c) => c.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(api.calls[1]?.headers['user-id']).toBe('u-1');
  });

  it('sends neither token nor user for anonymous players', async () => {
    const api = stubApi([['POST', '/api/engine/games', () => json(GAME_DOC)]]);
    await engineApi.createGame({ category: 'c1', level: 1 });
    expect(api.calls[0]?.body).toEqual({ category: 'c1', level: 1 });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the user statistics and all badges', async () => {
    sessionStore.set(USER);
    const api = stubApi([
      ['GET', '/api/engine/users/u-1', () => json(statsDocument())],
      ['GET', '/api/engine/badges/?limit=50', () => json(collection('badges', BADGES))],
    ]);
    const stats = await engineApi.userStats('u-1');
    expect(stats).toMatchObject({ id: 'u-1', rice: 12340, rank: 42, player_type: { value: 0 } });
    const badges = await engineApi.badges();
    expect(badges.map((b) => b.machine_name)).toEqual(BADGES.map((b) => b.machine_name));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/engine/users/u-1', '/api/engine/badges/?limit=50']);
  });
});

describe('session-ending answers (SPEC §8)', () => {
  const engine = createClient<EngineRoutes>({ service: 'engine', baseUrl: 'https://engine.example' });
  const accounts = createClient<AccountsRoutes>({ service: 'accounts', baseUrl: 'https://accounts.example' });
  let handler: ReturnType<typeof vi.fn>;
  let off: () => void;

  beforeEach(() => {
    handler = vi.fn();
    off = onUnauthorized(handler as () => void);
  });
  afterEach(() => off());

  function answer(status: number) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'no', code: 'x' }, status)),
    );
  }

  it('calls the handler for a 401 from any call of either service', async () => {
    answer(401);
    await expect(engine('GET /levels')).rejects.toBeInstanceOf(ApiError);
    await expect(accounts('DELETE /groups/{id}/members', { params: { id: 'g-1' } })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('calls it for a 403 from user calls and the group list', async () => {
    answer(403);
    await expect(accounts('GET /users/{id}', { params: { id: 'u-1' } })).rejects.toBeInstanceOf(ApiError);
    await expect(engine('GET /users/{id}', { params: { id: 'u-1' } })).rejects.toBeInstanceOf(ApiError);
    await expect(engine('GET /users/{id}/challenges', { params: { id: 'u-1' } })).rejects.toBeInstanceOf(ApiError);
    await expect(accounts('GET /groups')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(4);
  });

  it('leaves other 403s to their callers (wrong password, a group page), and other statuses alone', async () => {
    answer(403);
    await expect(accounts('DELETE /auth/users', { body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(accounts('GET /groups/{id}', { params: { id: 'g-1' } })).rejects.toBeInstanceOf(ApiError);
    await expect(engine('PATCH /games/{id}/answer', { params: { id: 'g' }, body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    answer(404);
    await expect(accounts('GET /users/{id}', { params: { id: 'u-2' } })).rejects.toBeInstanceOf(ApiError);
    answer(400);
    await expect(accounts('POST /auth/login', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not call it for a call that expects a 401 (sign-out)', async () => {
    answer(401);
    await expect(accounts('POST /auth/logout', { ignoreUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('names the user and group list calls', () => {
    expect(isUserOrGroupListCall('GET', '/users/u-1')).toBe(true);
    expect(isUserOrGroupListCall('GET', '/users/u-1/challenges')).toBe(true);
    expect(isUserOrGroupListCall('GET', '/groups')).toBe(true);
    expect(isUserOrGroupListCall('GET', '/groups?current=1&limit=50')).toBe(true);
    expect(isUserOrGroupListCall('GET', '/groups/g-1')).toBe(false);
    expect(isUserOrGroupListCall('PATCH', '/users/u-1')).toBe(false);
    expect(isUserOrGroupListCall('DELETE', '/auth/users')).toBe(false);
  });
});

describe('usePublicUsers (SPEC §7 batch cache)', () => {
  it('merges answers into one cache and asks only when an id is missing', async () => {
    const api = stubApi([
      [
        'GET',
        /^\/api\/accounts\/public\/users\?uuids=(.*)$/,
        (_call, match) =>
          json({
            data: match[1]!.split(',').map((id) => ({
              id,
              type: 'users',
              attributes: { uuid: id, username: `name-${id}`, avatar: 'avatar-2' },
            })),
          }),
      ],
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(({ ids }: { ids: string[] }) => usePublicUsers(ids), {
      wrapper,
      initialProps: { ids: ['b', 'a', 'a'] },
    });
    await waitFor(() => expect(Object.keys(result.current.users)).toEqual(['a', 'b']));
    expect(result.current.users.a?.username).toBe('name-a');

    rerender({ ids: ['b', 'c'] });
    await waitFor(() => expect(Object.keys(result.current.users)).toEqual(['b', 'c']));

    rerender({ ids: ['a', 'c'] });
    await waitFor(() => expect(Object.keys(result.current.users)).toEqual(['a', 'c']));

    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/accounts/public/users?uuids=a,b',
      '/api/accounts/public/users?uuids=c',
    ]);
  });

  it('asks nothing for no ids', () => {
    const api = stubApi();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePublicUsers([]), { wrapper });
    expect(result.current.users).toEqual({});
    expect(api.calls).toEqual([]);
  });
});
