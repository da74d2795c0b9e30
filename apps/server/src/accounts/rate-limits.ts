import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { App } from '../platform/http.js';
import { AppError } from '../platform/errors.js';

/**
 * Per-address and per-account limits on the calls that guess passwords, create accounts or send
 * mail (429 with Retry-After). The account key is the name or address the request is about.
 */
const LIMITS = {
  login: { perAddress: [30, '10 minutes'], perAccount: [10, '10 minutes'] },
  signup: { perAddress: [10, '1 hour'] },
  recovery: { perAddress: [10, '1 hour'], perAccount: [3, '1 hour'] },
  resend: { perAddress: [10, '1 hour'], perAccount: [3, '1 hour'] },
  tokenLogin: { perAddress: [20, '10 minutes'] },
  deleteAccount: { perAddress: [10, '10 minutes'] },
  // Codes are unguessable only while guessing is slow.
  joinGroup: { perAddress: [30, '10 minutes'], perAccount: [20, '10 minutes'] },
} as const;

type Family = keyof typeof LIMITS;

export function rateLimits(
  app: App,
  family: Family,
  accountOf?: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const limits = LIMITS[family];
  const limiters = [
    app.createRateLimit({
      max: limits.perAddress[0],
      timeWindow: limits.perAddress[1],
      keyGenerator: (request) => `${family}:address:${request.ip}`,
    }),
  ];
  if ('perAccount' in limits && accountOf) {
    limiters.push(
      app.createRateLimit({
        max: limits.perAccount[0],
        timeWindow: limits.perAccount[1],
        keyGenerator: (request) => `${family}:account:${accountOf(request).trim().toLowerCase()}`,
      }),
    );
  }
  // Every limiter counts the request; the first one exceeded answers.
  return async (request, reply) => {
    const results = [];
    for (const limiter of limiters) results.push(await limiter(request));
    const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      reply.header('retry-after', exceeded.ttlInSeconds);
      throw new AppError(429, 'rate_limited', 'Too many requests. Please try again later.');
    }
  };
}
