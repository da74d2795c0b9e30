import { loadPacks } from '@ricebowl/content';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/database/index.js';
import { createMetrics } from './platform/metrics.js';
import type { Deps } from './platform/http.js';
import { QuestionBank } from './engine/questions/question-bank.js';

/** Opens the database and loads content: everything a command needs, built once. */
export function createDeps(env: NodeJS.ProcessEnv = process.env): Deps {
  const config = loadConfig(env);
  const packs = loadPacks();
  return {
    config,
    db: openDatabase(config.databaseUrl),
    packs,
    bank: new QuestionBank(packs),
    metrics: createMetrics(),
    now: Date.now,
  };
}
