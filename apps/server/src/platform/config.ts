import net from 'node:net';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_CATEGORY } from '@ricebowl/contract';

/** Configuration comes from the environment only, validated once at start with clear errors. */

export const SERVICES = ['accounts', 'engine', 'web'] as const;
export type Service = (typeof SERVICES)[number];

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres(ql)?|sqlite|file):' })),
  SERVICES: Type.String({ default: 'accounts,engine,web' }),
  /** The reverse proxies in front: addresses/CIDRs (or loopback, uniquelocal…) or a hop count; empty: none. */
  TRUST_PROXY: Type.String({ default: '' }),
  DEFAULT_CATEGORY: Type.String({ default: DEFAULT_CATEGORY }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  DAILY_TOTAL_SHARDS: Type.Integer({ minimum: 1, maximum: 256, default: 8 }),
  ASSETS_URL: Type.Optional(Type.String()),
  ABOUT_URL: Type.Optional(Type.String()),
  FAQ_URL: Type.Optional(Type.String()),
  CONTACT_URL: Type.Optional(Type.String()),
  PRIVACY_URL: Type.Optional(Type.String()),
  /** Comma list of name=url pairs for the footer's social links. */
  SOCIAL_LINKS: Type.Optional(Type.String()),
  ENGINE_API_URL: Type.Optional(Type.String()),
  /** smtp://user:pass@host:port or smtps://…; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Ricebowl <no-reply@ricebowl.invalid>' }),
  CAPTCHA: Type.Union([Type.Literal('auto'), Type.Literal('always'), Type.Literal('off')], { default: 'auto' }),
  /** Proof-of-work difficulty: the largest number the browser may have to try. */
  CAPTCHA_MAX_NUMBER: Type.Integer({ minimum: 10, maximum: 10_000_000, default: 100_000 }),
  /** Under CAPTCHA=auto: sign-ups from one address within an hour before the captcha is asked. */
  CAPTCHA_AUTO_THRESHOLD: Type.Integer({ minimum: 0, maximum: 10_000, default: 3 }),
  /** Signs captcha challenges; required when several processes serve one site. */
  SECRET_KEY: Type.Optional(Type.String({ minLength: 32 })),
  ACCOUNTS_API_URL: Type.Optional(Type.String()),
  /** redis://…: rate limits shared by every process of the site; without it each process counts alone. */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Prefix of every Redis key, so several sites (or tests) can share one Redis. */
  REDIS_KEY_PREFIX: Type.String({ default: 'ricebowl:', pattern: '^[A-Za-z0-9:_-]{1,64}$' }),
  /** Each Redis call on a request's path answers within this long, or the request goes on without it. */
  REDIS_TIMEOUT_MS: Type.Integer({ minimum: 10, maximum: 10_000, default: 100 }),
  /** Multiplies every rate limit: benchmarks and e2e runs drive many players from one address. */
  RATE_LIMIT_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, default: 1 }),
  /** Comma list of origins (https://play.example.org) whose pages may call the APIs; default none. */
  CORS_ORIGINS: Type.String({ default: '' }),
  /** A session ends this many days after sign-in, used or not (absolute lifetime). */
  SESSION_TTL_DAYS: Type.Number({ exclusiveMinimum: 0, maximum: 3650, default: 30 }),
  /** Anonymous games idle this many days are deleted with their anti-cheat rows (the ledger stays); 0: never. */
  ANONYMOUS_GAME_RETENTION_DAYS: Type.Integer({ minimum: 0, maximum: 3650, default: 30 }),
  // Transport and monitoring hardening (platform/transport.ts, platform/metrics-access.ts).
  /** A request's headers must arrive within this many seconds of its first byte. */
  HTTP_HEADERS_TIMEOUT_S: Type.Integer({ minimum: 1, maximum: 600, default: 15 }),
  /** The whole request, body included, must arrive within this many seconds. */
  HTTP_REQUEST_TIMEOUT_S: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  /** A connection that sends nothing for this many seconds is closed (idle keep-alive too). */
  HTTP_IDLE_TIMEOUT_S: Type.Integer({ minimum: 1, maximum: 600, default: 10 }),
  /** `/metrics`: off (404), loopback (direct local clients only) or token (Bearer METRICS_TOKEN). */
  METRICS: Type.Union([Type.Literal('off'), Type.Literal('loopback'), Type.Literal('token')], { default: 'off' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  // Anti-cheat (engine/anticheat; reasoning in docs/decisions/009-anti-cheat.md).
  /** Least time anyone needs to answer, however short the question. */
  ANTICHEAT_MIN_ANSWER_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 500 }),
  /** Reading time added per character of the question and its options. */
  ANTICHEAT_MS_PER_CHAR: Type.Integer({ minimum: 0, maximum: 100, default: 4 }),
  /** The longest the minimum can grow with length: below the 1.5 s of a fast person. */
  ANTICHEAT_MAX_ANSWER_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 1200 }),
  /** Too-fast answers within ANTICHEAT_FAST_WINDOW_S that mark a cheater. */
  ANTICHEAT_FAST_ANSWERS: Type.Integer({ minimum: 2, maximum: 1_000_000_000, default: 10 }),
  ANTICHEAT_FAST_WINDOW_S: Type.Integer({ minimum: 1, maximum: 86_400, default: 600 }),
  /** Answers within ANTICHEAT_RATE_WINDOW_S, across all of an account's games, that mark a cheater. */
  ANTICHEAT_RATE_ANSWERS: Type.Integer({ minimum: 2, maximum: 1_000_000_000, default: 180 }),
  ANTICHEAT_RATE_WINDOW_S: Type.Integer({ minimum: 1, maximum: 86_400, default: 180 }),
  /** How long an anonymous game that tripped a signal credits nothing. */
  ANTICHEAT_COOLDOWN_S: Type.Integer({ minimum: 0, maximum: 604_800, default: 600 }),
  /** Credit ceilings: a fast person's pace between credited answers, for the shortest question (0: none). */
  ANTICHEAT_PACE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1500 }),
  /** …and their reading time per character of longer questions and their options. */
  ANTICHEAT_PACE_MS_PER_CHAR: Type.Integer({ minimum: 0, maximum: 1000, default: 20 }),
  /** How far ahead of that pace a player or address may run (a quick streak, network jitter). */
  ANTICHEAT_BURST_S: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
  /** Sustained ceilings of credited answers per player and per address player, per hour and per day. */
  ANTICHEAT_HOUR_ANSWERS: Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1500 }),
  ANTICHEAT_DAY_ANSWERS: Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 8000 }),
  /** Most players one address (an IPv6 /64) is credited for at once: a classroom and then some. */
  ANTICHEAT_CLIENT_PLAYERS: Type.Integer({ minimum: 1, maximum: 100_000, default: 40 }),
  /** A player counts toward their address's players this long after their last answer. */
  ANTICHEAT_ACTIVE_S: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
});

