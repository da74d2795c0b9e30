import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, languageDirection } from '@ricebowl/contract';
import { createTestApp, type TestContext } from '../test/harness.js';
import { STATIC_PAGES } from './static-pages.js';

/** The page's visible texts: what sits between tags, each trimmed, entities left as written. */
function texts(html: string): string[] {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .split(/<[^>]*>/)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('static pages in the reader’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { SERVICES: 'engine,web' });
  });
  afterAll(async () => ctx.close());

  const get = async (url: string, acceptLanguage?: string) => {
    const response = await ctx.app.inject({
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode, url).toBe(200);
    return response;
  };

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'renders every page in %s, with its lang and dir, and no English sentence in it',
    async (language) => {
      for (const page of STATIC_PAGES) {
        const english = texts((await get(`/pages/${page}.html?lang=en`)).body);
        const { body } = await get(`/pages/${page}.html?lang=${language}`);
        expect(body).toContain(`<html lang="${language}" dir="${languageDirection(language)}">`);
        // The frame is whole: icon, style sheet, the links between the pages in this language.
        expect(body).toContain('<link rel="icon" href="/favicon.svg"');
        expect(body).toContain(`href="/pages/privacy.html?lang=${language}"`);
        const title = /<title>(.*) · Ricebowl<\/title>/.exec(body)?.[1];
        expect(title, `${language} ${page}`).toBe(/<h1>(.*)<\/h1>/.exec(body)?.[1]);
        // Any English text of three words or more, in the content or the frame, is a translation missing.
        const leaks = english.filter((text) => text.split(' ').length >= 3 && texts(body).includes(text));
        expect(leaks, `${language} ${page}`).toEqual([]);
      }
    },
  );

  it('chooses by ?lang= (the player’s choice in the app), else Accept-Language, else English', async () => {
    const english = await get('/pages/about.html');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('About Ricebowl');
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers.vary).toContain('accept-language');
    expect((await get('/pages/about.html', 'es-MX,es;q=0.9')).body).toContain('<html lang="es" dir="ltr">');
    expect((await get('/pages/faq.html', 'fr-CA, en;q=0.5')).body).toContain('<h1>Questions fréquentes</h1>');
    expect((await get('/pages/faq.html?lang=de', 'es')).body).toContain('<html lang="de" dir="ltr">');
    const arabic = await get('/pages/privacy.html?lang=ar', 'en');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>سياسة الخصوصية · Ricebowl</title>');
    // Not a language of ours: the browser's preference decides.
    expect((await get('/pages/contact.html?lang=xx', 'zh-CN')).body).toContain('<html lang="zh" dir="ltr">');
    // A language in the path is that language, whatever the browser says.
    expect((await get('/pages/hi/about.html', 'sw')).body).toContain('<html lang="hi" dir="ltr">');
  });

  it('serves the style sheet and nothing else', async () => {
    expect((await ctx.app.inject({ url: '/pages/style.css' })).statusCode).toBe(200);
    for (const url of [
      '/pages/../package.json',
      '/pages/missing.html',
      '/pages/frame.html',
      '/pages/en/frame.html',
      '/pages/xx/about.html',
      '/pages/en/about.css',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
