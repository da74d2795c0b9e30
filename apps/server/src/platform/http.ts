import type {
  FastifyBaseLogger,
  FastifyRequest,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Pack } from '@ricebowl/content';
import type { Redis } from 'ioredis';
import type { Captcha } from './captcha.js';
import type { PlayerService } from '../engine/players/service.js';
import type { Leaderboards } from '../engine/leaderboards/service.js';
import type { EventPublisher } from './events/publisher.js';
import type { Config } from './config.js';
import type { Viewer } from './auth.js';
import type { Db } from './database/index.js';
import type { Mailer } from './mail.js';
import type { Metrics } from './metrics.js';
import type { DisabledQuestions } from '../engine/reports/disabled-questions.js';
import type { QuestionBank } from '../engine/questions/question-bank.js';
import type { SponsorPicker } from '../engine/sponsors/picker.js';

/** What every route can reach: built once at start, passed in so tests can build their own. */
export interface Deps {
  config: Config;
  db: Db;
  packs: Pack[];
  bank: QuestionBank;
  metrics: Metrics;
  captcha: Captcha;
  mailer: Mailer;
  /** The engine's side of accounts: claiming anonymous games, forgetting deleted players. */
  players: PlayerService;
  /**
   * Shared state across processes (rate limits, sign-up counts, leaderboards) when REDIS_URL is
   * set; null otherwise. Call it through `callRedis` (platform/redis.ts): Redis may be down.
   */
  redis: Redis | null;
  /** The engine's sponsor choice per issued question, from a list cached for a few seconds. */
  sponsors: SponsorPicker;
  /** Leaderboard reads (Redis sorted sets when configured) and the events that keep them in step. */
  leaderboards: Leaderboards;
  /** Domain events recorded by writers, published to the leaderboards after commit (ADR 021). */
  events: EventPublisher;
  /** Questions an admin disabled, refreshed periodically in every process (engine/reports). */
  disabledQuestions: DisabledQuestions;
  /** Epoch milliseconds; replaceable in tests. */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** The signed-in player of a request, null when anonymous; an invalid token answers 401. */
    viewerOf(request: FastifyRequest): Promise<Viewer>;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
