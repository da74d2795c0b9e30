// The soak: several hundred simulated people (a third of them signed up) and a few no-delay bots
// play one Ricebowl server for `npm run bench -- soak --minutes N` (default 10; or SOAK_SECONDS). Each simulated person has an address of
// their own (X-Forwarded-For behind TRUST_PROXY), as on the internet, so per-address limits apply
// to each of them rather than to the benchmark as a whole. It passes when nothing but an intended
// 429 fails and the server's memory stays flat and under budget; otherwise it exits non-zero.
// SOAK_PLAYERS (default 300), SOAK_BOTS (default 10), BENCH_DATABASE_URL for PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import { request, sleep, type Reply } from './driver.js';
import { freePort, startProcess } from './processes.js';
import { machine, writeSection } from './results.js';

const people = Number(process.env.SOAK_PLAYERS ?? 300);
const bots = Number(process.env.SOAK_BOTS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;
/**
 * Issue 8: one process stays under 300 MB, and flat: its last minute within 15 % of its second (on
 * runs shorter than four minutes, the last quarter against the second quarter, so that a short run
 * still compares two different stretches after the warm-up).
 */
const MEMORY_BUDGET_MB = 300;
const MAX_GROWTH = 0.15;
const SAMPLE_MS = 5000;

interface GameDoc {
  data: {
    id: string;
    attributes: {
      question_id: string;
      question: { text: string; options: { id: string; text: string }[] };
      answer: { correct: boolean } | null;
    };
  };
}

/** Replies by status; anything but 2xx and 429 is an error. */
const statuses = new Map<number, number>();
let correctAnswers = 0;
let networkErrors = 0;

async function send(port: number, method: string, url: string, body: unknown, headers: Record<string, string>) {
  let reply: Reply;
  try {
    reply = await request(port, method, url, body, headers);
  } catch {
    networkErrors++;
    return { status: 0, body: '' };
  }
  statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  return reply;
}

/** A distinct address per simulated person. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Multiplication questions: everyone here knows about two thirds of them. */
function choose(question: GameDoc['data']['attributes']['question'], rightShare: number): string {
  const [a, b] = question.text.split(' x ').map(Number);
  const right = question.options.find((o) => Number(o.text) === a! * b!) ?? question.options[0]!;
  const wrong = question.options.filter((o) => o !== right);
  return Math.random() < rightShare ? right.id : wrong[Math.floor(Math.random() * wrong.length)]!.id;
}

const between = (low: number, high: number) => () => low + Math.random() * (high - low);

/** One simulated person (or bot) playing until `until`, waiting `delay()` ms before each answer. */
async function play(port: number, category: string, n: number, until: number, delay: () => number, signUp: boolean) {
  const headers: Record<string, string> = { 'x-forwarded-for': addressOf(n) };
  if (signUp) {
    const account = {
      username: `soak${n}`,
      email: `soak${n}@example.org`,
      password: 'soak-pass-1',
      birthdate: '1990-01-01',
    };
    const reply = await send(port, 'POST', '/api/accounts/users', account, headers);
    if (reply.status < 300) headers.authorization = `Bearer ${(JSON.parse(reply.body) as { token: string }).token}`;
  }
  const created = await send(port, 'POST', '/api/engine/games', { category, level: 1 }, headers);
  if (created.status >= 300) return;
  let game = (JSON.parse(created.body) as GameDoc).data;
  while (Date.now() < until) {
    await sleep(delay());
    const answer = { question: game.attributes.question_id, answer: choose(game.attributes.question, 2 / 3) };
    const reply = await send(port, 'PATCH', `/api/engine/games/${game.id}/answer`, answer, headers);
    if (reply.status === 429) await sleep(1000);
    if (reply.status !== 200) continue;
    game = (JSON.parse(reply.body) as GameDoc).data;
    if (game.attributes.answer?.correct) correctAnswers++;
    // Now and then a person looks at the leaderboard.
    if (Math.random() < 0.02) await send(port, 'GET', '/api/engine/users?current=1&limit=50', undefined, headers);
  }
}

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (n: number, digits = 0) => n.toFixed(digits);

export async function runSoak(seconds = Number(process.env.SOAK_SECONDS ?? 600)) {
  const db = pgUrl ? await createScratchDatabase(pgUrl, 'ricebowl_soak') : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-soak-'));
  const { child, port } = await startProcess(['apps/server/src/main.ts', 'serve'], {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVICES: 'accounts,engine',
    TRUST_PROXY: 'loopback',
    CAPTCHA: 'off',
    LOG_LEVEL: 'info',
    ...(db ? { DATABASE_URL: db.url } : {}),
  });
  try {
    const categories = JSON.parse((await request(port, 'GET', '/api/engine/categories/?limit=50')).body) as {
      data: { id: string; attributes: { machine_name: string } }[];
    };
    const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;

    const samples: { at: number; mb: number }[] = [];
    const startedAt = Date.now();
    const sampler = setInterval(
      () => samples.push({ at: Date.now() - startedAt, mb: rssMegabytes(child.pid!) }),
      SAMPLE_MS,
    );
    const until = startedAt + seconds * 1000;
    // People arrive over the first ten seconds; the bots start at once and never wait.
    await Promise.all([
      ...Array.from({ length: people }, async (_, n) => {
        await sleep(Math.random() * 10_000);
        await play(port, category, n, until, between(1500, 4000), n % 3 === 0);
      }),
      ...Array.from({ length: bots }, (_, n) => play(port, category, people + n, until, () => 0, false)),
    ]);
    clearInterval(sampler);

    const window = Math.min(60_000, (seconds * 1000) / 4);
    const medianOver = (from: number) =>
      median(samples.filter((s) => s.at >= from && s.at < from + window).map((s) => s.mb));
    const second = medianOver(window);
    const last = medianOver(seconds * 1000 - window);
    const peak = Math.max(...samples.map((s) => s.mb));
    const growth = (last - second) / second;
    const failures = [...statuses].filter(([status]) => status >= 300 && status !== 429);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const table = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `| ${status} | ${n} |`)
      .join('\n');
    const verdicts = [
      failures.length === 0 && networkErrors === 0
        ? 'no error other than 429'
        : `ERRORS: ${JSON.stringify(failures)}, ${networkErrors} network errors`,
      peak < MEMORY_BUDGET_MB ? `peak RSS under ${MEMORY_BUDGET_MB} MB` : `PEAK RSS OVER ${MEMORY_BUDGET_MB} MB`,
      growth <= MAX_GROWTH ? 'flat memory' : `MEMORY GREW ${fmt(growth * 100)} %`,
    ];
    console.log(verdicts.join('; '));
    writeSection(
      'soak',
      `## Soak: ${fmt(seconds / 60, seconds % 60 ? 1 : 0)} minutes, ${people} people and ${bots} bots on ${db ? 'PostgreSQL' : 'SQLite'}

Measured ${machine()}.
One server process (accounts and engine). ${people} simulated people, each with an address of their own, arrive over
10 s and answer multiplication questions 1.5–4 s apart, about two thirds right; every third one signs up first, and now
and then one opens the leaderboard. ${bots} bots answer with no delay at all. Memory is the server's resident
set, sampled every ${SAMPLE_MS / 1000} s. Targets (issues 8 and 9): no error response other than an intended 429; memory
flat (the median of the last ${fmt(window / 1000)} s within ${MAX_GROWTH * 100} % of the median from ${fmt(window / 1000)} to ${fmt((2 * window) / 1000)} s) and under ${MEMORY_BUDGET_MB} MB.

- ${total} requests in ${seconds} s (${fmt(total / seconds)} per second), ${correctAnswers} correct answers acknowledged.
- Resident memory: ${fmt(second)} MB early on, ${fmt(last)} MB at the end (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %), peak ${fmt(peak)} MB.
- Verdict: ${verdicts.join('; ')}.

| status | replies |
|---|---|
${table}
`,
    );
    if (failures.length > 0 || networkErrors > 0 || peak >= MEMORY_BUDGET_MB || growth > MAX_GROWTH)
      throw new Error(`Soak failed: ${verdicts.join('; ')}`);
  } finally {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}
