import http from 'node:http';

/** A keep-alive HTTP client shared by every measured loop, so both servers pay the same client cost. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export interface Reply {
  status: number;
  body: string;
}

export function request(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...extraHeaders,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export interface Measurement {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per completed step of the watched processes, when measure() was given them. */
  cpuPerStep?: Record<string, number>;
}

/** Named groups of processes whose CPU time a measurement reports per step (server, database). */
export type Watched = () => Promise<Record<string, () => number>>;

/**
 * Sets up `concurrency` independent loops, then runs their `step` for `seconds` (after a warm-up) and reports the
 * completed steps per second and their latency percentiles in milliseconds.
 */
export async function measure(
  concurrency: number,
  seconds: number,
  setup: () => Promise<unknown>,
  step: (state: unknown) => Promise<boolean>,
  warmupSeconds = 2,
  watched?: Watched,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let recording = false;
  let running = true;
  // Every loop's setup (a sign-up hashes a password) ends before the warm-up starts, so none of it
  // is counted in the measured seconds or their CPU time.
  const states = await Promise.all(Array.from({ length: concurrency }, () => setup()));
  const loops = states.map(async (state) => {
    while (running) {
      const started = performance.now();
      const ok = await step(state).catch(() => false);
      if (!recording) continue;
      if (ok) latencies.push(performance.now() - started);
      else errors++;
    }
  });
  await sleep(warmupSeconds * 1000);
  const clocks = Object.entries((await watched?.()) ?? {});
  const cpuBefore = clocks.map(([, read]) => read());
  recording = true;
  const startedAt = performance.now();
  await sleep(seconds * 1000);
  recording = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuPerStep = Object.fromEntries(
    clocks.map(([name, read], i) => [name, (read() - cpuBefore[i]!) / Math.max(1, latencies.length)]),
  );
  running = false;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    errors,
    ...(clocks.length ? { cpuPerStep } : {}),
  };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
