import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { appFlags } from '../state/app-flags';
import { ApiError, NetworkError, createClient } from './http';
import type { AccountsRoutes, EngineRoutes } from './routes';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const LEVELS_DOC = {
  data: [{ id: '1', type: 'levels', attributes: { levels: 1, label: 'Easiest', machine_name: 'easiest' } }],
  meta: { pagination: { current_page: 1, total_pages: 1, total: 1 } },
};

const NOT_FOUND = { errors: [{ status: '404', type: 'api-problem', code: 'game_not_found', title: 'Game not found' }] };

let fetchMock: Mock<typeof fetch>;
const report = vi.fn();

function answer(response: Response | (() => Promise<Response>)) {
  fetchMock.mockImplementation(typeof response === 'function' ? response : async () => response);
}

function sentHeaders(call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

const engine = (getToken?: () => string | null) =>
  createClient<EngineRoutes>({
    service: 'engine',
    baseUrl: 'https://engine.example/api/engine',
    report,
    ...(getToken ? { getToken } : {}),
  });
const accounts = (getToken?: () => string | null) =>
  createClient<AccountsRoutes>({
    service: 'accounts',
    baseUrl: 'https://accounts.example/api/accounts',
    report,
    ...(getToken ? { getToken } : {}),
  });

beforeEach(() => {
  report.mockReset();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

describe('http client', () => {
  it('returns the parsed document and sets no flag on success', async () => {
    answer(json(LEVELS_DOC));
    await expect(engine()('GET /levels')).resolves.toEqual(LEVELS_DOC);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://engine.example/api/engine/levels');
    expect(appFlags.get()).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  describe('connection errors (SPEC §8)', () => {
    it.each(['Failed to fetch', 'Load failed'])(
      "sets the connection-error flag when fetch fails with '%s'",
      async (message) => {
        answer(() => Promise.reject(new TypeError(message)));
        const error: unknown = await engine()('GET /levels').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(NetworkError);
        expect((error as Error).message).toBe(message);
        expect(appFlags.get()).toBe('connectionError');
      },
    );

    it('leaves the flag alone for calls that handle connection errors themselves (answers)', async () => {
      answer(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(
        engine()('PATCH /games/{id}/answer', { params: { id: 'g1' }, body: {}, quietNetworkErrors: true }),
      ).rejects.toBeInstanceOf(NetworkError);
      expect(appFlags.get()).toBeNull();
    });
  });

  it('sets the rate-limited flag on 429', async () => {
    answer(new Response('Too many requests', { status: 429, headers: { 'retry-after': '30' } }));
    const error: unknown = await engine()('GET /levels').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(appFlags.get()).toBe('rateLimited');
  });

  it('sets the site-blocked flag when an HTML page answers instead of the API', async () => {
    answer(
      new Response('<!doctype html><html><body>Blocked by your network</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    );
    await expect(engine()('GET /categories/', { query: { limit: 50 } })).rejects.toBeInstanceOf(ApiError);
    expect(appFlags.get()).toBe('siteBlocked');
  });

  it('sets nothing when the request is aborted', async () => {
    answer(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const error: unknown = await engine()('GET /levels', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(appFlags.get()).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('sets nothing and resolves nothing when the request is aborted while the body arrives', async () => {
    const response = json(LEVELS_DOC);
    vi.spyOn(response, 'text').mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    answer(response);
    const error: unknown = await engine()('GET /levels').catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(appFlags.get()).toBeNull();
  });

  it('passes an empty successful answer through as null', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(engine()('DELETE /challenges/{id}/members', { params: { id: 'c1' } })).resolves.toBeNull();
    expect(appFlags.get()).toBeNull();
  });

  describe('error statuses', () => {
    it('throws the engine error with its code and reports it with endpoint and status', async () => {
      answer(json(NOT_FOUND, 404));
      const error: unknown = await engine()('GET /games/{id}', {
        params: { id: 'g1' },
        query: { include: 'question' },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
      expect((error as ApiError).code).toBe('game_not_found');
      expect((error as ApiError).endpoint).toBe('GET /games/g1');
      expect(report).toHaveBeenCalledWith({
        message: 'GET /games/g1 answered 404',
        endpoint: 'GET /games/g1',
        status: 404,
      });
      expect(appFlags.get()).toBeNull();
    });

    it('reports engine errors of every status', async () => {
      answer(json({ errors: [{ status: '400', type: 'api-problem', code: 'bad_level', title: 'Bad level' }] }, 400));
      await expect(engine()('POST /games', { body: { category: 'x', level: 9 } })).rejects.toBeInstanceOf(ApiError);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'POST /games', status: 400 }));
    });

    it.each([400, 401, 403, 404])('does not report an accounts %i', async (status) => {
      answer(json({ message: 'Wrong password', code: 'wrong_password' }, status));
      const error: unknown = await accounts()('POST /auth/login', {
        body: { username: 'a', password: 'b' },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect((error as ApiError).code).toBe('wrong_password');
      expect((error as ApiError).body).toEqual({ message: 'Wrong password', code: 'wrong_password' });
      expect(report).not.toHaveBeenCalled();
      expect(appFlags.get()).toBeNull();
    });

    it('reports an accounts server failure', async () => {
      answer(json({ message: 'Internal error', code: 'internal' }, 500));
      await expect(accounts()('GET /groups')).rejects.toBeInstanceOf(ApiError);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'GET /groups', status: 500 }));
    });
  });

  describe('headers (SPEC §7)', () => {
    it('asks the accounts service for version 2 with a JSON content type, even without a body', async () => {
      answer(json({ data: [] }));
      await accounts()('GET /groups');
      const headers = sentHeaders();
      expect(headers.accept).toBe('application/vnd.api+json;version=2');
      expect(headers['content-type']).toBe('application/json');
      expect(headers.authorization).toBeUndefined();
    });

    it('sends the bearer token to either service when there is one', async () => {
      answer(json({ data: [] }));
      await accounts(() => 'tok-accounts')('GET /users/{id}', { params: { id: 'u1' } });
      await engine(() => 'tok-engine')('GET /users/{id}', { params: { id: 'u1' } });
      expect(sentHeaders(0).authorization).toBe('Bearer tok-accounts');
      expect(sentHeaders(1).authorization).toBe('Bearer tok-engine');
    });

    it('sends no authorization header when the token is empty', async () => {
      answer(json({ data: [] }));
      await engine(() => null)('GET /levels');
      expect(sentHeaders().authorization).toBeUndefined();
    });

    it('sends engine bodies as JSON and keeps extra headers', async () => {
      answer(json({ data: {} }));
      await engine()('PATCH /games/{id}/answer', {
        params: { id: 'g1' },
        body: { answer: 'a1', question: 'q1' },
        headers: { 'user-id': 'u1' },
      });
      const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
      expect(init.method).toBe('PATCH');
      expect(init.body).toBe(JSON.stringify({ answer: 'a1', question: 'q1' }));
      expect(sentHeaders()).toMatchObject({
        accept: 'application/json',
        'content-type': 'application/json',
        'user-id': 'u1',
      });
    });

    it('sends a plain engine GET without a content type', async () => {
      answer(json(LEVELS_DOC));
      await engine()('GET /levels');
      expect(sentHeaders()['content-type']).toBeUndefined();
      expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('GET');
    });
  });
});
