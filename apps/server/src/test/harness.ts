import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPacks } from '@ricebowl/content';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { migrateToLatest, openDatabase, type Dialect } from '../platform/database/index.js';
import { createScratchDatabase } from '../platform/database/scratch.js';
import { closeRedis, redisHealth } from '../platform/redis.js';
import type { App, Deps } from '../platform/http.js';
import { assembleDeps } from '../deps.js';
import { QuestionBank } from '../engine/questions/question-bank.js';
import { seedCategories } from '../engine/categories/service.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const packs = loadPacks();
const bank = new QuestionBank(packs);

export interface TestContext {
  app: App;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * A fresh database of the given dialect: a PostgreSQL database created beside TEST_DATABASE_URL
 * (drop it afterwards), or SQLite at `sqliteUrl` (in memory unless a test shares a file).
 */
export async function scratchDatabaseFor(
  dialect: Dialect,
  sqliteUrl = 'sqlite::memory:',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'postgres') return createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ricebowl_test');
  return { url: sqliteUrl, drop: () => Promise.resolve() };
}

/**
 * A real app on a fresh, migrated and seeded database of the given dialect: an in-memory SQLite
 * database, or a PostgreSQL database created for this context and dropped afterwards.
 */
export async function createTestApp(
  dialect: Dialect,
  env: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
  database: { onStatement?: (sql: string) => void } = {},
): Promise<TestContext> {
  const { url, drop } = await scratchDatabaseFor(dialect);
  // A data directory of its own (the outbox, when no SMTP_URL is given), removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-test-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://ricebowl.test',
    SERVICES: 'accounts,engine',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    CAPTCHA_MAX_NUMBER: process.env.CAPTCHA_MAX_NUMBER ?? '1000',
    // Tests answer at machine speed: the anti-cheat counts every answer but, unless a test asks for
    // the shipped thresholds (anticheat.test.ts), never reaches its limits.
    ANTICHEAT_FAST_ANSWERS: '1000000000',
    ANTICHEAT_RATE_ANSWERS: '1000000000',
    ANTICHEAT_PACE_MS: '0',
    ...env,
  });
  const db = openDatabase(url, database);
  await migrateToLatest(db);
  await seedCategories(db.kysely, packs);
  const deps = assembleDeps(config, db, { packs, bank, mailLog: { info() {} } });
  const app = await buildApp(deps, { logger: false, ...options });
  await app.ready();
  // As a server's start does: Redis connected (or found unreachable) before the first request.
  if (deps.redis) await redisHealth(deps.redis).connected(5_000);
  await deps.events.start();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.events.stop();
      await deps.leaderboards.settled();
      deps.mailer.close();
      await closeRedis(deps.redis);
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
