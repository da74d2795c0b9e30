// Crash safety (issue 9, item 5): the server is killed with SIGKILL while hundreds of players are
// answering, restarted on the same database, and the ledger must hold every answer the server
// acknowledged, credit nothing twice, and bear out every stored total (`verify-ledger`).
//
// Why a process kill loses nothing that was acknowledged: an answer is credited in one database
// transaction, and the 200 is sent only after it commits.
// - PostgreSQL (synchronous_commit on, its default) has flushed the commit to its WAL on disk before
//   it answers COMMIT; a dead client's open transactions are rolled back when its socket closes.
// - SQLite runs in WAL mode with synchronous=NORMAL: a commit appends its pages to the -wal file with
//   write(2) but does not fsync it; fsync happens at checkpoints. The pages are in the operating
//   system's page cache once write(2) returns, and a killed process cannot take the page cache with
//   it: the next open replays the WAL, so every acknowledged commit is there (this test proves it).
//   What NORMAL gives up is durability across a power cut or a kernel crash: the last transactions
//   before the cut (those since the last checkpoint's fsync) can vanish. They vanish whole — the WAL
//   is checksummed frame by frame and replayed up to the last complete commit — so the ledger and
//   every total stay consistent with each other; only the last moments of answers are lost, as if
//   they had never been given. synchronous=FULL would fsync each commit and close that gap at the
//   price of one fsync per answer (the hot path of the game); for grains of rice we take NORMAL,
//   and an operator who cannot accept it runs PostgreSQL. SECURITY.md says so.
//
// The players here pace themselves like fast people (1.5–1.6 s per answer, the whole crowd in step,
// like a classroom), each from an address of its own, so neither the anti-cheat nor the rate limits
// have a reason to step in; the kill comes while a wave of answers is in flight.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/platform/database/index.js';
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import { root, startServer, type RunningServer } from './server.js';

const PEOPLE = 200;
const SIGNED_UP_SHARE = 4; // every 4th person has an account
const CORRECT_BEFORE_KILL = 300;
const OUTSTANDING_AT_KILL = 30;
const GRAINS = 10;

interface Option {
  id: string;
  text: string;
}
interface GameData {
  id: string;
  attributes: {
    question_id: string | null;
    question: { text: string; options: Option[] } | null;
    answer: { correct: boolean; options: string[] } | null;
    rice: number;
  };
}

interface Person {
  n: number;
  headers: Record<string, string>;
  userId?: string;
  game?: GameData;
}

interface SentAnswer {
  gameId: string;
  questionId: string;
  optionId: string;
  correct: boolean;
  person: Person;
}

