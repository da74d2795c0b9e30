import rateLimit from '@fastify/rate-limit';
import type { App } from '../platform/http.js';
import { errors, handleAccountsError } from '../platform/errors.js';
import { userRoutes } from './users/routes.js';
import { authRoutes } from './auth/routes.js';
import { captchaRoutes } from './captcha/routes.js';
import { groupRoutes } from './groups/routes.js';
import { announcementRoutes } from './announcements/routes.js';
import { adRoutes } from './ads/routes.js';

/** The accounts API, mounted at /api/accounts; its errors take the accounts shape. */
export async function accountsApi(app: App) {
  app.setErrorHandler(handleAccountsError);
  app.setNotFoundHandler((request, reply) =>
    handleAccountsError(errors.notFound(`No route for ${request.method} ${request.url.split('?')[0]}`), request, reply),
  );
  await app.register(rateLimit, { global: false });
  await app.register(userRoutes);
  await app.register(authRoutes);
  await app.register(captchaRoutes);
  await app.register(groupRoutes);
  await app.register(announcementRoutes);
  await app.register(adRoutes);
}
