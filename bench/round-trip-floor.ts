// The floor under PostgreSQL's share of an answer: what one round trip costs when it does nothing.
// Ten connections each send a named `SELECT 1` in a closed loop for BENCH_SECONDS (default 5); the
// CPU of their backends and of this process (node-pg), divided by the round trips, is the per-call
// cost every answer pays before its function does any work (bench/RESULTS.md, issue 17).
// `TEST_DATABASE_URL=… node --import tsx bench/round-trip-floor.ts`
import pg from 'pg';
import { cpuMs } from './cpu.js';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const clients = await Promise.all(
  Array.from({ length: 10 }, async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  }),
);
const backends = await Promise.all(
  clients.map(async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid),
);

let calls = 0;
const backendBefore = cpuMs(backends);
const selfBefore = process.cpuUsage();
const until = Date.now() + seconds * 1000;
await Promise.all(
  clients.map(async (client) => {
    while (Date.now() < until) {
      await client.query({ name: 'floor', text: 'SELECT 1' });
      calls += 1;
    }
  }),
);
const self = process.cpuUsage(selfBefore);
const backend = cpuMs(backends) - backendBefore;
console.log(
  `${calls} round trips in ${seconds} s (${Math.round(calls / seconds)}/s); CPU ms per round trip: ` +
    `PostgreSQL ${(backend / calls).toFixed(3)}, node-pg ${((self.user + self.system) / 1000 / calls).toFixed(3)}`,
);
await Promise.all(clients.map((client) => client.end()));
