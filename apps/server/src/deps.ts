import { createPlayerService } from './engine/players/service.js';
import { loadPacks } from '@ricebowl/content';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/database/index.js';
import { createMetrics } from './platform/metrics.js';
import { createCaptcha } from './platform/captcha.js';
import { createMailer, type MailLog } from './platform/mail.js';
import { loadSecretKey } from './platform/secret.js';
import type { Deps } from './platform/http.js';
import { QuestionBank } from './engine/questions/question-bank.js';

/** Opens the database and loads content: everything a command needs, built once. */
export function createDeps(env: NodeJS.ProcessEnv = process.env): Deps {
  const config = loadConfig(env);
  const packs = loadPacks();
  const db = openDatabase(config.databaseUrl);
  const deps: Deps = {
    config,
    db,
    packs,
    bank: new QuestionBank(packs),
    metrics: createMetrics(),
    now: Date.now,
    captcha: createCaptcha({
      db: db.kysely,
      secretKey: loadSecretKey(config),
      maxNumber: config.captcha.maxNumber,
      now: () => deps.now(),
    }),
    mailer: createMailer(config.mail, consoleLog(config.logLevel)),
    players: createPlayerService(db.kysely, () => deps.now()),
  };
  return deps;
}

/** Deps exist before the HTTP app and its logger: this writes the same JSON lines as pino. */
function consoleLog(level: string): MailLog {
  const line = (severity: number, obj: object, msg: string) =>
    console.log(JSON.stringify({ level: severity, time: Date.now(), ...obj, msg }));
  return {
    info: (obj, msg) => {
      if (['trace', 'debug', 'info'].includes(level)) line(30, obj, msg);
    },
    warn: (obj, msg) => {
      if (['trace', 'debug', 'info', 'warn'].includes(level)) line(40, obj, msg);
    },
  };
}
