import { ConfigError } from './platform/config.js';
import { migrateToLatest } from './platform/database/index.js';
import { createDeps } from './deps.js';
import { seedCategories } from './engine/categories/repository.js';
import { buildApp } from './app.js';

const USAGE = `Usage: ricebowl <command> [--services=accounts,engine,web]

Commands:
  serve     migrate, seed and serve (default)
  migrate   bring the database schema up to date
  seed      add the content packs' categories that the database lacks`;

async function main(argv: string[]): Promise<number> {
  const servicesArg = argv.find((a) => a.startsWith('--services='));
  if (servicesArg) process.env.SERVICES = servicesArg.slice('--services='.length);
  const command = argv.find((a) => !a.startsWith('--')) ?? 'serve';
  if (!['serve', 'migrate', 'seed'].includes(command)) {
    console.error(USAGE);
    return 2;
  }

  const deps = createDeps();
  if (command === 'migrate' || command === 'serve') {
    const applied = await migrateToLatest(deps.db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  }
  if (command === 'seed' || command === 'serve') {
    const added = await seedCategories(deps.db.kysely, deps.packs);
    if (added > 0) console.log(`Seeded ${added} categories`);
  }
  if (command !== 'serve') {
    deps.mailer.close();
    await deps.db.close();
    return 0;
  }

  const app = await buildApp(deps);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    deps.mailer.close();
    await deps.db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: deps.config.port, host: deps.config.host });
  return -1;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
