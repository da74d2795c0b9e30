import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)|Server listening at http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1] ?? match[2]));
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
  child.stdout?.resume();
  return { child, port };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * With BENCH_CPU_PROF=<dir>, each Ricebowl process writes a V8 CPU profile there when it stops
 * (SIGTERM ends it gracefully); `node --import tsx bench/profile-summary.ts <file>` reads one. With
 * BENCH_STATEMENT_TIMES=<dir>, it writes the time of each SQLite statement (statement-times.ts).
 */
const profileArgs = () => [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ...(process.env.BENCH_STATEMENT_TIMES ? ['--import', path.join(root, 'bench/statement-times.ts')] : []),
];

export async function startRicebowl(databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-bench-'));
  const { child } = await startProcess(
    ['apps/server/src/main.ts', 'serve'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Both APIs: the signed-in rows sign their players up and into groups before they play.
      SERVICES: 'accounts,engine',
      LOG_LEVEL: 'info',
      CAPTCHA: 'off',
      // The benchmark's players all come from 127.0.0.1: it measures the answer path, not the limits.
      RATE_LIMIT_SCALE: '100000',
      // The answer loop's players answer at machine speed; with the shipped anti-cheat they would be
      // throttled after ten answers and the loop would measure answers that write no ledger row.
      // Raised limits keep every answer credited while the anti-cheat still counts each one.
      ANTICHEAT_FAST_ANSWERS: '1000000000',
      ANTICHEAT_RATE_ANSWERS: '1000000000',
      ANTICHEAT_PACE_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    profileArgs(),
  );
  return { child, port, dataDir };
}

export interface Started {
  /** The port the players use. */
  port: number;
  /** The Ricebowl processes (and the proxy's, if any), for their CPU time. */
  pids: number[];
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One Ricebowl process (SQLite in its own data directory unless a database URL is given). */
export async function startOne(databaseUrl?: string): Promise<Started> {
  const server = await startRicebowl(databaseUrl);
  return {
    port: server.port,
    pids: [server.child.pid!],
    async stop() {
      await stopChild(server.child);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two Ricebowl processes on one PostgreSQL database and one Redis (a key prefix of their own),
 * behind the round-robin proxy of bench/proxy.ts: the scale-out mode on one machine. The first
 * process migrates the database before the second starts.
 */
export async function startTwo(databaseUrl: string, redisUrl: string): Promise<Started> {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${process.pid}-${Date.now()}:` };
  const first = await startRicebowl(databaseUrl, env);
  const second = await startRicebowl(databaseUrl, env);
  const proxy = await startProcess(['bench/proxy.ts'], {
    PORT: '0',
    BACKENDS: `127.0.0.1:${first.port},127.0.0.1:${second.port}`,
  });
  return {
    port: proxy.port,
    pids: [first.child.pid!, second.child.pid!, proxy.child.pid!],
    async stop() {
      await stopChild(proxy.child);
      for (const server of [first, second]) {
        await stopChild(server.child);
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    },
  };
}