/** Every variable the server reads (docs/operations.md and .env.example describe each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.properties);

export interface Config {
  port: number;
  host: string;
  /** PUBLIC_URL, or `http://localhost:<PORT>` when unset (see public-url.ts for who uses which). */
  publicUrl: string;
  /** Whether PUBLIC_URL was given: unset, links follow the address each request came in on. */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string;
  services: ReadonlySet<Service>;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For entries are believed (none: false). */
  trustProxy: false | number | string[];
  defaultCategory: string;
  logLevel: string;
  dailyTotalShards: number;
  anticheat: AnticheatConfig;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  captcha: { mode: 'auto' | 'always' | 'off'; maxNumber: number; autoThreshold: number };
  /** Null: a key is generated once and kept in DATA_DIR. */
  secretKey: string | null;
  redis: { url: string | null; keyPrefix: string; timeoutMs: number };
  rateLimitScale: number;
  /** Origins allowed to call the APIs from a browser; empty: same origin only. */
  corsOrigins: string[];
  sessionTtlMs: number;
  /** Anonymous games idle this long are swept (engine/games/retention.ts); 0: kept for ever. */
  anonymousGameRetentionMs: number;
  http: { headersTimeoutMs: number; requestTimeoutMs: number; idleTimeoutMs: number };
  metrics: { mode: 'off' | 'loopback' | 'token'; token: string | null };
  web: {
    engineApiUrl: string;
    accountsApiUrl: string;
    assetsUrl: string;
    links: {
      about: string;
      faq: string;
      contact: string;
      privacy: string;
      social: { name: string; url: string }[];
    };
  };
}

