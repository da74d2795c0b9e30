import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { authenticate } from './platform/auth.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App, Deps } from './platform/http.js';
import { AppError, errors, handleError, handleFrameworkError } from './platform/errors.js';
import { engineApi } from './engine/index.js';
import { accountsApi } from './accounts/index.js';
import { adminApi } from './admin/index.js';
import { webApp } from './platform/web.js';
import { registerRateLimits } from './platform/rate-limits.js';
import { collectApiRoutes } from './platform/routes.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerCompression } from './platform/compression.js';
import { loggerOptions, type LogDestination } from './platform/logging.js';
import { rejectUnstorableInput } from './platform/input-guards.js';
import { trustProxyOption } from './platform/config.js';
import { metricsAllowed, transportOptions } from './platform/transport.js';
import { overrideMethod, registerCompat, validatorFactory } from './platform/compat.js';
import { documentCommonAnswers, openapiOptions } from './platform/openapi.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app is; tests point it at a fixture. */
  webDistDir?: string;
  /** Where log lines go (after redaction); stdout by default, a capture in tests. */
  logDestination?: LogDestination;
  /** Told of every route as it is added (the authorization matrix test lists them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Builds the HTTP app for the configured services. Nothing listens until the caller says so. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config, options.logDestination),
    // Access logs belong to the reverse proxy; per-request lines only when debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel) }),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 64 * 1024,
    ...transportOptions(deps.config.http),
    frameworkErrors: handleFrameworkError,
    // Freerice clients call `/badges/` and `/badges` alike (issue 21).
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: overrideMethod,
    schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('deps', deps);
  // One session lookup a request: the per-account rate limit asks first, the handler again.
  const viewers = new WeakMap<FastifyRequest, ReturnType<typeof authenticate>>();
  app.decorate('viewerOf', async (request: FastifyRequest) => {
    let pending = viewers.get(request);
    if (!pending) {
      pending = authenticate(deps.db.kysely, request, { now: deps.now(), ttlMs: deps.config.sessionTtlMs });
      viewers.set(request, pending);
    }
    const viewer = await pending;
    if (viewer === 'invalid') throw errors.unauthorized();
    if (viewer === 'lapsed') throw errors.reverify();
    return viewer;
  });
  app.setErrorHandler(handleError);
  // SPEC's client sends a JSON content type on every accounts call, bodiless ones too (leave a
  // group, sign out): an empty body is no body, not malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else void parseJson(request, body as string, done);
  });
  registerCompat(app, (request, body, done) => void parseJson(request, body, done));

  app.addHook('preHandler', rejectUnstorableInput);

  await registerSecurityHeaders(app);
  await registerCompression(app);

  // Before any route, so every API route (and any added later) gets its family's limits.
  await registerRateLimits(app);
  collectApiRoutes(app);
  documentCommonAnswers(app);

  await app.register(swagger, openapiOptions(deps.config.publicUrlSet ? deps.config.publicUrl : '/'));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    metricsAllowed(request, deps.config.metrics);
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });

  if (deps.config.services.has('accounts')) {
    await app.register(accountsApi, { prefix: '/api/accounts' });
    // The operators' API is part of the accounts surface (issue 6).
    await app.register(adminApi, { prefix: '/api/admin' });
  }
  if (deps.config.services.has('engine')) await app.register(engineApi, { prefix: '/api/engine' });
  if (deps.config.services.has('web')) await app.register(webApp, { distDir: options.webDistDir });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return handleError(
        errors.notFound(`No route for ${request.method} ${request.url.split('?')[0]}`),
        request,
        reply,
      );
    }
    return handleError(new AppError(404, 'not_found', 'Not found'), request, reply);
  });
  return app;
}
