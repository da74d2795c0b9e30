import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import pg from 'pg';
import { root, startServer, type RunningServer } from './server.js';

/**
 * A round-robin reverse proxy, as nginx would be in front of several server processes: each
 * request goes to the next upstream in turn, the client's address is appended to
 * X-Forwarded-For, and the response says which upstream answered (`x-upstream`).
 */
export interface Proxy {
  url: string;
  /** Requests answered by each upstream. */
  hits: number[];
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

export async function startProxy(): Promise<Proxy> {
  let upstreams: URL[] = [];
  let hits: number[] = [];
  let next = 0;
  // An idle upstream connection is dropped after 4 s, before the server's own idle timeout
  // (HTTP_IDLE_TIMEOUT_S, 10 s) closes it: reusing a connection the server is closing lost a request
  // with a reset (502, empty body) on a busy machine. nginx: `keepalive_timeout` in the upstream.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const server = http.createServer((request, response) => {
    if (upstreams.length === 0) {
      response.writeHead(503).end();
      return;
    }
    const index = next++ % upstreams.length;
    const target = upstreams[index]!;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        hits[index]! += 1;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // Longer than any pause of a busy test machine: a client must never reuse a connection the proxy
  // is just closing for idleness ("other side closed").
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get hits() {
      return hits;
    },
    setUpstreams(urls) {
      upstreams = urls.map((u) => new URL(u));
      hits = urls.map(() => 0);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Cluster {
  proxy: Proxy;
  servers: RunningServer[];
  databaseUrl: string;
  redisPrefix: string;
  /** The environment the servers run with (for the CLI: verify-ledger). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * `count` server processes on one scratch PostgreSQL database and one Redis (a key prefix of their
 * own), behind the round-robin proxy. Each has its own data directory, as separate machines would;
 * they share SECRET_KEY. The first starts alone (it migrates and seeds), then the others.
 */
export async function startCluster(options: {
  count: number;
  databaseAdminUrl: string;
  redisUrl: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  const name = `ricebowl_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(options.databaseAdminUrl, `CREATE DATABASE ${name}`);
  const database = new URL(options.databaseAdminUrl);
  database.pathname = `/${name}`;
  const redisPrefix = `e2e-cluster-${randomBytes(4).toString('hex')}:`;
  const proxy = await startProxy();
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: database.toString(),
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  const servers: RunningServer[] = [];
  const stop = async () => {
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
    await adminQuery(options.databaseAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    servers.push(await startServer(env));
    servers.push(...(await Promise.all(Array.from({ length: options.count - 1 }, () => startServer(env)))));
  } catch (error) {
    await stop();
    throw error;
  }
  proxy.setUpstreams(servers.map((s) => s.url));
  return { proxy, servers, databaseUrl: database.toString(), redisPrefix, env, stop };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs an operator command (`npm run admin -- <command>`) against the cluster's database. */
export function runAdmin(env: NodeJS.ProcessEnv, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
