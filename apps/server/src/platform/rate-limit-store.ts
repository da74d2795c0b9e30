import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { callRedis } from './redis.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One fixed window per key: INCR, and the window's expiry set by the first request in it. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/**
 * Fixed windows counted in this process alone: the store without Redis, and the fallback while
 * Redis is down (the limits then hold per process, as they do without Redis). At most `size`
 * keys: past it the oldest key is dropped (a flood of addresses cannot fill the heap).
 */
export class LocalCounts {
  private readonly windows = new Map<string, { count: number; start: number }>();

  constructor(private readonly size: number) {}

  incr(key: string, timeWindow: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.start + timeWindow <= now) {
      window = { count: 0, start: now };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.size) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    return { current: window.count, ttl: window.start + timeWindow - now };
  }
}

/**
 * The rate limiter's store: Redis when configured and answering (every process shares one count),
 * this process's own counts otherwise, switching per call. A call refused or failed on Redis is
 * counted locally, so a Redis outage never lifts a limit and never waits more than the client's
 * command timeout (platform/redis.ts); when Redis answers again the shared counts resume.
 */
export function rateLimitStore(redis: Redis | null, nameSpace: string, cache: number): FastifyRateLimitStoreCtor {
  const local = new LocalCounts(cache);
  type Counting = Redis & { ricebowlRateLimit(key: string, timeWindow: number): Promise<[number, number]> };
  // A defined command runs by its SHA (EVALSHA), loading the script once per server.
  if (redis && !('ricebowlRateLimit' in redis))
    redis.defineCommand('ricebowlRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, timeWindow: number) {
      const counted = () => callback(null, local.incr(key, timeWindow));
      if (!redis) return counted();
      callRedis(redis, (client) => (client as Counting).ricebowlRateLimit(`${nameSpace}${key}`, timeWindow)).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        counted,
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
