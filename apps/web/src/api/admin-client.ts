import { config } from '../config';
import { reportError, sessionToken } from './clients';
import { createClient } from './http';
import type { AdminRoutes } from './routes';

/** The accounts host: the admin API is mounted there at `/api/admin`, beside `/api/accounts`. */
export const accountsHost = config.accountsApiUrl.replace(/\/api\/accounts\/?$/, '');

/**
 * The admin API's one client, in a module of its own so that it loads with the admin area rather
 * than with the game. It behaves as the accounts service: same headers and error shape, and only
 * its 5xx answers are reported.
 */
export const admin = createClient<AdminRoutes>({
  service: 'accounts',
  baseUrl: accountsHost,
  report: reportError,
  getToken: sessionToken,
});
