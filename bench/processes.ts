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
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
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

export async function startRicebowl(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-bench-'));
  const { child } = await startProcess(['apps/server/src/main.ts', 'serve'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVICES: 'engine',
    LOG_LEVEL: 'info',
    // The benchmark's players all come from 127.0.0.1: it measures the answer path, not the limits.
    RATE_LIMIT_SCALE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return { child, port, dataDir };
}
