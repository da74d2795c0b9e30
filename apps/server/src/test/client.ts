import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './harness.js';
import { anyAddress, bearer } from './accounts.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who sends a request: a bearer token, or what holds one (a signed-up player, a session). */
export type Caller = string | { token: string } | { session: { token: string } };

export interface RequestOptions {
  /** Signed in as this caller; anonymous without. */
  as?: Caller;
  body?: object;
  headers?: Record<string, string>;
  /** The client's address: a fresh one per request unless given, so per-address limits trip only where a test wants. */
  address?: string;
}

export type TestClient = (method: Method, url: string, options?: RequestOptions) => Promise<LightMyRequestResponse>;

export function tokenOf(caller: Caller): string {
  if (typeof caller === 'string') return caller;
  return 'session' in caller ? caller.session.token : caller.token;
}

type Defaults = Omit<RequestOptions, 'body'>;

/**
 * The one way server tests call the API: in process, on the context `context()` returns when
 * called (contexts are made in `beforeAll`), and waits until the request's domain events are
 * published. `defaults` (or what a function of them returns at
 * each request) apply to every request; a request's own options override them, its headers merged
 * over theirs.
 */
export function testClient(context: () => TestContext, defaultsOf: Defaults | (() => Defaults) = {}): TestClient {
  return async (method, url, options = {}) => {
    const defaults = typeof defaultsOf === 'function' ? defaultsOf() : defaultsOf;
    const as = options.as ?? defaults.as;
    const { app, deps } = context();
    const response = await app.inject({
      method,
      url,
      payload: options.body,
      headers: { ...defaults.headers, ...options.headers, ...(as ? bearer(tokenOf(as)) : {}) },
      remoteAddress: options.address ?? defaults.address ?? anyAddress(),
    });
    // What follows a write after its commit (the leaderboards, ADR 021) has followed it when the test reads on.
    await deps.events.drained();
    return response;
  };
}
