import { parseArgs } from 'node:util';
import { ConfigError } from './platform/config.js';
import { migrateToLatest } from './platform/database/index.js';
import type { Deps } from './platform/http.js';
import { createDeps } from './deps.js';
import { seedCategories } from './engine/categories/service.js';
import { buildApp } from './app.js';
import { closeRedis, redisHealth } from './platform/redis.js';
import { InputError, createAnnouncement, createChallenge, createNotice, seedExamples } from './cli/content.js';
import { describeLedgerReport, verifyLedger } from './engine/donations/verify-ledger.js';
import { setRole } from './admin/roles.js';
import { publicUrlWarning } from './platform/public-url.js';

const USAGE = `Usage: npm run admin -- <command> [options]      (the server itself: npm start)

Commands:
  serve                 migrate, seed and serve (default); --services=accounts,engine,web
  migrate               bring the database schema up to date
  seed                  add the content packs' categories that the database lacks
  create-challenge      --title T --description D --start 2026-12-01 --end 2027-01-01 --goal 100000
                        [--milestones 1000,10000] [--image URL] [--private] [--anonymous-play]
  create-announcement   --title T --summary S --expires 2027-01-01 [--date ISO] [--image URL]
                        [--call-to-action URL --call-to-action-label L]
  create-notice         --title T --body B [--button-link URL --button-text L]
                        (an eye-catcher notice on the game screen; replaces the current one)
  verify-ledger         recompute every stored total from the donation ledger; exit 1 on a difference
  grant-admin <username>   give a user the admin role (the /admin area and /api/admin)
  revoke-admin <username>  take it back (exit 2 for an unknown user)
  rebuild-leaderboards  refill the Redis leaderboards from the database (after restoring a backup);
                        needs REDIS_URL`;

