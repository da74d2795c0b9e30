import cors from '@fastify/cors';
import type { App } from './http.js';
import { setHstsIfHttps } from './transport.js';

/**
 * Security headers on every answer that is not a web page (the web app's pages get theirs,
 * with the Content-Security-Policy, from helmet in web.ts), and CORS for pages on other hosts.
 */
export async function registerSecurityHeaders(app: App): Promise<void> {
  const { corsOrigins } = app.deps.config;
  // Same origin only unless CORS_ORIGINS names the hosts of a web app served elsewhere. Bearer
  // tokens travel in a header, never a cookie, so credentials mode is not needed.
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'user-id'],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    setHstsIfHttps(request, reply);
    const path = request.url.split('?')[0]!;
    const isApi = path.startsWith('/api/') && !path.startsWith('/api/docs');
    if (isApi || path === '/healthz' || path === '/metrics') {
      // JSON for programs: private, never cached, never framed, nothing in it may run.
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .header('x-frame-options', 'DENY')
        .header('cross-origin-resource-policy', corsOrigins.length > 0 ? 'cross-origin' : 'same-origin');
    }
  });
}
