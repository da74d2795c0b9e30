import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { App } from './http.js';

/** Bodies below this go as they are: the headers and the work would cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the text the server writes per request (the API's JSON, the web app's index.html, the
 * static pages) in brotli or gzip, as the client accepts. The built web app's files are compressed
 * once at build time and sent with their encoding set (web.ts, `preCompressed`), so they pass
 * through untouched. Brotli at quality 4 costs about what gzip's default does per byte and still
 * compresses better; the answer loop's small bodies stay under the threshold.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
  });
}
