import { translator } from '../i18n/translator';
import { CLIENT_VERSION } from '@ricebowl/contract';
import { appFlags } from '../state/app-flags';
import type { Method, Query, RouteOptions, RouteTable } from './routes';

export type Service = 'engine' | 'accounts';

/** The server answered with an error status. `body` is the parsed error document, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly endpoint: string,
    readonly body: unknown,
  ) {
    super(`${endpoint} answered ${status}`);
  }

  /** The stable error code from either service's error shape. */
  get code(): string | undefined {
    const b = this.body as { errors?: { code?: string }[]; code?: string } | null;
    return b?.errors?.[0]?.code ?? b?.code;
  }
}

/** The request never reached the server ('Failed to fetch' / 'Load failed'). */
export class NetworkError extends Error {}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Answer submissions handle connection errors themselves instead of the full-page error. */
  quietNetworkErrors?: boolean;
  /** A token to send instead of the session's (the moment between sign-in and storing the session). */
  token?: string;
  /** This call's 401 is part of its own flow (sign-out of an expired session): no sign-out redirect. */
  ignoreUnauthorized?: boolean;
  /** This call shows its own 429 (a question report): the rest of the app keeps working. */
  quietRateLimit?: boolean;
}

/**
 * Called once per response that means the session is over (SPEC §8): a 401 from any call, or a 403
 * from a user or group list call. The app installs it (clear the session, go to /profile-login).
 */
let unauthorizedHandler: (() => void) | null = null;

export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * The calls whose 403 signs the viewer out (SPEC §8 "user or group list calls"): reading a user
 * (`GET /users/{id}…`) or the group list (`GET /groups`). A 403 elsewhere is the call's own answer
 * (wrong password on delete, a group page for non-members).
 */
export function isUserOrGroupListCall(method: string, path: string): boolean {
  if (method !== 'GET') return false;
  const bare = path.split('?')[0] ?? '';
  return /^\/users\/[^/]+(\/.*)?$/.test(bare) || /^\/groups\/?$/.test(bare);
}

export interface ClientOptions {
  service: Service;
  baseUrl: string;
  getToken?: () => string | null;
  report?: (report: { message: string; endpoint: string; status?: number }) => void;
}

/** Query values: a list travels comma-separated (`uuids=a,b`); undefined and empty values are left out. */
export function queryString(query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${[value!].flat().map(encodeURIComponent).join()}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * A service's client, typed by its route table (api/routes.ts): it takes only that service's
 * routes, `'METHOD /path/{param}'`, and answers each one's contract type. It applies SPEC §8 once
 * for every call: connection errors, rate limits and unparseable answers set the app flags; errors
 * are reported by the spec's rule.
 */
export function createClient<Routes extends RouteTable>({ service, baseUrl, getToken, report }: ClientOptions) {
  return async function request<Route extends keyof Routes & string>(
    route: Route,
    ...args: RouteOptions<Route>
  ): Promise<Routes[Route]> {
    const options = (args[0] ?? {}) as RequestOptions & { params?: Record<string, string>; query?: Query };
    const [method, template] = route.split(' ') as [Method, string];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params![name]!));
    const endpoint = `${method} ${path}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    // The server's messages (accounts errors) come in the interface language, not the browser's.
    if (translator.language) headers['accept-language'] = translator.language;
    if (service === 'accounts') headers.accept = 'application/vnd.api+json;version=2';
    if (options.body !== undefined || service === 'accounts') headers['content-type'] = 'application/json';
    const token = options.token ?? getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetch(baseUrl + path + queryString(options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      if (!options.quietNetworkErrors) appFlags.set('connectionError');
      throw new NetworkError(error instanceof Error ? error.message : String(error));
    }

    if (response.status === 429) {
      if (!options.quietRateLimit) appFlags.set('rateLimited');
      throw new ApiError(429, endpoint, null);
    }

    let body: unknown = null;
    let text = '';
    try {
      text = await response.text();
    } catch (error) {
      // Cancelled while the body was arriving: not an answer, so neither a result nor a block page.
      if (isAbort(error)) throw error;
    }
    if (text) {
      try {
        body = JSON.parse(text);
      } catch (error) {
        if (isAbort(error)) throw error;
        // Something between us and the server answered instead (a filter's block page, say).
        appFlags.set('siteBlocked');
        throw new ApiError(response.status, endpoint, null);
      }
    }

    if (!response.ok) {
      const error = new ApiError(response.status, endpoint, body);
      const sessionOver = response.status === 401 || (response.status === 403 && isUserOrGroupListCall(method, path));
      if (sessionOver && !options.ignoreUnauthorized) unauthorizedHandler?.();
      // Most account-call errors are expected (wrong password …); only their 5xx are worth reporting.
      if (service === 'engine' || response.status >= 500)
        report?.({ message: error.message, endpoint, status: response.status });
      throw error;
    }
    // The one place an answer meets its type: the route table names the contract type of this path.
    return body as Routes[Route];
  };
}

function isAbort(error: unknown): boolean {
  // By name: the DOMException class differs between realms (and fetch polyfills throw plain errors).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Sends an error report to the engine; never throws, never reports itself. */
export function createReporter(engineBaseUrl: string) {
  return (report: { message: string; endpoint?: string; status?: number }) => {
    void fetch(`${engineBaseUrl}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, url: location.pathname, version: CLIENT_VERSION }),
      keepalive: true,
    }).catch(() => undefined);
  };
}