const OPTIONS = {
  services: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  summary: { type: 'string' },
  body: { type: 'string' },
  image: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  date: { type: 'string' },
  expires: { type: 'string' },
  goal: { type: 'string' },
  milestones: { type: 'string' },
  private: { type: 'boolean' },
  'anonymous-play': { type: 'boolean' },
  'call-to-action': { type: 'string' },
  'call-to-action-label': { type: 'string' },
  'button-link': { type: 'string' },
  'button-text': { type: 'string' },
  help: { type: 'boolean' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** Drops options that were not given, so the schemas' defaults apply. */
const given = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

const ROLE_COMMANDS = ['grant-admin', 'revoke-admin'];

const COMMANDS: Record<string, (deps: Deps, o: Options) => Promise<string>> = {
  'create-challenge': (deps, o) =>
    createChallenge(
      deps.db.kysely,
      given({
        title: o.title,
        description: o.description,
        image: o.image,
        start: o.start,
        end: o.end,
        goal: o.goal === undefined ? undefined : Number(o.goal),
        milestones: o.milestones?.split(',').map(Number),
        public: !o.private,
        anonymousPlay: Boolean(o['anonymous-play']),
      }),
      deps.now(),
    ),
  'create-announcement': (deps, o) =>
    createAnnouncement(
      deps.db.kysely,
      given({
        title: o.title,
        summary: o.summary,
        image: o.image,
        date: o.date,
        expires: o.expires,
        callToAction: o['call-to-action'],
        callToActionLabel: o['call-to-action-label'],
      }),
      deps.now(),
    ),
  'create-notice': (deps, o) =>
    createNotice(
      deps.db.kysely,
      given({ title: o.title, body: o.body, buttonLink: o['button-link'], buttonText: o['button-text'] }),
      deps.now(),
    ),
};

/** A command other than `serve`: its exit code; the database and Redis are closed after it. */
type OneOff = (deps: Deps, values: Options, positionals: string[]) => Promise<number>;

async function verifyLedgerCommand(deps: Deps): Promise<number> {
  const report = await verifyLedger(deps.db.kysely);
  console.log(describeLedgerReport(report));
  return report.differences.length === 0 ? 0 : 1;
}

const roleCommand =
  (role: 'admin' | 'player'): OneOff =>
  async (deps, _values, positionals) => {
    const username = positionals[1]!;
    const result = await setRole(deps.db.kysely, username, role, deps.now());
    if (result === 'unknown_user') {
      console.error(`No user named "${username}".`);
      return 2;
    }
    const now = role === 'admin' ? 'is an admin' : 'is no longer an admin';
    console.log(result === 'changed' ? `${username} ${now} now.` : `${username} already ${now}; nothing changed.`);
    return 0;
  };

async function rebuildLeaderboardsCommand(deps: Deps): Promise<number> {
  if (!deps.redis) {
    console.error('REDIS_URL is not set: the leaderboards are read from the database, nothing to rebuild.');
    return 2;
  }
  if (!(await redisHealth(deps.redis).connected(10_000))) {
    console.error('Redis does not answer at REDIS_URL: nothing rebuilt.');
    return 1;
  }
  if (!(await deps.leaderboards.rebuild())) {
    console.error('Another process is rebuilding the leaderboards; try again when it has finished.');
    return 1;
  }
  console.log('Rebuilt the leaderboards from the database');
  return 0;
}

/** A create-* command: what it made, or its input's problems with the usage. */
const createCommand =
  (command: string, create: (deps: Deps, o: Options) => Promise<string>): OneOff =>
  async (deps, values) => {
    try {
      console.log(`Created ${command.replace('create-', '')} ${await create(deps, values)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      console.error(`Invalid input:\n  ${error.message.replaceAll('\n', '\n  ')}\n\n${USAGE}`);
      return 2;
    }
  };

const ONE_OFFS: Record<string, OneOff> = {
  // Both happen before any command runs (prepareDatabase): nothing is left to do.
  migrate: async () => 0,
  seed: async () => 0,
  'verify-ledger': verifyLedgerCommand,
  'grant-admin': roleCommand('admin'),
  'revoke-admin': roleCommand('player'),
  'rebuild-leaderboards': rebuildLeaderboardsCommand,
  ...Object.fromEntries(Object.entries(COMMANDS).map(([name, create]) => [name, createCommand(name, create)])),
};

/** Brings the schema up to date; a fresh install gets its examples, and the server its categories. */
async function prepareDatabase(deps: Deps, command: string) {
  const applied = await migrateToLatest(deps.db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  // A fresh install gets an example challenge, announcement and notice, once.
  if (applied.includes('0004-challenges-badges') && command !== 'migrate')
    await seedExamples(deps.db.kysely, deps.now());
  if (command === 'seed' || command === 'serve') {
    const added = await seedCategories(deps.db.kysely, deps.packs);
    if (added > 0) console.log(`Seeded ${added} categories`);
  }
}

/** Serves until SIGINT or SIGTERM, then closes in order: requests, the event publisher, the boards. */
async function serve(deps: Deps): Promise<number> {
  const app = await buildApp(deps);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await deps.events.stop();
    await deps.leaderboards.settled();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const publicUrlProblem = publicUrlWarning(deps.config);
  if (publicUrlProblem) app.log.warn(publicUrlProblem);
  // Redis is given a second to connect, so that the first requests are counted for the whole site;
  // if it does not, the server starts anyway and uses Redis once it answers (ADR 010).
  if (deps.redis) await redisHealth(deps.redis).connected(1_000);
  // Events a previous run committed but did not publish (it crashed in between) reach the boards
  // before the first request; then the publisher sweeps for lost nudges (ADR 021).
  await deps.events.start();
  await app.listen({ port: deps.config.port, host: deps.config.host });
  // With Redis: fill the leaderboards in the background if they are missing or of another format
  // (the first start, Redis emptied, a new format); the database answers until they are complete.
  void deps.leaderboards.ensureFresh();
  return -1;
}

async function main(argv: string[]): Promise<number> {
  // Every file the server creates (database, outbox, uploads, key) is its user's alone.
  process.umask(0o077);
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const command = positionals[0] ?? 'serve';
  const known = command === 'serve' || Object.hasOwn(ONE_OFFS, command);
  if (values.help || !known || (ROLE_COMMANDS.includes(command) && !positionals[1])) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.services) process.env.SERVICES = values.services;

  const deps = createDeps();
  await prepareDatabase(deps, command);
  if (command === 'serve') return serve(deps);
  try {
    return await ONE_OFFS[command]!(deps, values, positionals);
  } finally {
    await closeDeps(deps);
  }
}

/** Lets the process end: the mailer, Redis and the database hold it open. */
async function closeDeps(deps: Deps) {
  deps.mailer.close();
  await closeRedis(deps.redis);
  await deps.db.close();
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
