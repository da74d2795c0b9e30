import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, languageFromHeader } from '@ricebowl/contract';
import type { App } from './http.js';
import { errors } from './errors.js';

/**
 * The static about/FAQ/contact/privacy pages, in the reader's language (issue 19): `?lang=` (the web
 * app's links carry the interface language), else `Accept-Language`; `pages/<lang>/<page>.html`
 * when that translation exists, else the English `pages/<page>.html`.
 */
export async function staticPages(app: App, options: { pagesDir: string }) {
  const { pagesDir } = options;
  const translated = (language: string, page: string) => {
    const relative = path.join(language, page);
    return fs.existsSync(path.join(pagesDir, relative)) ? relative : null;
  };

  app.get<{ Params: { '*': string } }>('/pages/*', { schema: { hide: true } }, async (request, reply) => {
    const file = request.params['*'];
    reply.header('cache-control', 'public, max-age=3600');
    if (/^[a-z-]+\.html$/.test(file)) {
      // Read from the URL itself: the compatible API's hook sets `lang` aside before handlers run.
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
      const language = isLanguage(asked) ? asked : languageFromHeader(request.headers['accept-language']);
      // The same URL answers in several languages: caches must keep them apart.
      reply.header('vary', 'accept-language');
      return reply.sendFile(translated(language, file) ?? file, pagesDir, { cacheControl: false });
    }
    if (!/^([a-z]{2}\/)?[a-z-]+\.(html|css)$/.test(file)) throw errors.notFound(`No page at /pages/${file}`);
    return reply.sendFile(file, pagesDir, { cacheControl: false });
  });
}
