import { Redis } from 'ioredis';
import type { Config } from './config.js';

/**
 * The site's Redis client when `REDIS_URL` is set, else null: everything that uses it (rate
 * limits today) has an in-process fallback, so a laptop needs no Redis.
 */
export function createRedis(config: Config['redis']): Redis | null {
  if (!config.url) return null;
  return new Redis(config.url, {
    // A request waits at most one retry for Redis; the rate limiter then lets it through
    // (skipOnError) rather than hanging every request while Redis is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
}

/** Closes the client on shutdown; pending commands finish first. */
export async function closeRedis(redis: Redis | null): Promise<void> {
  if (!redis) return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
