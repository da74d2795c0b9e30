import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';

describe('static pages in the reader’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { SERVICES: 'engine,web' });
  });
  afterAll(async () => ctx.close());

  it('serves the translation the query or Accept-Language asks for, English otherwise', async () => {
    const english = await ctx.app.inject({ url: '/pages/about.html' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.headers.vary).toContain('accept-language');
    const spanish = await ctx.app.inject({
      url: '/pages/about.html',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.body).toContain('<html lang="es"');
    const german = await ctx.app.inject({ url: '/pages/faq.html?lang=de', headers: { 'accept-language': 'es' } });
    expect(german.body).toContain('<html lang="de"');
    expect((await ctx.app.inject({ url: '/pages/style.css' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/pages/../package.json' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/pages/missing.html' })).statusCode).toBe(404);
  });
});