/** Anti-cheat thresholds, in milliseconds and answer counts. */
export interface AnticheatConfig {
  minAnswerMs: number;
  msPerChar: number;
  maxAnswerMs: number;
  fastAnswers: number;
  fastWindowMs: number;
  rateAnswers: number;
  rateWindowMs: number;
  cooldownMs: number;
  paceMs: number;
  paceMsPerChar: number;
  burstMs: number;
  hourAnswers: number;
  dayAnswers: number;
  clientPlayers: number;
  activeMs: number;
}

export class ConfigError extends Error {}

/** The variables read as numbers or flags, by their schema's type. */
const keysOfType = (type: string) =>
  new Set(
    Object.entries(EnvSchema.properties)
      .filter(([, schema]) => (schema as { type?: string }).type === type)
      .map(([key]) => key),
  );
const BOOLEAN_KEYS = keysOfType('boolean');
const INTEGER_KEYS = keysOfType('integer');
const NUMBER_KEYS = keysOfType('number');

/** Reads and validates configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value === undefined || value === '') continue;
    if (BOOLEAN_KEYS.has(key)) raw[key] = value === 'true' || value === '1';
    else if (INTEGER_KEYS.has(key)) raw[key] = /^\d+$/.test(value) ? Number(value) : value;
    else if (NUMBER_KEYS.has(key)) raw[key] = /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    else raw[key] = value;
  }
  const withDefaults = Value.Default(EnvSchema, raw);
  const problems = [...Value.Errors(EnvSchema, withDefaults)].map(
    (e) => `${e.path.slice(1) || 'environment'}: ${e.message}`,
  );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const e = withDefaults as Static<typeof EnvSchema>;

  const services = new Set<Service>();
  for (const name of e.SERVICES.split(',').map((s) => s.trim())) {
    if (!(SERVICES as readonly string[]).includes(name)) {
      throw new ConfigError(
        `Invalid configuration:\n  SERVICES: unknown service "${name}" (use ${SERVICES.join(', ')})`,
      );
    }
    services.add(name as Service);
  }

  if (e.METRICS === 'token' && !e.METRICS_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  METRICS_TOKEN: required when METRICS=token');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'ricebowl.sqlite')}`,
    services,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    defaultCategory: e.DEFAULT_CATEGORY,
    logLevel: e.LOG_LEVEL,
    dailyTotalShards: e.DAILY_TOTAL_SHARDS,
    anticheat: {
      minAnswerMs: e.ANTICHEAT_MIN_ANSWER_MS,
      msPerChar: e.ANTICHEAT_MS_PER_CHAR,
      maxAnswerMs: e.ANTICHEAT_MAX_ANSWER_MS,
      fastAnswers: e.ANTICHEAT_FAST_ANSWERS,
      fastWindowMs: e.ANTICHEAT_FAST_WINDOW_S * 1000,
      rateAnswers: e.ANTICHEAT_RATE_ANSWERS,
      rateWindowMs: e.ANTICHEAT_RATE_WINDOW_S * 1000,
      cooldownMs: e.ANTICHEAT_COOLDOWN_S * 1000,
      paceMs: e.ANTICHEAT_PACE_MS,
      paceMsPerChar: e.ANTICHEAT_PACE_MS_PER_CHAR,
      burstMs: e.ANTICHEAT_BURST_S * 1000,
      hourAnswers: e.ANTICHEAT_HOUR_ANSWERS,
      dayAnswers: e.ANTICHEAT_DAY_ANSWERS,
      clientPlayers: e.ANTICHEAT_CLIENT_PLAYERS,
      activeMs: e.ANTICHEAT_ACTIVE_S * 1000,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    captcha: { mode: e.CAPTCHA, maxNumber: e.CAPTCHA_MAX_NUMBER, autoThreshold: e.CAPTCHA_AUTO_THRESHOLD },
    secretKey: e.SECRET_KEY ?? null,
    redis: { url: e.REDIS_URL ?? null, keyPrefix: e.REDIS_KEY_PREFIX, timeoutMs: e.REDIS_TIMEOUT_MS },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    sessionTtlMs: Math.round(e.SESSION_TTL_DAYS * 24 * 60 * 60_000),
    anonymousGameRetentionMs: e.ANONYMOUS_GAME_RETENTION_DAYS * 24 * 60 * 60_000,
    http: {
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_S, e.HTTP_REQUEST_TIMEOUT_S) * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_S * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_S * 1000,
    },
    metrics: { mode: e.METRICS, token: e.METRICS_TOKEN ?? null },
    web: {
      engineApiUrl: e.ENGINE_API_URL ?? '/api/engine',
      accountsApiUrl: e.ACCOUNTS_API_URL ?? '/api/accounts',
      assetsUrl: e.ASSETS_URL ?? '/assets/',
      links: {
        // Relative: they work on whatever address the browser opened (a classroom's LAN address).
        about: e.ABOUT_URL ?? '/pages/about.html',
        faq: e.FAQ_URL ?? '/pages/faq.html',
        contact: e.CONTACT_URL ?? '/pages/contact.html',
        privacy: e.PRIVACY_URL ?? '/pages/privacy.html',
        social: parseSocialLinks(e.SOCIAL_LINKS),
      },
    },
  };
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY names the proxies (or how many hops of them) whose X-Forwarded-For entries are
 * believed; the client is then the right-most address that is not a trusted proxy. "Trust every
 * hop" would take the left-most entry, which the client writes itself: refused with a pointer.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: "true" (trust every proxy) is no longer accepted: any client could ' +
        'forge its address with X-Forwarded-For. Name the proxies in front of the server instead, e.g. ' +
        'TRUST_PROXY=10.0.0.5,10.0.1.0/24 (addresses, CIDRs, or loopback/linklocal/uniquelocal), or give how ' +
        'many proxies there are: TRUST_PROXY=1.',
    );
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `Invalid configuration:\n  TRUST_PROXY: "${entry}" is not an address, a CIDR (10.0.0.0/8) or one of ` +
          `${[...NAMED_RANGES].join(', ')}`,
      );
    }
  }
  return entries;
}

/**
 * Fastify's form: a list as is; a hop count as a function, since Fastify refuses bare counts (it
 * cannot tell a proxy from a client that connects directly: a count is for servers only the
 * proxies can reach).
 */
export function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseSocialLinks(value: string | undefined): { name: string; url: string }[] {
  if (!value) return [];
  return value.split(',').map((pair) => {
    const [name, url] = pair.split('=');
    if (!name || !url || !/^https?:\/\//.test(url)) {
      throw new ConfigError(`Invalid configuration:\n  SOCIAL_LINKS: expected name=https://… pairs, got "${pair}"`);
    }
    return { name: name.trim(), url: url.trim() };
  });
}

function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
        throw new ConfigError(
          `Invalid configuration:\n  CORS_ORIGINS: expected origins such as https://play.example.org, got "${origin}"`,
        );
      }
      return url.origin;
    });
}
