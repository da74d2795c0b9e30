import { loadPacks, type Pack } from '@ricebowl/content';
import { loadConfig, type Config } from './platform/config.js';
import { openDatabase, type Db } from './platform/database/index.js';
import { createMetrics } from './platform/metrics.js';
import { createCaptcha } from './platform/captcha.js';
import { createMailer, type MailLog } from './platform/mail.js';
import { loadSecretKey } from './platform/secret.js';
import { createRedis, redisHealth } from './platform/redis.js';
import { scrubSecrets } from './platform/logging.js';
import type { Deps } from './platform/http.js';
import { QuestionBank } from './engine/questions/question-bank.js';
import { createPlayerService } from './engine/players/service.js';
import { createSponsorPicker } from './engine/sponsors/picker.js';
import { createLeaderboards } from './engine/leaderboards/service.js';
import { followEvents } from './engine/leaderboards/follow-events.js';
import { createEventPublisher } from './platform/events/publisher.js';
import { createDisabledQuestions } from './engine/reports/disabled-questions.js';

/**
 * Everything the routes reach, built once from a configuration and an open database. `now` is
 * read through `deps.now` everywhere, so a test that moves the clock moves every expiry with it.
 */
export function assembleDeps(
  config: Config,
  db: Db,
  options: {
    packs?: Pack[];
    bank?: QuestionBank;
    mailLog?: MailLog;
    disabledQuestionsRefreshMs?: number;
    crashBeforePublish?: boolean;
  } = {},
): Deps {
  const packs = options.packs ?? loadPacks();
  const redis = createRedis(config.redis, consoleLog(config.logLevel));
  const leaderboards = createLeaderboards({
    db: db.kysely,
    redis,
    keyPrefix: config.redis.keyPrefix,
    now: () => deps.now(),
  });
  const events = createEventPublisher({
    db,
    log: consoleLog(config.logLevel),
    crashBeforePublish: options.crashBeforePublish,
  });
  followEvents(events, leaderboards);
  const disabledQuestions = createDisabledQuestions(db.kysely, options.disabledQuestionsRefreshMs);
  const deps: Deps = {
    config,
    db,
    packs,
    bank: (options.bank ?? new QuestionBank(packs)).excluding(disabledQuestions),
    disabledQuestions,
    metrics: createMetrics(redis ? { redisUp: () => redisHealth(redis).up } : {}),
    now: Date.now,
    captcha: createCaptcha({
      db: db.kysely,
      secretKey: loadSecretKey(config),
      maxNumber: config.captcha.maxNumber,
      now: () => deps.now(),
    }),
    mailer: createMailer(config.mail, options.mailLog ?? consoleLog(config.logLevel)),
    players: createPlayerService(db.kysely, events, () => deps.now()),
    redis,
    leaderboards,
    events,
    sponsors: createSponsorPicker(db.kysely, () => deps.now()),
  };
  return deps;
}

/** Reads the configuration from the environment and opens its database. */
export function createDeps(env: NodeJS.ProcessEnv = process.env): Deps {
  const config = loadConfig(env);
  // A failpoint for e2e/events-crash.test.ts, never set in production: read here, once.
  const crashBeforePublish = env.RICEBOWL_FAILPOINT === 'crash-before-publish';
  return assembleDeps(config, openDatabase(config.databaseUrl), { crashBeforePublish });
}

/** Deps exist before the HTTP app and its logger: this writes the same JSON lines as pino. */
function consoleLog(level: string): Required<MailLog> {
  // Outbox links are printed on purpose (info: a laptop without mail); warnings are scrubbed.
  const line = (severity: number, obj: object, msg: string) => {
    const text = JSON.stringify({ level: severity, time: Date.now(), ...obj, msg });
    console.log(severity >= 40 ? scrubSecrets(text) : text);
  };
  return {
    info: (obj, msg) => {
      if (['trace', 'debug', 'info'].includes(level)) line(30, obj, msg);
    },
    warn: (obj, msg) => {
      if (['trace', 'debug', 'info', 'warn'].includes(level)) line(40, obj, msg);
    },
  };
}
