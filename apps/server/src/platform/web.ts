import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { assetsDir } from '@ricebowl/content';
import { RUNTIME_CONFIG_META, languageFromHeader, type Language, type RuntimeConfig } from '@ricebowl/contract';
import type { App } from './http.js';
import { errors } from './errors.js';
import { ensurePrivateDir } from './files.js';
import { staticPages } from './static-pages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDistDir = path.resolve(here, '../../../web/dist');
const pagesDir = path.resolve(here, '../../pages');

/**
 * Serves the built web app (with this deployment's runtime config embedded in index.html), the
 * content assets (icons, question images) and the static about/FAQ/contact/privacy pages.
 */
export async function webApp(app: App, options: { distDir?: string } = {}) {
  const { config } = app.deps;
  const distDir = options.distDir ?? webDistDir;
  const runtimeConfig: RuntimeConfig = {
    engineApiUrl: config.web.engineApiUrl,
    accountsApiUrl: config.web.accountsApiUrl,
    assetsUrl: config.web.assetsUrl,
    defaultCategory: config.defaultCategory,
    links: config.web.links,
  };
  const indexHtml = renderIndex(distDir, runtimeConfig);
  const indexHtmlFor = indexHtml ? withCataloguePreload(distDir, indexHtml) : null;

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Sponsors' ad images may live on the sponsor's own https host (ADR 008); images run no code.
        'img-src': ["'self'", 'data:', 'https:', ...externalOrigins(config.web.assetsUrl)],
        'connect-src': ["'self'", ...externalOrigins(config.web.engineApiUrl, config.web.accountsApiUrl)],
        // The captcha's proof of work runs in workers the widget creates from blobs.
        'worker-src': ["'self'", 'blob:'],
        // No inline or remote scripts: the runtime config travels in a <meta> tag, not a script.
        'script-src': ["'self'"],
        // Styles from our files; inline style attributes stay allowed (the captcha widget sets them).
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        // A school's laptop serves plain http on the local network: never force https.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain http (a school's laptop) HSTS would be wrong; security-headers.ts sends it on https.
    strictTransportSecurity: false,
  });

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    maxAge: '30d',
  });
  await app.register(staticPages, { pagesDir });
  // Admin uploads (admin/uploads): named by their SHA-256, so they never change once stored.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  ensurePrivateDir(uploadsDir);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => /^\/?[a-f0-9]{64}\.(png|jpg|webp|gif)$/.test(pathname),
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  if (indexHtml) {
    // The build's files: hashed bundles under /static/ are immutable; the rest (avatars, favicon)
    // may change between releases. index.html is served below, with the runtime config in it.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as-is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        const immutable = file.startsWith(path.join(distDir, 'static') + path.sep);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The body depends on Accept-Encoding (preCompressed): shared caches must keep both apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
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
    const language = languageFromHeader(request.headers['accept-language']);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(indexHtmlFor?.get(language) ?? indexHtml);
  });
}

function renderIndex(distDir: string, runtimeConfig: RuntimeConfig): string | null {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const content = JSON.stringify(runtimeConfig).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(
    new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="[^"]*"\\s*/?>`),
    `<meta name="${RUNTIME_CONFIG_META}" content="${content}" />`,
  );
}

/**
 * index.html once per language, naming that language's first catalogue part in a `modulepreload`
 * link (the build lists them: apps/web/vite.config.ts, `firstCatalogues`). main.tsx asks for the
 * part only once the code has run; with the hint it downloads beside the code. The language is the
 * page request's Accept-Language, which the browser builds from the same preferences as
 * `navigator.languages`, the app's own choice; a player who picked another language in the app
 * fetches that one as before, and the hinted part (2 to 4 kB) goes unused.
 */
function withCataloguePreload(distDir: string, html: string): Map<Language, string> {
  const file = path.join(distDir, '.vite', 'first-catalogues.json');
  const variants = new Map<Language, string>();
  if (!fs.existsSync(file)) return variants;
  const parts = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<Language, string>>;
  for (const [language, href] of Object.entries(parts) as [Language, string][]) {
    if (!/^\/[\w./-]+\.js$/.test(href)) continue;
    variants.set(language, html.replace('</head>', `<link rel="modulepreload" crossorigin href="${href}">\n</head>`));
  }
  return variants;
}

function externalOrigins(...urls: string[]): string[] {
  return urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin);
}
