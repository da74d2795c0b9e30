/* Test-only: the stubbed fetch under every fake server of the web tests. */
import { vi } from 'vitest';
import { checkedAnswer } from './contract';

export interface FakeRequest {
  method: string;
  url: URL;
  /** Path and query below the host, e.g. `/api/accounts/auth/login`. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fetch stand-in that hands each request, parsed, to `answer`, and checks every answer against
 * the contract (src/test/contract.ts) before the app sees it.
 */
export function fakeFetch(answer: (request: FakeRequest) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url,
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    return checkedAnswer(request.method, url, await answer(request));
  });
}

/** A 404 in the error shape of the service the path belongs to (ARCHITECTURE §4). */
export function notFound(path: string): Response {
  return path.startsWith('/api/engine/')
    ? Response.json(
        { errors: [{ status: '404', type: 'api-problem', code: 'not_found', title: 'Not found' }] },
        { status: 404 },
      )
    : Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
}
