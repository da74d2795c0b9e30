import { Redis } from 'ioredis';
import type { Config } from './config.js';

/**
 * Every Redis call on a request's path answers or fails within this long (`callRedis`), unless the
 * client was made with another `REDIS_TIMEOUT_MS`.
 */
export const REDIS_TIMEOUT_MS = 100;
const timeouts = new WeakMap<Redis, number>();

/** How long a call on this client may take: its `REDIS_TIMEOUT_MS`. */
export const redisTimeoutOf = (client: Redis): number => timeouts.get(client) ?? REDIS_TIMEOUT_MS;
/** The client's own limit for any command (the leaderboards' rebuild included), as a backstop. */
const COMMAND_TIMEOUT_MS = 2_000;
/** While Redis is down but the socket looks open (a hung server), one call a second probes it. */
const PROBE_INTERVAL_MS = 1_000;
/**
 * Redis counts as down after this many calls failed in a row with no answer for {@link SILENT_MS}.
 * A few late replies under load are those calls' fallback, not an outage: an outage switches the
 * site to per-process limits and the captcha for everyone, so it must not flap (measured: on two
 * loaded cores, `e2e/cluster.test.ts` saw single replies later than 100 ms every few seconds).
 */
const FAILURES_TO_DOWN = 3;
const SILENT_MS = 500;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const defaultLog: Log = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 30, time: Date.now(), ...obj, msg })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 40, time: Date.now(), ...obj, msg })),
};

/**
 * The site's Redis client when `REDIS_URL` is set, else null: everything that uses it (rate
 * limits, the sign-up count for CAPTCHA=auto, the leaderboards) has a fallback, so a laptop needs
 * no Redis and a Redis outage costs no more than {@link REDIS_TIMEOUT_MS} once (ADR 010):
 * no offline queue (a call while disconnected fails at once), no retry of a call, a timeout on
 * every call; the client reconnects in the background.
 */
export function createRedis(
  config: Pick<Config['redis'], 'url'> & Partial<Config['redis']>,
  log: Log = defaultLog,
): Redis | null {
  if (!config.url) return null;
  const client = new Redis(config.url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    keepAlive: 10_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  timeouts.set(client, config.timeoutMs ?? REDIS_TIMEOUT_MS);
  watch(client, log);
  return client;
}

/**
 * Whether Redis answers, seen from this process: the connection's events and the outcome of every
 * call. Users of Redis ask {@link RedisHealth.usable} before a call (so an outage costs nothing)
 * and report its outcome; the health logs one warning per outage and one line when it ends.
 */
export interface RedisHealth {
  /** Connected, and the last call did not fail for want of Redis (`ricebowl_redis_up`). */
  readonly up: boolean;
  /** Whether to send a call now: up, or down but connected and a probe is due (one a second). */
  usable(): boolean;
  /**
   * A call failed: a server's error reply is no outage; timeouts are, from the third in a row with
   * no answer for half a second (a lost connection counts at once, through the client's events).
   */
  failed(error: unknown): void;
  /** A call answered. */
  succeeded(): void;
  /** Called each time Redis becomes available: first connected, or back after an outage. */
  onAvailable(listener: () => void): void;
  /**
   * Resolves true once connected; false as soon as a connection attempt fails, or after
   * `timeoutMs` (a server's start waits this long at most, so that its first requests count).
   */
  connected(timeoutMs: number): Promise<boolean>;
}

const healths = new WeakMap<Redis, RedisHealth>();
/** Clients being closed on purpose: their closing is no outage. */
const closing = new WeakSet<Redis>();

/** The health of a client, shared by everything that uses it (created on first use, with its log). */
export function redisHealth(client: Redis, log: Log = defaultLog): RedisHealth {
  return healths.get(client) ?? watch(client, log);
}

/**
 * Runs one call through the health: refused at once while Redis is down, given up after
 * the client's timeout ({@link redisTimeoutOf}), its outcome reported.
 */
export async function callRedis<T>(client: Redis, call: (client: Redis) => Promise<T>): Promise<T> {
  const health = redisHealth(client);
  if (!health.usable()) throw new RedisUnavailableError();
  try {
    const value = await withTimeout(call(client), redisTimeoutOf(client));
    health.succeeded();
    return value;
  } catch (error) {
    health.failed(error);
    throw error;
  }
}

export class RedisUnavailableError extends Error {
  constructor() {
    super('Redis is unavailable');
  }
}

export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

/**
 * Rejects when `promise` has not settled `ms` after the call. The verdict waits for the event loop's
 * next I/O poll (setImmediate): a reply that arrived while this process was busy is read first, so
 * a loaded server's own lag is not taken for a slow Redis (timers run before I/O in a loop turn).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!settled) reject(new RedisTimeoutError(ms));
          settled = true;
        }),
      ms,
    );
    promise.then(
      (value) => {
        if (!settled) resolve(value);
        settled = true;
        clearTimeout(timer);
      },
      (error: unknown) => {
        if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
        settled = true;
        clearTimeout(timer);
      },
    );
  });
}

function watch(client: Redis, log: Log): RedisHealth {
  const existing = healths.get(client);
  if (existing) return existing;
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let downSince = 0;
  let probeAt = 0;
  let failures = 0;
  let answeredAt = Date.now();
  const listeners: (() => void)[] = [];

  const markDown = (reason: string) => {
    probeAt = Date.now() + PROBE_INTERVAL_MS;
    failures = FAILURES_TO_DOWN;
    if (state === 'down') return;
    state = 'down';
    downSince = Date.now();
    log.warn(
      { err: reason },
      'Redis unavailable: rate limits count per process, sign-up asks for the captcha, leaderboards read the database',
    );
  };
  const markUp = () => {
    failures = 0;
    answeredAt = Date.now();
    if (state === 'up') return;
    const wasDown = state === 'down';
    state = 'up';
    if (wasDown) {
      log.info(
        { downForMs: Date.now() - downSince },
        'Redis available again: shared rate limits, sign-up counts and leaderboards resume',
      );
    }
    for (const listener of listeners) listener();
  };

  client.on('ready', markUp);
  client.on('error', (error: Error) => markDown(String(error)));
  client.on('close', () => {
    if (!closing.has(client)) markDown('connection closed');
  });

  const health: RedisHealth = {
    get up() {
      return state === 'up' && client.status === 'ready';
    },
    usable() {
      if (client.status !== 'ready') return false;
      if (state === 'up') return true;
      if (Date.now() < probeAt) return false;
      probeAt = Date.now() + PROBE_INTERVAL_MS;
      return true;
    },
    failed(error) {
      if (error instanceof Error && error.name === 'ReplyError') return;
      failures += 1;
      if (failures >= FAILURES_TO_DOWN && Date.now() - answeredAt >= SILENT_MS) markDown(String(error));
    },
    succeeded() {
      failures = 0;
      answeredAt = Date.now();
      if (client.status === 'ready') markUp();
    },
    onAvailable(listener) {
      listeners.push(listener);
    },
    connected(timeoutMs) {
      if (health.up) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady).off('error', onFailure).off('close', onFailure);
          resolve(value);
        };
        const onReady = () => done(true);
        const onFailure = () => done(false);
        const timer = setTimeout(onFailure, timeoutMs);
        client.on('ready', onReady).on('error', onFailure).on('close', onFailure);
      });
    },
  };
  healths.set(client, health);
  return health;
}

/** Closes the client on shutdown; pending commands finish first. */
export async function closeRedis(redis: Redis | null): Promise<void> {
  if (!redis) return;
  closing.add(redis);
  try {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  } catch {
    redis.disconnect();
  }
}
