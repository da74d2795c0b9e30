import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../platform/http.js';
import { AppError, errors, handleAccountsError } from '../platform/errors.js';
import { roleOf } from '../accounts/users/moderation.js';
import { challengeRoutes } from './challenges/routes.js';
import { announcementRoutes } from './announcements/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { categoryRoutes } from './categories/routes.js';
import { adRoutes, sponsorRoutes } from './sponsors/routes.js';
import { userRoutes } from './users/routes.js';
import { groupRoutes } from './groups/routes.js';
import { auditRoutes } from './audit/routes.js';
import { reportRoutes } from './reports/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { questionReportAdminRoutes } from './question-reports/routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin making an /api/admin request, set by the role check before anything else runs. */
    adminId: string;
  }
}

/**
 * The admin API, mounted at /api/admin with the accounts service. Every request is authenticated
 * and its role read from the database before the body is even validated: anonymous → 401,
 * non-admin → 403. Errors take the accounts shape, schema failures with a field message.
 */
export async function adminApi(app: App) {
  const db = app.deps.db.kysely;
  app.decorateRequest('adminId', '');
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) =>
    handleAccountsError(fieldError(error), request, reply),
  );
  app.setNotFoundHandler((request, reply) =>
    handleAccountsError(errors.notFound(`No route for ${request.method} ${request.url.split('?')[0]}`), request, reply),
  );

  app.addHook('onRequest', async (request) => {
    const viewer = await app.viewerOf(request);
    if (!viewer) throw errors.unauthorized();
    if ((await roleOf(db, viewer.userId)) !== 'admin') throw errors.forbidden('Administrators only.');
    request.adminId = viewer.userId;
  });

  await app.register(challengeRoutes);
  await app.register(announcementRoutes);
  await app.register(noticeRoutes);
  await app.register(categoryRoutes);
  await app.register(sponsorRoutes);
  await app.register(adRoutes);
  await app.register(userRoutes);
  await app.register(groupRoutes);
  await app.register(auditRoutes);
  await app.register(reportRoutes);
  await app.register(uploadRoutes);
  await app.register(questionReportAdminRoutes);
}

/** A schema failure as `{ message, code: validation_failed, errors: { field: [message] } }`. */
function fieldError(error: FastifyError | AppError): FastifyError | AppError {
  if (error instanceof AppError || !('validation' in error) || !error.validation?.length) return error;
  const first = error.validation[0]!;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  const field =
    params.missingProperty ??
    params.additionalProperty ??
    (first.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body');
  const message = `${field}: ${params.additionalProperty ? 'is not a known field' : (first.message ?? 'is invalid')}`;
  return new AppError(400, 'validation_failed', 'Invalid input', message, { errors: { [field]: [message] } });
}
