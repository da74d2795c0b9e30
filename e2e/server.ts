import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process with a signal (SIGKILL: a crash) and keeps its data for a restart. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server, as `npm start` does (the web app must be built: `npm test` sees to it),
 * on a free port with a fresh SQLite database, and waits until it answers. Given a `dataDir`, it
 * starts on that directory's data instead (a restart) and leaves the directory to its owner.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url, // links in mails and redirects come back to the origin the browser uses
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every test's browser plays from 127.0.0.1, one after another against one server.
      RATE_LIMIT_SCALE: '20',
      // The browser answers at machine speed: no credit ceilings (the too-fast evidence still counts).
      ANTICHEAT_PACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    dataDir,
    kill,
    async stop() {
      await kill('SIGTERM');
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
