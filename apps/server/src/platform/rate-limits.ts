import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { App } from './http.js';
import { AppError } from './errors.js';
import { rateLimitStore } from './rate-limit-store.js';

/** `[requests, window]`: at most that many requests in the window (a fixed window per key). */
type Limit = readonly [max: number, window: '1 minute' | '10 minutes' | '1 hour'];

interface FamilyLimits {
  /** Counted per client address (behind TRUST_PROXY: the forwarded one). */
  perAddress: Limit;
  /** Counted per account: the session's user, or the name or address a sign-in is about. */
  perAccount?: Limit;
  /** Largest request body in bytes. */
  bodyLimit: number;
}

/**
 * Every API route belongs to one family with its own limits (429 with Retry-After beyond them).
 * The numbers are per process without Redis (or while it is down) and per site with it; `RATE_LIMIT_SCALE` multiplies
 * them all (benchmarks and e2e drive many players from one address).
 *
 * Reasoning: a person answers at most about every 2 s (the result alone shows for 1.8 s), so 120
 * answers a minute per account is four times the fastest real player; a school plays behind one
 * address, so per-address limits allow a class of ~30 such players. Calls that guess passwords,
 * create accounts or send mail are limited per hour and per account they are about.
 */
export const RATE_LIMITS = {
  // Engine
  answers: { perAddress: [1800, '1 minute'], perAccount: [120, '1 minute'], bodyLimit: 4 * 1024 },
  /** Start, load and switch games: a page load or a category change each. */
  games: { perAddress: [900, '1 minute'], perAccount: [60, '1 minute'], bodyLimit: 4 * 1024 },
  /** GETs of both APIs: a screen makes a handful; the challenge wall polls every second. */
  reads: { perAddress: [6000, '1 minute'], perAccount: [600, '1 minute'], bodyLimit: 4 * 1024 },
  /** Other changes: profile edits, groups, challenge membership, sign-out. */
  writes: { perAddress: [600, '1 minute'], perAccount: [120, '1 minute'], bodyLimit: 16 * 1024 },
  clientErrors: { perAddress: [60, '1 minute'], bodyLimit: 32 * 1024 },
  /** Players' reports of a bad question: a class may report together, one player rarely needs many. */
  questionReports: { perAddress: [60, '10 minutes'], perAccount: [10, '10 minutes'], bodyLimit: 4 * 1024 },
  // Accounts: the calls that guess passwords, create accounts or send mail.
  // Sign-in and recovery have no per-account limit: a stranger could spend it and lock the owner
  // out. Per account they ask for the captcha instead (accounts/auth/throttle.ts, issue 20).
  login: { perAddress: [30, '10 minutes'], bodyLimit: 16 * 1024 },
  signup: { perAddress: [10, '1 hour'], bodyLimit: 16 * 1024 },
  recovery: { perAddress: [10, '1 hour'], bodyLimit: 16 * 1024 },
  resend: { perAddress: [10, '1 hour'], perAccount: [3, '1 hour'], bodyLimit: 4 * 1024 },
  tokenLogin: { perAddress: [20, '10 minutes'], bodyLimit: 4 * 1024 },
  /** Following a verification link: tokens are unguessable only while guessing is slow. */
  verify: { perAddress: [30, '10 minutes'], bodyLimit: 1024 },
  deleteAccount: { perAddress: [10, '10 minutes'], perAccount: [10, '10 minutes'], bodyLimit: 4 * 1024 },
  /** Group codes are unguessable only while guessing is slow. */
  joinGroup: { perAddress: [30, '10 minutes'], perAccount: [20, '10 minutes'], bodyLimit: 4 * 1024 },
  // Site administration: trusted people, but a stolen token must not empty the database quickly.
  admin: { perAddress: [600, '1 minute'], perAccount: [300, '1 minute'], bodyLimit: 1024 * 1024 },
} as const satisfies Record<string, FamilyLimits>;

export type RateLimitFamily = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate-limit family; without it the family follows from the method and path. */
    rateLimitFamily?: RateLimitFamily;
    /**
     * The account a request is about when it is not the session's (sign-in: the name typed).
     * Reads the parsed body, so it must cope with anything: validation has not run yet.
     */
    rateLimitAccount?: (request: FastifyRequest) => unknown;
  }
}

