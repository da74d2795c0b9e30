import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { COMPRESS_MIN_BYTES } from './compression.js';

describe('compressed answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const categories = '/api/engine/categories/?limit=50';

  it('sends a large JSON answer in brotli or gzip, as the client accepts, and the same document', async () => {
    const plain = await ctx.app.inject({ url: categories });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await ctx.app.inject({ url: categories, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({ url: categories, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(
      (await ctx.app.inject({ url: categories, headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    expect(
      (await ctx.app.inject({ url: categories, headers: { 'accept-encoding': 'identity' } })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const health = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
