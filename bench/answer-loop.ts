// The answer loop (create a game, answer, repeat; about two thirds right) against a
// real Ricebowl server, beside a minimal Fastify hello-world measured in the same run.
// BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3), BENCH_PLAYERS (default "50,500"),
// BENCH_TARGETS (default "sqlite,postgres,two-processes"), BENCH_WHO (default "anonymous,signed-in"), BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) for PostgreSQL and BENCH_REDIS_URL (or TEST_REDIS_URL) for two processes.
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import { backendPids, cpuMs } from './cpu.js';
import { measure, request, type Measurement, type Watched } from './driver.js';
import { startOne, startProcess, startTwo, type Started } from './processes.js';
import { machine, writeSection } from './results.js';

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

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

/** Who plays: anonymous players, or signed-in players each in two groups and the running challenge. */
export type Players = 'anonymous' | 'signed-in';

interface Player {
  headers: Record<string, string>;
  game: GameDoc['data'];
}

let signUps = 0;

/** Two groups and the running challenge that every signed-in player of a round joins. */
async function prepareSignedIn(port: number): Promise<(index: number) => Promise<Record<string, string>>> {
  const signUp = async () => {
    signUps += 1;
    const name = `bench${process.pid}x${signUps}`;
    const reply = await request(port, 'POST', '/api/accounts/users', {
      username: name,
      email: `${name}@example.org`,
      password: `rice-bench-${name}`,
      birthdate: '2000-05-17',
    });
    if (reply.status !== 200) throw new Error(`sign-up: ${reply.status} ${reply.body}`);
    return { authorization: `Bearer ${(JSON.parse(reply.body) as { token: string }).token}` };
  };
  const founder = await signUp();
  const codes: string[] = [];
  for (const name of ['Bench Rice One', 'Bench Rice Two']) {
    const created = await request(port, 'POST', '/api/accounts/groups', { name }, founder);
    const { uuid } = JSON.parse(created.body) as { uuid: string };
    const group = await request(port, 'GET', `/api/accounts/groups/${uuid}`, undefined, founder);
    codes.push((JSON.parse(group.body) as { data: { attributes: { code: string } } }).data.attributes.code);
  }
  const challenges = JSON.parse((await request(port, 'GET', '/api/engine/challenges')).body) as {
    data: { id: string; attributes: { datetime_start: number; datetime_end: number } }[];
  };
  const now = Date.now() / 1000;
  const running = challenges.data.find((c) => c.attributes.datetime_start <= now && now < c.attributes.datetime_end);
  if (!running) throw new Error('no running challenge to join (the seeded example challenge is missing)');

  return async (index) => {
    const headers = index === 0 ? founder : await signUp();
    for (const code of codes) {
      const joined = await request(port, 'POST', '/api/accounts/groups/join', { code }, headers);
      if (index > 0 && joined.status !== 200) throw new Error(`join group: ${joined.status} ${joined.body}`);
    }
    const member = await request(port, 'POST', `/api/engine/challenges/${running.id}/members`, {}, headers);
    if (member.status !== 200) throw new Error(`join challenge: ${member.status} ${member.body}`);
    return headers;
  };
}

