import type { Redis } from 'ioredis';
import { callRedis } from '../../platform/redis.js';

/**
 * Sign-ups per address within the last hour, for CAPTCHA=auto. With Redis the count is the site's
 * (every process adds to one sorted set per address), so the captcha appears after the same number
 * of sign-ups whichever process serves them; without Redis each process counts its own share.
 * With Redis configured but down the count is unknown (null): sign-up then asks for the captcha.
 */
export interface SignupCounter {
  /** Sign-ups from the address in the window; null when unknown (Redis down). */
  recent(address: string, now: number): Promise<number | null>;
  add(address: string, now: number): Promise<void>;
}

const WINDOW_MS = 60 * 60_000;

export function createSignupCounter(redis: Redis | null, keyPrefix: string, windowMs = WINDOW_MS): SignupCounter {
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
    this.times.set(address, [...(this.times.get(address) ?? []), now]);
    if (this.times.size > 100_000) this.times.clear(); // bounded memory under a flood
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
    return `${this.keyPrefix}signups:${address}`;
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
