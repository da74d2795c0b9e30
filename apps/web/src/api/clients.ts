import { config } from '../config';
import { sessionStore } from '../state/session';
import { createClient, createReporter } from './http';
import type { AccountsRoutes, EngineRoutes } from './routes';

/**
 * The engine and accounts clients, built once: every api/*.ts module calls through these (the
 * admin API's client is in api/admin-client.ts, so that it loads with the admin area).
 */

export const reportError = createReporter(config.engineApiUrl);
export const sessionToken = () => sessionStore.get()?.token ?? null;

export const engine = createClient<EngineRoutes>({
  service: 'engine',
  baseUrl: config.engineApiUrl,
  report: reportError,
  getToken: sessionToken,
});

export const accounts = createClient<AccountsRoutes>({
  service: 'accounts',
  baseUrl: config.accountsApiUrl,
  report: reportError,
  getToken: sessionToken,
});