async function answerLoop(
  port: number,
  players: number,
  seconds: number,
  watched: Watched,
  who: Players,
): Promise<Measurement> {
  const categories = JSON.parse((await request(port, 'GET', '/api/engine/categories/?limit=50')).body) as {
    data: { id: string; attributes: { machine_name: string } }[];
  };
  const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;
  const join = who === 'signed-in' ? await prepareSignedIn(port) : null;
  let joined = 0;
  return measure(
    players,
    seconds,
    async (): Promise<Player> => {
      const headers = join ? await join(joined++) : {};
      const reply = await request(port, 'POST', '/api/engine/games', { category, level: 1 }, headers);
      return { headers, game: (JSON.parse(reply.body) as GameDoc).data };
    },
    async (state) => {
      const player = state as Player;
      const reply = await request(
        port,
        'PATCH',
        `/api/engine/games/${player.game.id}/answer`,
        { question: player.game.attributes.question_id, answer: pickOption(player.game.attributes.question) },
        player.headers,
      );
      if (reply.status !== 200) return false;
      player.game = (JSON.parse(reply.body) as GameDoc).data;
      return true;
    },
    2,
    watched,
  );
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function helloWorld(players: number, seconds: number): Promise<Measurement> {
  const hello = await startProcess(['bench/hello-world.ts'], { PORT: '0' });
  const result = await measure(
    players,
    seconds,
    async () => null,
    async () => (await request(hello.port, 'GET', '/hello')).status === 200,
  );
  const exited = new Promise((resolve) => hello.child.once('exit', resolve));
  hello.child.kill();
  await exited;
  return result;
}

export interface Target {
  name: string;
  /** Starts the servers on fresh databases; stop() ends them and drops the databases. */
  start(): Promise<Started & { databaseUrl?: string }>;
}

export const sqliteTarget: Target = { name: 'SQLite', start: () => startOne() };

/** The CPU time of the servers and, on PostgreSQL, of the backends serving them (read once warm). */
const watch =
  (server: Started & { databaseUrl?: string }): Watched =>
  async () => {
    const backends = server.databaseUrl ? await backendPids(server.databaseUrl) : [];
    return {
      server: () => cpuMs(server.pids),
      ...(backends.length ? { postgres: () => cpuMs(backends) } : {}),
    };
  };

function postgresTarget(url: string): Target {
  return {
    name: 'PostgreSQL',
    async start() {
      const db = await createScratchDatabase(url, 'ricebowl_bench');
      const server = await startOne(db.url);
      return { ...server, databaseUrl: db.url, stop: () => server.stop().then(db.drop) };
    },
  };
}

function twoProcessTarget(url: string, redis: string): Target {
  return {
    name: 'two processes, PostgreSQL + Redis',
    async start() {
      const db = await createScratchDatabase(url, 'ricebowl_bench');
      const servers = await startTwo(db.url, redis);
      return { ...servers, databaseUrl: db.url, stop: () => servers.stop().then(db.drop) };
    },
  };
}

export interface Round {
  hello: Measurement;
  answers: Measurement;
  ratio: number;
}

/**
 * Rounds of hello-world then Ricebowl, back to back: the machine is shared and its speed drifts,
 * so each round's ratio compares two measurements taken seconds apart.
 */
export async function measureRounds(
  target: Target,
  options: { players: number; seconds: number; rounds: number; who?: Players },
): Promise<Round[]> {
  const who = options.who ?? 'anonymous';
  const rounds: Round[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const hello = await helloWorld(options.players, options.seconds);
    const server = await target.start();
    let answers: Measurement;
    try {
      answers = await answerLoop(server.port, options.players, options.seconds, watch(server), who);
    } finally {
      await server.stop();
    }
    const ratio = answers.perSecond / hello.perSecond;
    rounds.push({ hello, answers, ratio });
    console.log(
      `${target.name}, ${options.players} ${who} players, round ${round + 1}: hello-world ${fmt(hello.perSecond, 0)} req/s; ${fmt(answers.perSecond, 0)} answers/s, p50 ${fmt(answers.p50)} ms, p99 ${fmt(answers.p99)} ms, ratio ${fmt(ratio, 2)}; CPU ms per answer: ${cpuText(answers)}`,
    );
  }
  return rounds;
}

const cpuText = (m: Measurement) =>
  Object.entries(m.cpuPerStep ?? {})
    .map(([name, ms]) => `${name} ${fmt(ms, 3)}`)
    .join(', ');

/** The medians of a run's rounds: figures for the table and the regression check. */
export function summarise(rounds: Round[]) {
  const m = (pick: (r: Round) => number) => median(rounds.map(pick));
  return {
    hello: { perSecond: m((r) => r.hello.perSecond), p50: m((r) => r.hello.p50), p99: m((r) => r.hello.p99) },
    answers: { perSecond: m((r) => r.answers.perSecond), p50: m((r) => r.answers.p50), p99: m((r) => r.answers.p99) },
    ratio: m((r) => r.ratio),
    cpuPerAnswer: Object.fromEntries(
      Object.keys(rounds[0]?.answers.cpuPerStep ?? {}).map((name) => [
        name,
        m((r) => r.answers.cpuPerStep?.[name] ?? NaN),
      ]),
    ),
    ratios: rounds.map((r) => r.ratio),
    errors: rounds.reduce((sum, r) => sum + r.answers.errors, 0),
  };
}

/** Runs the answer-loop benchmark and writes its section of bench/RESULTS.md. */
export async function runAnswerLoop() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const playerCounts = (process.env.BENCH_PLAYERS ?? '50,500').split(',').map(Number);
  const wanted = (process.env.BENCH_TARGETS ?? 'sqlite,postgres,two-processes').split(',');
  const targets: Target[] = [];
  const skipped: string[] = [];
  if (wanted.includes('sqlite')) targets.push(sqliteTarget);
  if (wanted.includes('postgres')) {
    if (pgUrl) targets.push(postgresTarget(pgUrl));
    else skipped.push('PostgreSQL (no BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  if (wanted.includes('two-processes')) {
    if (pgUrl && redisUrl) targets.push(twoProcessTarget(pgUrl, redisUrl));
    else skipped.push('two processes (needs a PostgreSQL and a Redis URL)');
  }

  const who = (process.env.BENCH_WHO ?? 'anonymous,signed-in').split(',') as Players[];
  const rows: string[] = [];
  for (const target of targets) {
    for (const players of playerCounts) {
      for (const kind of who) {
        const s = summarise(await measureRounds(target, { players, seconds, rounds, who: kind }));
        const cpu = (name: string) => (s.cpuPerAnswer[name] === undefined ? '–' : fmt(s.cpuPerAnswer[name], 2));
        rows.push(
          `| ${target.name} | ${kind} | ${players} | ${fmt(s.hello.perSecond, 0)} | ${fmt(s.answers.perSecond, 0)} | ${fmt(
            s.answers.p50,
          )} | ${fmt(s.answers.p99)} | **${fmt(s.ratio, 2)}** (${s.ratios.map((r) => fmt(r, 2)).join(', ')}) | ${cpu(
            'server',
          )} | ${cpu('postgres')} | ${s.errors} |`,
        );
      }
    }
  }

  writeSection(
    'answer-loop',
    `## Answer loop

Measured ${machine()}.
${rounds} rounds per row; each round runs a Fastify hello-world and then Ricebowl on fresh databases, the players for ${seconds} s
after a 2 s warm-up, the driver (one process) on the same machine as the server, PostgreSQL and Redis. Figures are the medians
over the rounds; the ratio is the median of each round's answers per second ÷ that round's hello-world requests per second
(each round's ratio in brackets). CPU ms per answer: user + system time of the Ricebowl processes (and the proxy), and of the PostgreSQL
backends serving them, over the measured seconds ÷ answers — steadier than rates on a shared machine. The answer loop creates a game per player, then answers its questions one after another,
about two thirds right; every answer goes through the anti-cheat (limits raised so that every answer is credited).
Anonymous players play without an account; signed-in players each have an account, belong to the same two groups and have joined
the running challenge, so each correct answer also credits the player, both groups and the challenge.
"Two processes" is two Ricebowl processes on one PostgreSQL database and one Redis, behind a round-robin TCP proxy (bench/proxy.ts).
Targets (issue 17), ratios at 50 players: SQLite anonymous ≥ 0.3, signed-in ≥ 0.2; PostgreSQL anonymous ≥ 0.15, signed-in ≥ 0.1;
PostgreSQL CPU per anonymous answer ≤ 0.2 ms in the server and ≤ 0.15 ms in the database; p99 ≤ 50 ms at 50 players on every row.
${skipped.length ? `\nNot measured: ${skipped.join('; ')}.\n` : ''}
| target | who | players | hello-world req/s | answers/s | p50 ms | p99 ms | ratio (rounds) | server CPU ms/answer | PostgreSQL CPU ms/answer | errors |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
  );
}
