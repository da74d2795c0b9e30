import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@ricebowl/contract';
import { createTestApp, type TestContext } from '../test/harness.js';

describe('serving the web app', () => {
  let ctx: TestContext;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'static'));
    fs.mkdirSync(path.join(distDir, 'avatars'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><meta name="${RUNTIME_CONFIG_META}" content="" /></head><body></body></html>`,
    );
    fs.writeFileSync(path.join(distDir, 'static', 'app-1234.js'), 'console.log(1)');
    // The build's precompressed copies (apps/web/vite.config.ts), as the build writes them.
    const bundle = `export const text = ${JSON.stringify('rice '.repeat(400))};`;
    fs.writeFileSync(path.join(distDir, 'static', 'game-5678.js'), bundle);
    fs.writeFileSync(path.join(distDir, 'static', 'game-5678.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(distDir, 'static', 'game-5678.js.gz'), zlib.gzipSync(bundle));
    fs.writeFileSync(path.join(distDir, 'avatars', 'anonymous.svg'), '<svg/>');
    // Each language's first catalogue part, as the build lists them (apps/web/vite.config.ts).
    fs.mkdirSync(path.join(distDir, '.vite'));
    fs.writeFileSync(
      path.join(distDir, '.vite', 'first-catalogues.json'),
      JSON.stringify({ en: '/static/en-1111.js', de: '/static/de-2222.js' }),
    );
    ctx = await createTestApp(
      'sqlite',
      {
        SERVICES: 'engine,web',
        ABOUT_URL: 'https://charity.example/about',
        SOCIAL_LINKS: 'Mastodon=https://social.example/@rice',
      },
      { webDistDir: distDir },
    );
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  function runtimeConfigOf(html: string): RuntimeConfig {
    const match = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)"`).exec(html);
    const decoded = match![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    return JSON.parse(decoded) as RuntimeConfig;
  }

  it('answers every client-side route with index.html carrying the runtime config', async () => {
    for (const url of ['/', '/categories/world-capitals?level=2', '/no/such/page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
      const config = runtimeConfigOf(response.body);
      expect(config).toMatchObject({
        engineApiUrl: '/api/engine',
        assetsUrl: '/assets/',
        defaultCategory: 'english-vocabulary',
        links: {
          about: 'https://charity.example/about',
          social: [{ name: 'Mastodon', url: 'https://social.example/@rice' }],
        },
      });
      expect(config.links.privacy).toBe('/pages/privacy.html');
      // Nothing the browser gets is built from PUBLIC_URL: a classroom opening the server by its
      // LAN address gets links that work there (issue 18).
      expect(response.body).not.toContain('ricebowl.test');
    }
  });

  it("names the catalogue part of the page's language (Accept-Language) for preloading", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const german = await ctx.app.inject({
      url: '/categories/world-capitals',
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(preloads(german.body)).toEqual(['/static/de-2222.js']);
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(runtimeConfigOf(german.body).assetsUrl).toBe('/assets/');
    // No header, or a language the build has no catalogue for: English, the app's default.
    expect(preloads((await ctx.app.inject({ url: '/' })).body)).toEqual(['/static/en-1111.js']);
    const swahili = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'sw' } });
    expect(preloads(swahili.body)).toEqual([]);
    expect(swahili.statusCode).toBe(200);
    // The list itself is the build's bookkeeping, not a file of the site.
    expect((await ctx.app.inject({ url: '/.vite/first-catalogues.json' })).statusCode).toBe(404);
  });

  it('serves hashed bundles as immutable and other public files briefly cached', async () => {
    const bundle = await ctx.app.inject({ url: '/static/app-1234.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    const avatar = await ctx.app.inject({ url: '/avatars/anonymous.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cache-control']).not.toContain('immutable');
  });

  it("sends the build's brotli or gzip copy to browsers that accept it, and the plain file otherwise", async () => {
    const plain = fs.readFileSync(path.join(distDir, 'static', 'game-5678.js'), 'utf8');
    const br = await ctx.app.inject({
      url: '/static/game-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);

    const gzip = await ctx.app.inject({ url: '/static/game-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);

    const identity = await ctx.app.inject({ url: '/static/game-5678.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('serves content icons, the static pages, and 404 for missing files', async () => {
    expect((await ctx.app.inject({ url: '/assets/icons/world-capitals.svg' })).statusCode).toBe(200);
    const about = await ctx.app.inject({ url: '/pages/about.html' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('About Ricebowl');
    // Every static page has the app's icon, which the server serves (issue 18).
    for (const name of ['about', 'contact', 'faq', 'privacy']) {
      const page = await ctx.app.inject({ url: `/pages/${name}.html` });
      const icon = /<link rel="icon" href="([^"]+)"/.exec(page.body)?.[1];
      expect(icon, name).toBe('/favicon.svg');
    }
    expect((await ctx.app.inject({ url: '/static/missing.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('serves pages under a strict Content-Security-Policy: no inline or remote scripts', async () => {
    const page = await ctx.app.inject({ url: '/' });
    const csp = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['style-src']).not.toContain('https:');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // The page itself has no inline script that the policy would block: the app's template and,
    // when built, what Vite made of it.
    const sources = [path.resolve(import.meta.dirname, '../../../web/index.html')];
    const built = path.resolve(import.meta.dirname, '../../../web/dist/index.html');
    if (fs.existsSync(built)) sources.push(built);
    for (const file of sources) {
      const html = fs.readFileSync(file, 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, file).toMatch(/\ssrc=/);
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
