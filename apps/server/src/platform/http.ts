import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Pack } from '@ricebowl/content';
import type { Config } from './config.js';
import type { Db } from './database/index.js';
import type { Metrics } from './metrics.js';
import type { QuestionBank } from '../engine/questions/question-bank.js';

/** What every route can reach: built once at start, passed in so tests can build their own. */
export interface Deps {
  config: Config;
  db: Db;
  packs: Pack[];
  bank: QuestionBank;
  metrics: Metrics;
  /** Epoch milliseconds; replaceable in tests. */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
