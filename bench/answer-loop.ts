// The answer loop (create a game, answer, repeat; about two thirds right) against a
// real Ricebowl server, beside a minimal Fastify hello-world measured in the same run.
// BENCH_SECONDS (default 15), BENCH_PLAYERS (default 50) and
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run.
import fs from 'node:fs';
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import { measure, request, type Measurement } from './driver.js';
import { startProcess, startRicebowl } from './processes.js';
import { machine, writeSection } from './results.js';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const players = Number(process.env.BENCH_PLAYERS ?? 50);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface GameDoc {
  data: {
    id: string;
    attributes: { question_id: string; question: { text: string; options: { id: string; text: string }[] } };
  };
}

/** Plays like a person who knows about two thirds of the answers. */
function pickOption(question: GameDoc['data']['attributes']['question']): string {
  const [a, b] = question.text.split(' x ').map(Number);
  const right = question.options.find((o) => Number(o.text) === a! * b!)!;
  const wrong = question.options.filter((o) => o !== right);
  return Math.random() < 2 / 3 ? right.id : wrong[Math.floor(Math.random() * wrong.length)]!.id;
}

async function answerLoop(port: number): Promise<Measurement> {
  const categories = JSON.parse((await request(port, 'GET', '/api/engine/categories/?limit=50')).body) as {
    data: { id: string; attributes: { machine_name: string } }[];
  };
  const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;
  return measure(
    players,
    seconds,
    async () => {
      const reply = await request(port, 'POST', '/api/engine/games', { category, level: 1 });
      return { game: (JSON.parse(reply.body) as GameDoc).data };
    },
    async (state) => {
      const s = state as { game: GameDoc['data'] };
      const reply = await request(port, 'PATCH', `/api/engine/games/${s.game.id}/answer`, {
        question: s.game.attributes.question_id,
        answer: pickOption(s.game.attributes.question),
      });
      if (reply.status !== 200) return false;
      s.game = (JSON.parse(reply.body) as GameDoc).data;
      return true;
    },
  );
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Runs the answer-loop benchmark and writes its section of bench/RESULTS.md. */
export async function runAnswerLoop() {
  const rows: string[] = [];
  const hello = await startProcess(['bench/hello-world.ts'], { PORT: '0' });
  const helloResult = await measure(
    players,
    seconds,
    async () => null,
    async () => (await request(hello.port, 'GET', '/hello')).status === 200,
  );
  hello.child.kill();
  console.log(
    `hello-world: ${fmt(helloResult.perSecond, 0)} req/s, p50 ${fmt(helloResult.p50)} ms, p99 ${fmt(helloResult.p99)} ms`,
  );
  rows.push(
    `| Fastify hello-world | ${players} | ${fmt(helloResult.perSecond, 0)} | ${fmt(helloResult.p50)} | ${fmt(helloResult.p99)} | 1.00 | ${helloResult.errors} |`,
  );

  const targets: { name: string; url?: string; drop?: () => Promise<void> }[] = [
    { name: 'Ricebowl answer loop, SQLite' },
  ];
  if (pgUrl) {
    const db = await createScratchDatabase(pgUrl, 'ricebowl_bench');
    targets.push({ name: 'Ricebowl answer loop, PostgreSQL', url: db.url, drop: db.drop });
  }
  for (const target of targets) {
    const server = await startRicebowl(target.url);
    const result = await answerLoop(server.port);
    server.child.kill();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    await target.drop?.();
    const ratio = result.perSecond / helloResult.perSecond;
    console.log(
      `${target.name}: ${fmt(result.perSecond, 0)} answers/s, p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, ratio ${fmt(ratio, 2)}`,
    );
    rows.push(
      `| ${target.name} | ${players} | ${fmt(result.perSecond, 0)} | ${fmt(result.p50)} | ${fmt(result.p99)} | ${fmt(ratio, 2)} | ${result.errors} |`,
    );
  }

  writeSection(
    'answer-loop',
    `## Answer loop

Measured ${machine()}.
Each row: ${players} concurrent players for ${seconds} s after a 2 s warm-up; the driver runs on the same machine as the server (one process each).
The answer loop creates a game per player, then answers its questions one after another, about two thirds right.
Ratio = answers per second ÷ hello-world requests per second in the same run. Target (issue 2): ratio ≥ 0.25 and p99 ≤ 50 ms on SQLite.

| what | players | per second | p50 ms | p99 ms | ratio | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
  );
}