/** Which family an API route falls in when it does not say: new routes are covered without edits. */
export function familyOf(route: {
  method: string | string[];
  url?: string;
  config?: { rateLimitFamily?: RateLimitFamily };
}): RateLimitFamily | null {
  if (route.config?.rateLimitFamily) return route.config.rateLimitFamily;
  const url = route.url ?? '';
  if (!url.startsWith('/api/')) return null;
  const methods = [route.method].flat();
  const reading = methods.every((m) => m === 'GET' || m === 'HEAD');
  if (url.startsWith('/api/admin')) return 'admin';
  if (url.startsWith('/api/engine/games')) return url.endsWith('/answer') ? 'answers' : 'games';
  if (url === '/api/engine/client-errors') return 'clientErrors';
  return reading ? 'reads' : 'writes';
}

/** A session's key: never the token itself (Redis and heap dumps should not hold live tokens). */
function sessionKey(request: FastifyRequest): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match ? createHash('sha256').update(match[1]!).digest('base64url').slice(0, 22) : null;
}

/**
 * The account a request's session belongs to, so that every session of an account (and, through
 * Redis, every process) shares one count; a token that is no session counts by its hash (the
 * handler answers 401).
 */
async function accountOfSession(app: App, request: FastifyRequest): Promise<string | null> {
  const session = sessionKey(request);
  if (!session) return null;
  try {
    const viewer = await app.viewerOf(request);
    return viewer ? `u:${viewer.userId}` : `s:${session}`;
  } catch {
    return `s:${session}`;
  }
}

function accountKeyOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 320) : null;
}

/**
 * Registers the limiter (in Redis when configured, so every process shares one count) and gives
 * each API route its family's limits and body limit as the route is added. Call before the APIs.
 */
export async function registerRateLimits(app: App): Promise<void> {
  const { config, redis } = app.deps;
  await app.register(rateLimit, {
    global: false,
    // Redis down: the store counts in this process instead (rate-limit-store.ts); an error is a bug.
    skipOnError: false,
    store: rateLimitStore(redis, `${config.redis.keyPrefix}rl:`, 50_000),
  });

  const scaled = ([max, window]: Limit) => ({
    max: Math.max(1, Math.round(max * config.rateLimitScale)),
    timeWindow: window,
  });
  type Limiter = ReturnType<App['createRateLimit']>;
  const limiters = new Map<string, Limiter>();
  const limiterFor = (family: RateLimitFamily, kind: 'address' | 'account', limit: Limit) => {
    const name = `${family}:${kind}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.createRateLimit({
        ...scaled(limit),
        keyGenerator: (request) => `${name}:${(request as FastifyRequest & { rateLimitKey: string }).rateLimitKey}`,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };
  app.decorateRequest('rateLimitKey', '');

  /** Counts the request against one limiter; the first one exceeded answers 429. */
  async function check(limiter: Limiter, request: FastifyRequest, key: string, reply: FastifyReply) {
    (request as FastifyRequest & { rateLimitKey: string }).rateLimitKey = key;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, result.ttlInSeconds));
      throw new AppError(429, 'rate_limited', 'Too many requests. Please try again later.');
    }
  }

  app.addHook('onRoute', (route) => {
    const family = familyOf(route);
    if (!family) return;
    const limits: FamilyLimits = RATE_LIMITS[family];
    route.bodyLimit ??= limits.bodyLimit;
    const byAddress = limiterFor(family, 'address', limits.perAddress);
    const byAccount = limits.perAccount ? limiterFor(family, 'account', limits.perAccount) : null;
    const accountOf = route.config?.rateLimitAccount;

    // First thing on every request, before the body is read (handler order: rate limit first).
    const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
      await check(byAddress, request, request.ip, reply);
      const account = byAccount && !accountOf ? await accountOfSession(app, request) : null;
      if (byAccount && account) await check(byAccount, request, account, reply);
    };
    prependHook(route, 'onRequest', onRequest);
    if (byAccount && accountOf) {
      // The account a sign-in is about is in the body: counted once it is parsed.
      const preValidation: preValidationAsyncHookHandler = async (request, reply) => {
        const account = accountKeyOf(safely(() => accountOf(request)));
        if (account) await check(byAccount, request, account, reply);
      };
      prependHook(route, 'preValidation', preValidation);
    }
  });
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function prependHook(route: RouteOptions, name: 'onRequest' | 'preValidation', hook: unknown) {
  const existing = route[name] as unknown;
  const list: unknown[] = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<string, unknown[]>)[name] = [hook, ...list];
}
