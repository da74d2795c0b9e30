import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { App } from './http.js';

/** Bodies below this go as they are: the headers and the work would cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text: JSON and JSON:API documents, HTML, CSS, JavaScript, SVG, plain text. */
const COMPRESSIBLE = /^(text\/|application\/([a-z.+-]*\+)?(json|javascript|xml)\b|image\/svg\+xml\b)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in by an `Accept-Encoding` header: brotli, else gzip, else none (q=0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of String(header).slice(0, 500).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function addVary(current: string | number | string[] | undefined, field: string): string {
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field)) return fields.join(', ');
  return [...fields, field].join(', ');
}

/**
 * Compresses the text the server writes per request (the API's JSON, the web app's index.html, the
 * static pages) when the client accepts brotli or gzip. The built web app's files are compressed
 * once at build time and sent as they are (web.ts, `preCompressed`): they arrive as streams with
 * their encoding set and pass through untouched. Brotli at quality 4 costs about what gzip's default
 * does per byte and still compresses better; the answer loop's small bodies stay under the threshold.
 */
export function registerCompression(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    // Whether compressed or not, this answer depends on Accept-Encoding: caches must keep both apart.
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzip(body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
