import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { assetsDir } from '@ricebowl/content';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@ricebowl/contract';
import type { App } from './http.js';
import { errors } from './errors.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDistDir = path.resolve(here, '../../../web/dist');
const pagesDir = path.resolve(here, '../../pages');

/**
 * Serves the built web app (with this deployment's runtime config embedded in index.html), the
 * content assets (icons, question images) and the static about/FAQ/contact/privacy pages.
 */
export async function webApp(app: App) {
  const { config } = app.deps;
  const runtimeConfig: RuntimeConfig = {
    engineApiUrl: config.web.engineApiUrl,
    accountsApiUrl: config.web.accountsApiUrl,
    assetsUrl: config.web.assetsUrl,
    defaultCategory: config.defaultCategory,
    links: config.web.links,
  };
  const indexHtml = renderIndex(runtimeConfig);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', ...externalOrigins(config.web.assetsUrl)],
        'connect-src': ["'self'", ...externalOrigins(config.web.engineApiUrl, config.web.accountsApiUrl)],
        // A school's laptop serves plain http on the local network: never force https.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    maxAge: '1d',
  });
  await app.register(fastifyStatic, { root: pagesDir, prefix: '/pages/', decorateReply: false, maxAge: '1h' });
  if (fs.existsSync(path.join(webDistDir, 'static'))) {
    await app.register(fastifyStatic, {
      root: path.join(webDistDir, 'static'),
      prefix: '/static/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  }
  for (const file of ['favicon.svg', 'robots.txt']) {
    const full = path.join(webDistDir, file);
    if (fs.existsSync(full)) {
      const body = fs.readFileSync(full);
      app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type(file.endsWith('.svg') ? 'image/svg+xml' : 'text/plain')
          .header('cache-control', 'public, max-age=86400')
          .send(body),
      );
    }
  }

  // Every other GET is a client-side route: the app itself shows "page not found" when it must.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) throw errors.notFound(`No file at ${pathname}`);
    if (!indexHtml) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then restart.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

function renderIndex(runtimeConfig: RuntimeConfig): string | null {
  const file = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const content = JSON.stringify(runtimeConfig).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(
    new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="[^"]*"\\s*/?>`),
    `<meta name="${RUNTIME_CONFIG_META}" content="${content}" />`,
  );
}

function externalOrigins(...urls: string[]): string[] {
  return urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}
