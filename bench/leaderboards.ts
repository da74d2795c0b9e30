// Leaderboards at scale (issue 4): 1,000,000 players and 50,000 groups, then the latency of the
// top-50 players page, one player's statistics (with their rank) and one group's members page.
// BENCH_LEADERBOARD_PLAYERS (default 1,000,000) and BENCH_DATABASE_URL or TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/database/index.js';
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import type { Database } from '../apps/server/src/platform/database/schema.js';
import { hashToken } from '../apps/server/src/platform/tokens.js';
import { request } from './driver.js';
import { freePort, startProcess } from './processes.js';
import { machine, writeSection } from './results.js';

const PLAYERS = Number(process.env.BENCH_LEADERBOARD_PLAYERS ?? 1_000_000);
const GROUPS = Math.round(PLAYERS / 20);
const BIG_GROUP_MEMBERS = 5_000;
const VIEWERS = 100;
const SAMPLES = 400;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Grains spread as in real play: most players have a little, a few have a lot (log-uniform). */
function grains(i: number): number {
  const x = ((i * 2654435761) % 2 ** 32) / 2 ** 32; // deterministic, well spread
  return 10 * Math.floor(Math.exp(x * Math.log(20_000)));
}

async function insertBatches<T>(
  total: number,
  size: number,
  row: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += size) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(total, start + size); i++) rows.push(row(i));
    await insert(rows);
  }
}

async function seed(db: Kysely<Database>) {
  const now = Date.now();
  await insertBatches(
    PLAYERS,
    1000,
    (i) => ({
      user_id: `p${i}`,
      rice: grains(i),
      correct: grains(i) / 10,
      wrong: 0,
      player_type: i % 100 === 0 ? 1 : 0,
      updated_at: now,
    }),
    (rows) => db.insertInto('players').values(rows).execute(),
  );
  await insertBatches(
    GROUPS,
    1000,
    (i) => ({ group_id: `g${i}`, rice: grains(i * 7 + 3) * 20, members: 20 }),
    (rows) => db.insertInto('group_stats').values(rows).execute(),
  );
  await insertBatches(
    BIG_GROUP_MEMBERS,
    1000,
    (i) => ({ group_id: 'g0', user_id: `p${i}`, rice: grains(i), active: 1 }),
    (rows) => db.insertInto('group_contributions').values(rows).execute(),
  );
  // Viewers: real accounts with sessions, spread over the ranks (player p{i*step}).
  const step = Math.floor(PLAYERS / VIEWERS);
  await insertBatches(
    VIEWERS,
    100,
    (v) => ({
      id: `p${v * step}`,
      username: `viewer${v}`,
      username_key: `viewer${v}`,
      email: `viewer${v}@example.org`,
      email_key: `viewer${v}@example.org`,
      password_hash: 'x',
      avatar: '',
      birthdate: '2000-01-01',
      verified_at: now,
      verify_by: null,
      role: 'player',
      disabled: 0,
      language: 'en',
      created_at: now,
      updated_at: now,
    }),
    (rows) => db.insertInto('users').values(rows).execute(),
  );
  await insertBatches(
    VIEWERS,
    100,
    (v) => ({ token_hash: hashToken(`bench-token-${v}-${'x'.repeat(30)}`), user_id: `p${v * step}`, created_at: now }),
    (rows) => db.insertInto('sessions').values(rows).execute(),
  );
  return { step };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(port: number, paths: (i: number) => { path: string; token?: string }) {
  const durations: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { path: url, token } = paths(i);
    const started = performance.now();
    const reply = await requestWithToken(port, url, token);
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

function requestWithToken(port: number, url: string, token?: string) {
  return token ? request(port, 'GET', url, undefined, { authorization: `Bearer ${token}` }) : request(port, 'GET', url);
}

/** Runs the leaderboard benchmark on SQLite and, when configured, PostgreSQL. */
export async function runLeaderboards() {
  const rows: string[] = [];
  const targets: { name: string; url: string; cleanup: () => Promise<void> }[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-bench-lb-'));
  targets.push({
    name: 'SQLite',
    url: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  });
  if (pgUrl) {
    const scratch = await createScratchDatabase(pgUrl, 'ricebowl_bench');
    targets.push({ name: 'PostgreSQL', url: scratch.url, cleanup: scratch.drop });
  }

  for (const target of targets) {
    const db = openDatabase(target.url);
    await migrateToLatest(db);
    const seededAt = performance.now();
    const { step } = await seed(db.kysely);
    console.log(
      `${target.name}: seeded ${PLAYERS.toLocaleString('en')} players in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    await db.close();

    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-bench-'));
    const { child } = await startProcess(['apps/server/src/main.ts', 'serve'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVICES: 'engine',
      LOG_LEVEL: 'info',
      DATABASE_URL: target.url,
    });
    const token = (v: number) => `bench-token-${v}-${'x'.repeat(30)}`;
    const results = {
      'top 50 players (`GET /users?current=1&limit=50`)': await time(port, () => ({
        path: '/api/engine/users?current=1&limit=50',
      })),
      "one player's statistics and rank (`GET /users/{id}`)": await time(port, (i) => ({
        path: `/api/engine/users/p${(i % VIEWERS) * step}`,
        token: token(i % VIEWERS),
      })),
      'a page of a 5,000-member group (`GET /group-members`)': await time(port, (i) => ({
        path: `/api/engine/group-members?limit=40&group=g0&current=${(i % 100) + 1}`,
        token: token(0),
      })),
      'top 50 groups (`GET /groups?current=1&limit=50`)': await time(port, () => ({
        path: '/api/engine/groups?current=1&limit=50',
      })),
    };
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await target.cleanup();
    for (const [what, { p50, p99 }] of Object.entries(results)) {
      console.log(`${target.name} ${what}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
      rows.push(`| ${target.name} | ${what} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
    }
  }

  writeSection(
    'leaderboards',
    `## Leaderboards with ${PLAYERS.toLocaleString('en')} players

Measured ${machine()}.
${PLAYERS.toLocaleString('en')} players (1 % of them cheaters, left out of the board) with log-uniform grains, ${GROUPS.toLocaleString('en')} groups, one group of
${BIG_GROUP_MEMBERS.toLocaleString('en')} members; ${SAMPLES} requests each, one at a time, from a client on the same machine; player statistics
are asked for ${VIEWERS} signed-in players spread over the ranks. Target (issue 4): p99 ≤ 20 ms.

| database | request | p50 ms | p99 ms |
|---|---|---|---|
${rows.join('\n')}
`,
  );
}
