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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function helloWorld(): Promise<Measurement> {
  const hello = await startProcess(['bench/hello-world.ts'], { PORT: '0' });
  const result = await measure(
    players,
    seconds,
    async () => null,
    async () => (await request(hello.port, 'GET', '/hello')).status === 200,
  );
  hello.child.kill();
  return result;
}

/**
 * Runs the answer-loop benchmark and writes its section of bench/RESULTS.md. The machine is
 * shared and its speed drifts, so each database gets several rounds of hello-world then Ricebowl,
 * back to back, and the table shows the medians; the ratio is the median of the rounds' ratios.
 */
export async function runAnswerLoop() {
  const rows: string[] = [];
  const targets: { name: string; url?: () => Promise<{ url: string; drop: () => Promise<void> }> }[] = [
    { name: 'SQLite' },
  ];
  if (pgUrl) targets.push({ name: 'PostgreSQL', url: () => createScratchDatabase(pgUrl, 'ricebowl_bench') });

  for (const target of targets) {
    const rounds: { hello: Measurement; answers: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const hello = await helloWorld();
      const db = await target.url?.();
      const server = await startRicebowl(db?.url);
      const answers = await answerLoop(server.port);
      server.child.kill();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      await db?.drop();
      rounds.push({ hello, answers });
      console.log(
        `${target.name} round ${round + 1}: hello-world ${fmt(hello.perSecond, 0)} req/s; ${fmt(answers.perSecond, 0)} answers/s, p50 ${fmt(answers.p50)} ms, p99 ${fmt(answers.p99)} ms, ratio ${fmt(answers.perSecond / hello.perSecond, 2)}`,
      );
    }
    const m = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
    const errors = rounds.reduce((sum, r) => sum + r.answers.errors, 0);
    rows.push(
      `| Fastify hello-world (before ${target.name}) | ${players} | ${fmt(
        m((r) => r.hello.perSecond),
        0,
      )} | ${fmt(m((r) => r.hello.p50))} | ${fmt(m((r) => r.hello.p99))} | 1.00 | 0 |`,
      `| Ricebowl answer loop, ${target.name} | ${players} | ${fmt(
        m((r) => r.answers.perSecond),
        0,
      )} | ${fmt(m((r) => r.answers.p50))} | ${fmt(m((r) => r.answers.p99))} | ${fmt(
        m((r) => r.answers.perSecond / r.hello.perSecond),
        2,
      )} | ${errors} |`,
    );
  }

  writeSection(
    'answer-loop',
    `## Answer loop

Measured ${machine()}.
${ROUNDS} rounds per database; each round runs a Fastify hello-world and then Ricebowl, ${players} concurrent players for ${seconds} s after a 2 s warm-up,
the driver on the same machine as the server (one process each). The table shows the medians over the rounds; the ratio is the median
of each round's answers per second ÷ that round's hello-world requests per second.
The answer loop creates a game per player, then answers its questions one after another, about two thirds right.
Target (issue 2): ratio ≥ 0.25 and p99 ≤ 50 ms on SQLite, 50 players.

| what | players | per second | p50 ms | p99 ms | ratio | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
  );
}