const key = (gameId: string, questionId: string) => `${gameId}/${questionId}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Multiplication questions: the right option is the product of the two numbers on the card. */
function pick(question: { text: string; options: Option[] }, right: boolean): { optionId: string; correct: boolean } {
  const [a, b] = question.text.split(' x ').map(Number);
  const product = question.options.find((o) => Number(o.text) === a! * b!);
  if (!product) throw new Error(`No right option for ${question.text}`);
  const option = right ? product : question.options.find((o) => o !== product)!;
  return { optionId: option.id, correct: option === product };
}

/** Runs `npm run admin -- verify-ledger` against the server's database; its exit code and output. */
function verifyLedger(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'verify-ledger'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const databases: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe('crash safety', () => {
  it.runIf(process.env.CI && !process.env.TEST_DATABASE_URL)('runs on PostgreSQL in CI', () => {
    throw new Error('CI must set TEST_DATABASE_URL: crash safety is proven on both databases.');
  });

  describe.each(databases)('a server killed mid-load on %s', (dialect) => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('keeps every acknowledged answer, credits none twice, and its totals equal the ledger', async () => {
      // ---- a server on a database this test owns
      const scratch = dialect === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : null;
      if (scratch) cleanups.push(scratch.drop);
      const env = {
        SERVICES: 'accounts,engine',
        TRUST_PROXY: 'loopback',
        CAPTCHA: 'off',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
      let server: RunningServer = await startServer(env);
      const dataDir = server.dataDir;
      cleanups.push(async () => {
        await server.stop();
        const { rmSync } = await import('node:fs');
        rmSync(dataDir, { recursive: true, force: true });
      });
      const call = async (person: Person, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { ...person.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };

      // ---- people: some with accounts (in two groups, and in the running challenge), most anonymous
      const people: Person[] = Array.from({ length: PEOPLE }, (_, n) => ({
        n,
        headers: { 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
      }));
      const categories = (await call(people[0]!, 'GET', '/api/engine/categories/?limit=50')).body as {
        data: { id: string; attributes: { machine_name: string } }[];
      };
      const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;
      const challenges = (await call(people[0]!, 'GET', '/api/engine/challenges')).body as { data: { id: string }[] };
      const challenge = challenges.data[0]!.id; // the example challenge a fresh install runs

      const members = people.filter((p) => p.n % SIGNED_UP_SHARE === 0);
      for (let i = 0; i < members.length; i += 8) {
        await Promise.all(
          members.slice(i, i + 8).map(async (person) => {
            const signUp = await call(person, 'POST', '/api/accounts/users', {
              username: `crash${person.n}`,
              email: `crash${person.n}@example.org`,
              password: 'crash-safe-1',
              birthdate: '1990-01-01',
            });
            expect(signUp.status).toBe(200);
            const session = signUp.body as { uuid: string; token: string };
            person.userId = session.uuid;
            person.headers.authorization = `Bearer ${session.token}`;
          }),
        );
      }
      const [firstOwner, secondOwner] = members;
      const codes: string[] = [];
      for (const owner of [firstOwner!, secondOwner!]) {
        const created = await call(owner, 'POST', '/api/accounts/groups', { name: `Crash ${owner.n}`, avatar: '' });
        expect(created.status).toBe(200);
        const group = await call(owner, 'GET', `/api/accounts/groups/${(created.body as { uuid: string }).uuid}`);
        codes.push((group.body as { data: { attributes: { code: string } } }).data.attributes.code);
      }
      for (const [i, person] of members.slice(2).entries()) {
        // Every member in one group, every third in both.
        expect((await call(person, 'POST', '/api/accounts/groups/join', { code: codes[i % 2] })).status).toBe(200);
        if (i % 3 === 0)
          expect((await call(person, 'POST', '/api/accounts/groups/join', { code: codes[(i + 1) % 2] })).status).toBe(
            200,
          );
      }

      await Promise.all(
        people.map(async (person) => {
          const created = await call(person, 'POST', '/api/engine/games', { category, level: 1 });
          expect(created.status).toBe(200);
          person.game = (created.body as { data: GameData }).data;
          // Half the people join the challenge, signed in or with their anonymous game.
          if (person.n % 2 === 0) {
            const joined = await call(person, 'POST', `/api/engine/challenges/${challenge}/members`, {
              game: person.userId ? undefined : person.game.id,
            });
            expect(joined.status).toBe(200);
          }
        }),
      );

      // ---- the load: everyone answers in step, about two thirds right, until the kill
      const acknowledged = new Set<string>(); // correct answers credited with a 200
      const answeredCorrectly = new Set<string>(); // every correct answer sent, acknowledged or not
      const unanswered = new Map<string, SentAnswer>(); // sent, no reply yet (by game)
      const failures: string[] = [];
      let wrongAcknowledged = 0;
      let killed = false;

      const play = async (person: Person) => {
        while (!killed) {
          await sleep(1500 + Math.random() * 100);
          if (killed) break;
          const game = person.game!;
          const { optionId, correct } = pick(game.attributes.question!, Math.random() < 2 / 3);
          const sent: SentAnswer = {
            gameId: game.id,
            questionId: game.attributes.question_id!,
            optionId,
            correct,
            person,
          };
          if (correct) answeredCorrectly.add(key(sent.gameId, sent.questionId));
          unanswered.set(game.id, sent);
          let reply: { status: number; body: unknown };
          try {
            reply = await call(person, 'PATCH', `/api/engine/games/${game.id}/answer`, {
              question: sent.questionId,
              answer: optionId,
            });
          } catch (error) {
            if (!killed) failures.push(`answer failed before the kill: ${String(error)}`);
            return; // the server died with this answer in flight: it stays unanswered
          }
          unanswered.delete(game.id);
          if (reply.status === 429) continue; // an intended limit: not acknowledged, not credited
          if (reply.status !== 200) {
            failures.push(`${reply.status} ${JSON.stringify(reply.body)}`);
            return;
          }
          const next = (reply.body as { data: GameData }).data;
          const answer = next.attributes.answer!;
          // One answer at a time per game: never a stale one, and scored as the test expects.
          if (answer.correct !== correct || answer.options.length === 0)
            failures.push(`unexpected answer ${JSON.stringify(answer)} to a ${correct ? 'right' : 'wrong'} choice`);
          if (answer.correct) acknowledged.add(key(sent.gameId, sent.questionId));
          else wrongAcknowledged++;
          person.game = next;
        }
      };
      const players = Promise.all(people.map(play));
      // The kill comes in the middle of a wave: once enough has been acknowledged, when many answers
      // are out and the server has begun to reply to them (so that some may commit and some not).
      // On a busy machine the waves blur; 20 s after the target, any moment with answers out will do.
      const loadStartedAt = Date.now();
      const replies = () => acknowledged.size + wrongAcknowledged;
      let targetReachedAt: number | null = null;
      let waveBase: number | null = null;
      for (;;) {
        if (failures.length > 0) break;
        if (Date.now() - loadStartedAt > 90_000) throw new Error('the load never reached the kill point');
        if (acknowledged.size >= CORRECT_BEFORE_KILL) {
          targetReachedAt ??= Date.now();
          if (unanswered.size >= OUTSTANDING_AT_KILL) waveBase ??= replies();
          else if (unanswered.size < OUTSTANDING_AT_KILL / 4) waveBase = null; // that wave is over
          if (waveBase !== null && replies() > waveBase && unanswered.size >= OUTSTANDING_AT_KILL / 4) break;
          if (Date.now() - targetReachedAt > 20_000 && unanswered.size > 0) break;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      killed = true;
      await server.kill('SIGKILL');
      await players;
      expect(failures).toEqual([]);
      const inFlight = [...unanswered.values()];
      const acknowledgedAtKill = new Set(acknowledged);
      const loadSeconds = ((Date.now() - loadStartedAt) / 1000).toFixed(1);
      console.log(
        `${dialect}: killed after ${loadSeconds} s, with ${acknowledged.size} correct and ${wrongAcknowledged} wrong answers acknowledged, ` +
          `${inFlight.length} in flight`,
      );

      // ---- restart on the same database: the totals equal the ledger
      server = await startServer(env, { dataDir });
      const ledgerEnv = { ...env, DATA_DIR: dataDir };
      const afterRestart = await verifyLedger(ledgerEnv);
      expect(afterRestart.output).toContain('Every stored total equals the ledger.');
      expect(afterRestart.code).toBe(0);

      const db = openDatabase(scratch?.url ?? `sqlite:${dataDir}/ricebowl.sqlite`);
      cleanups.push(() => db.close());
      const ledgerKeys = async () => {
        const rows = await db.kysely.selectFrom('donations').select(['game_id', 'question_id', 'grains']).execute();
        expect(rows.every((row) => row.grains === GRAINS)).toBe(true);
        return new Set(rows.map((row) => key(row.game_id, row.question_id)));
      };
      const ledger = await ledgerKeys();
      const committedInFlight = inFlight.filter((sent) => ledger.has(key(sent.gameId, sent.questionId))).length;
      console.log(`${dialect}: ${committedInFlight} of the in-flight correct answers were committed before the kill`);
      // Every acknowledged correct answer is in the ledger …
      expect([...acknowledgedAtKill].filter((k) => !ledger.has(k))).toEqual([]);
      // … and nothing is there that was not answered correctly (acknowledged or in flight).
      expect([...ledger].filter((k) => !answeredCorrectly.has(k))).toEqual([]);

      // ---- each game is where its last reply left it, or one answer on if that answer was in flight
      const inFlightByGame = new Map(inFlight.map((sent) => [sent.gameId, sent]));
      for (const person of people) {
        const reply = await call(person, 'GET', `/api/engine/games/${person.game!.id}`);
        expect(reply.status).toBe(200);
        const now = (reply.body as { data: GameData }).data.attributes;
        const pending = inFlightByGame.get(person.game!.id);
        if (!pending) {
          expect(now.question_id).toBe(person.game!.attributes.question_id);
          expect(now.rice).toBe(person.game!.attributes.rice);
          continue;
        }
        // The game moved on exactly when the in-flight answer was committed: never one without the other.
        const committed = now.question_id !== pending.questionId;
        expect(ledger.has(key(pending.gameId, pending.questionId))).toBe(committed && pending.correct);
        expect(now.rice).toBe(person.game!.attributes.rice + (committed && pending.correct ? GRAINS : 0));
      }

      // ---- the clients retry what got no reply: a committed answer is not credited again
      for (const sent of inFlight) {
        const retry = await call(sent.person, 'PATCH', `/api/engine/games/${sent.gameId}/answer`, {
          question: sent.questionId,
          answer: sent.optionId,
        });
        expect(retry.status).toBe(200);
        const answer = (retry.body as { data: GameData }).data.attributes.answer!;
        const wasCommitted = ledger.has(key(sent.gameId, sent.questionId));
        if (wasCommitted) expect(answer.options).toEqual([]); // stale: credits nothing
        if (answer.correct) acknowledged.add(key(sent.gameId, sent.questionId));
      }
      const finalLedger = await ledgerKeys();
      expect([...acknowledged].filter((k) => !finalLedger.has(k))).toEqual([]);
      expect([...finalLedger].filter((k) => !answeredCorrectly.has(k))).toEqual([]);
      const rows = await db.kysely
        .selectFrom('donations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(finalLedger.size); // one row per credited question, none twice
      for (const sent of inFlight.filter((s) => s.correct))
        expect(finalLedger.has(key(sent.gameId, sent.questionId))).toBe(true);

      const afterRetries = await verifyLedger(ledgerEnv);
      expect(afterRetries.output).toContain('Every stored total equals the ledger.');
      expect(afterRetries.code).toBe(0);
    }, 240_000);
  });
});
