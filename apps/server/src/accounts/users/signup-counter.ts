import type { Redis } from 'ioredis';
import { callRedis } from '../../platform/redis.js';

/**
 * Events per key within a sliding window: sign-ups per address (CAPTCHA=auto), failed sign-ins per
 * account and per account-and-address pair, recovery requests per address (issue 20). With Redis
 * the count is the site's (every process adds to one sorted set per key), so the captcha appears
 * after the same number of events whichever process serves them; without Redis each process
 * counts its own share. With Redis configured but down the count is unknown (null): the captcha
 * is then asked.
 */
export interface RecentCounter {
  /** Events of the key in the window; null when unknown (Redis down). */
  recent(key: string, now: number): Promise<number | null>;
  add(key: string, now: number): Promise<void>;
}
export type SignupCounter = RecentCounter;

const WINDOW_MS = 60 * 60_000;
/** Keys a process keeps without Redis; past it the stalest go first (bounded memory under a flood). */
const LOCAL_KEYS = 100_000;

export function createSignupCounter(redis: Redis | null, keyPrefix: string, windowMs = WINDOW_MS): SignupCounter {
  return createRecentCounter(redis, `${keyPrefix}signups:`, windowMs);
}

/** A counter of its own under `keyPrefix` (which names it in Redis). */
export function createRecentCounter(redis: Redis | null, keyPrefix: string, windowMs: number): RecentCounter {
  return redis ? new SharedSignupCounter(redis, keyPrefix, windowMs) : new LocalSignupCounter(windowMs);
}

class LocalSignupCounter implements SignupCounter {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  recent(address: string, now: number): Promise<number> {
    const kept = (this.times.get(address) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length) this.times.set(address, kept);
    else this.times.delete(address);
    return Promise.resolve(kept.length);
  }

  add(address: string, now: number): Promise<void> {
    const times = [...(this.times.get(address) ?? []), now];
    // Re-inserted, so the map's order is by latest event and eviction takes the stalest key.
    this.times.delete(address);
    this.times.set(address, times);
    if (this.times.size > LOCAL_KEYS) this.times.delete(this.times.keys().next().value!);
    return Promise.resolve();
  }
}

class SharedSignupCounter implements SignupCounter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly windowMs: number,
  ) {}

  private key(address: string) {
    return `${this.keyPrefix}${address}`;
  }

  /** Redis down: unknown, so the captcha is asked (issue 14): a bot gains nothing from an outage. */
  async recent(address: string, now: number): Promise<number | null> {
    try {
      return await callRedis(this.redis, (r) => r.zcount(this.key(address), `(${now - this.windowMs}`, '+inf'));
    } catch {
      return null;
    }
  }

  async add(address: string, now: number): Promise<void> {
    const key = this.key(address);
    try {
      await callRedis(this.redis, (r) =>
        r
          .multi()
          .zadd(key, now, `${now}-${Math.random()}`)
          .zremrangebyscore(key, '-inf', now - this.windowMs)
          .pexpire(key, this.windowMs)
          .exec(),
      );
    } catch {
      /* Redis down: the captcha is asked of everyone meanwhile, so the lost count matters little */
    }
  }
}
