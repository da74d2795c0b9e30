import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { cataloguePart, type CataloguePart } from './src/i18n/parts';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * highest levels: the server sends them (@fastify/static preCompressed) without compressing per
 * request. Files under 1 kB are left alone: the headers would cost more than the bytes saved.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ricebowl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (/\.(js|css|svg|json|txt)$/.test(entry.name) && fs.statSync(file).size >= 1024) {
            const content = fs.readFileSync(file);
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
            fs.writeFileSync(
              `${file}.br`,
              zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}

/**
 * `catalogue.json?part=first|rest`: one part of a translation catalogue (src/i18n/parts.ts), so the
 * game's first render fetches only the keys it shows (src/i18n/index.ts).
 */
function catalogueParts(): Plugin {
  return {
    name: 'ricebowl-catalogue-parts',
    enforce: 'pre',
    load(id) {
      const match = /^(.+\.json)\?part=(first|rest)$/.exec(id);
      if (!match) return null;
      const file = match[1]!;
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof cataloguePart>[0];
      // A JSON.parse of a string literal parses faster than the same object as code.
      const json = JSON.stringify(cataloguePart(catalogue, match[2] as CataloguePart));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
  };
}

/** Where the build lists each language's first catalogue part (read by the server, web.ts). */
const FIRST_CATALOGUES_FILE = '.vite/first-catalogues.json';

/**
 * Lists each language's first catalogue part by its built file (`{ "en": "/static/en-….js", … }`):
 * main.tsx imports it before the first render, only once its own code has run, so the server names
 * the part of the language a page asks for (Accept-Language) in a `modulepreload` link of that page,
 * and it downloads beside the code instead of after it (apps/server/src/platform/web.ts).
 */
function firstCatalogues(): Plugin {
  return {
    name: 'ricebowl-first-catalogues',
    apply: 'build',
    generateBundle(output, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const match = chunk.type === 'chunk' ? /\/(\w+)\.json\?part=first$/.exec(chunk.facadeModuleId ?? '') : null;
        if (match) files[match[1]!] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: FIRST_CATALOGUES_FILE, source: JSON.stringify(files, null, 2) });
    },
  };
}

/**
 * Installable and offline-tolerant (issue 18): a web app manifest, and a Workbox service worker that
 * precaches the shell's code, styles and pictures. index.html is never precached as built: the
 * server writes this deployment's runtime config into it, so page loads go to the network first and
 * fall back to the last copy of "/" only offline. API calls are never cached or queued: an answer is
 * checked by the server when it is given, or not at all.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: null, // src/pwa.ts registers it after the first render, outside the initial bundle
  manifest: {
    name: 'Ricebowl',
    short_name: 'Ricebowl',
    description: 'Answer questions, feed people: every correct answer pays for 10 grains of rice.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf8ef',
    theme_color: '#8a4b12',
    icons: [
      { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['static/**/*.{js,css}', '*.svg', 'icons/*.{svg,png}', 'avatars/*.svg'],
    // The admin area's charts are large and for a few people: fetched when opened, as before.
    globIgnores: ['**/ReportCharts-*.js', '**/AdminArea-*.js'],
    // The build id of this release: "/" is precached (the offline fallback) and refreshed with it.
    additionalManifestEntries: [{ url: '/', revision: Date.now().toString(36) }],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Pages: fresh from the network (the runtime config), the precached "/" when offline.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|pages|uploads|assets)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 5, precacheFallback: { fallbackURL: '/' } },
      },
      {
        // Category icons, question pictures and sponsors' images: shown from the cache, refreshed behind.
        urlPattern: ({ url }) => /^\/(assets|uploads)\//.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'pictures', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [catalogueParts(), firstCatalogues(), react(), precompress(), pwa],
  build: {
    // /assets/ belongs to the content (icons, question images); the app's own files live here.
    assetsDir: 'static',
    // dist/.vite/manifest.json: which chunks each route needs, for scripts/bundle-size.mjs.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/assets': 'http://localhost:3000', '/pages': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Stubbed globals (each test's fake server as `fetch`) stay until the next test starts, after the
    // last one's screen is gone: a request its effects still send meets its own fake, never the real
    // fetch, whose failure would raise an app flag in the next test.
    unstubGlobals: true,
    // Component tests take well under a second; the margin is for a machine busy with other work.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
