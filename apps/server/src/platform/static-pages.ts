import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromHeader, type Language } from '@ricebowl/contract';
import { translatorFor } from '../i18n/index.js';
import type { App } from './http.js';
import { errors } from './errors.js';

export const STATIC_PAGES = ['about', 'faq', 'contact', 'privacy'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * The static about/FAQ/contact/privacy pages, in the reader's language (issue 19). One frame
 * (`pages/frame.html`: `<html lang dir>`, head, header and the links between the pages, whose labels
 * come from the server catalogues) wraps each language's content (`pages/<lang>/<page>.html`, a
 * fragment that opens with its `<h1>`, which is also the title). The language: `?lang=` (the web
 * app's links carry the player's interface language), else `Accept-Language`; a page not yet written
 * in that language falls back to English, in an English frame.
 */
export async function staticPages(app: App, options: { pagesDir: string }) {
  const rendered = renderStaticPages(options.pagesDir);

  app.get<{ Params: { '*': string } }>('/pages/*', { schema: { hide: true } }, async (request, reply) => {
    const file = request.params['*'];
    reply.header('cache-control', 'public, max-age=3600');
    if (file === 'style.css') return reply.sendFile(file, options.pagesDir, { cacheControl: false });
    const match = /^(?:([a-z]{2})\/)?([a-z-]+)\.html$/.exec(file);
    const page = match?.[2];
    if (!match || !page || !(STATIC_PAGES as readonly string[]).includes(page) || (match[1] && !isLanguage(match[1]))) {
      throw errors.notFound(`No page at /pages/${file}`);
    }
    let language = match[1] as Language | undefined;
    if (!language) {
      // Read from the URL itself: the compatible API's hook sets `lang` aside before handlers run.
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
      language = isLanguage(asked) ? asked : languageFromHeader(request.headers['accept-language']);
      // The same URL answers in several languages: caches must keep them apart.
      reply.header('vary', 'accept-language');
    }
    const html =
      rendered.get(language)?.get(page as StaticPage) ?? rendered.get(DEFAULT_LANGUAGE)!.get(page as StaticPage)!;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

/** Every page in every language that has its content, rendered once (the files do not change while running). */
export function renderStaticPages(pagesDir: string): Map<Language, Map<StaticPage, string>> {
  const frame = fs.readFileSync(path.join(pagesDir, 'frame.html'), 'utf8');
  const result = new Map<Language, Map<StaticPage, string>>();
  for (const language of LANGUAGES) {
    const pages = new Map<StaticPage, string>();
    for (const page of STATIC_PAGES) {
      const file = path.join(pagesDir, language, `${page}.html`);
      if (fs.existsSync(file)) pages.set(page, renderPage(frame, language, fs.readFileSync(file, 'utf8')));
    }
    result.set(language, pages);
  }
  return result;
}

function renderPage(frame: string, language: Language, content: string): string {
  const { t, dir } = translatorFor(language);
  const heading = /<h1>([\s\S]*?)<\/h1>/.exec(content)?.[1];
  if (!heading) throw new Error(`A static page (${language}) must open with its <h1>`);
  const values: Record<string, string> = {
    lang: language,
    dir,
    // The heading is already HTML (entities, no tags): the title takes it as it is.
    title: heading.replace(/<[^>]*>/g, ''),
    content: content.trim(),
    navLabel: escapeHtml(t('pages.navLabel')),
    about: escapeHtml(t('pages.about')),
    faq: escapeHtml(t('pages.faq')),
    contact: escapeHtml(t('pages.contact')),
    privacy: escapeHtml(t('pages.privacy')),
    back: escapeHtml(t('pages.back')),
  };
  return frame.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
