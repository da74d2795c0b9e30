import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { errors } from './errors.js';

/**
 * Server timeouts that close slow and idle connections: without them a client that trickles one
 * header or body byte every few seconds holds a socket forever, and a few thousand such clients
 * exhaust the process's file descriptors (issue 20).
 */
export function transportOptions(http: Config['http']): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    // Nothing received or sent for this long: the socket is closed (covers idle keep-alive).
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: Math.min(5000, http.idleTimeoutMs),
    // The whole request, headers and body, within this time, however steadily it trickles.
    requestTimeout: http.requestTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default): check every second.
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
    },
  };
}

/** Strict-Transport-Security only on an https request (behind TRUST_PROXY: X-Forwarded-Proto). */
export function setHstsIfHttps(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read `/metrics` (METRICS): nobody (404, the default), direct clients on this machine
 * (a request relayed by a local proxy carries X-Forwarded-For and is refused), or a bearer token.
 */
export function metricsAllowed(request: FastifyRequest, metrics: Config['metrics']): void {
  const allowed =
    metrics.mode === 'loopback'
      ? LOOPBACK.test(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined
      : metrics.mode === 'token'
        ? sameSecret(request.headers.authorization ?? '', `Bearer ${metrics.token}`)
        : false;
  if (!allowed) throw errors.notFound('No route for GET /metrics');
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
