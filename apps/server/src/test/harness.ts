import { loadPacks } from '@ricebowl/content';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { migrateToLatest, openDatabase, type Dialect } from '../platform/database/index.js';
import { createScratchDatabase } from '../platform/database/scratch.js';
import { createMetrics } from '../platform/metrics.js';
import type { App, Deps } from '../platform/http.js';
import { QuestionBank } from '../engine/questions/question-bank.js';
import { seedCategories } from '../engine/categories/repository.js';

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
 * A real app on a fresh, migrated and seeded database of the given dialect: an in-memory SQLite
 * database, or a PostgreSQL database created for this context and dropped afterwards.
 */
export async function createTestApp(
  dialect: Dialect,
  env: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const { url, drop } =
    dialect === 'postgres'
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ricebowl_test')
      : { url: 'sqlite::memory:', drop: () => Promise.resolve() };
  const config = loadConfig({
    PUBLIC_URL: 'http://ricebowl.test',
    SERVICES: 'accounts,engine',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = openDatabase(url);
  await migrateToLatest(db);
  await seedCategories(db.kysely, packs);
  const deps: Deps = { config, db, packs, bank, metrics: createMetrics(), now: Date.now };
  const app = await buildApp(deps, { logger: false, ...options });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
