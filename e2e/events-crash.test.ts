// The transactional outbox (issue 16 item 2, ADR 021): a server dies between an answer's commit and
// the publication of its event to the Redis leaderboards, and the server started after it on the same
// database and Redis catches the boards up before it serves the first request.
//
// The kill is exact: RICEBOWL_FAILPOINT=crash-before-publish makes the publisher's nudge — the first
// thing after a commit — a SIGKILL of its own process. Nothing else brings the player onto the board:
// the sets stay built (no rebuild from the database), and the restarted server's sweep only runs
// seconds later, so the board is read at once, with the replay on start the only way there.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../apps/server/src/platform/database/scratch.js';
import { startServer, type RunningServer } from './server.js';

const redisUrl = process.env.TEST_REDIS_URL;
const databases: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

interface Option {
  id: string;
  text: string;
}
interface GameData {
  id: string;
  attributes: { question_id: string; question: { text: string; options: Option[] } };
}

/** Multiplication questions: the right option is the product of the two numbers on the card. */
function rightOption(question: { text: string; options: Option[] }): string {
  const [a, b] = question.text.split(' x ').map(Number);
  return question.options.find((o) => Number(o.text) === a! * b!)!.id;
}

it.runIf(process.env.CI)('has a Redis to test the outbox against in CI', () => {
  expect(redisUrl, 'TEST_REDIS_URL must be set in CI').toBeTruthy();
});

describe.each(databases)('a server killed between commit and publish on %s', (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!redisUrl)(
    'leaves the event in the outbox, and the next start puts the answer on the Redis board',
    async () => {
      const prefix = `e2e-events-${process.pid}-${randomUUID().slice(0, 8)}:`;
      const redis = new Redis(redisUrl!);
      cleanups.push(async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      });
      const scratch = dialect === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : null;
      if (scratch) cleanups.push(scratch.drop);
      const env = {
        SERVICES: 'accounts,engine',
        CAPTCHA: 'off',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        // A loaded machine must not turn the first build or a write into an outage.
        REDIS_TIMEOUT_MS: '2000',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };

      let server: RunningServer = await startServer({ ...env, RICEBOWL_FAILPOINT: 'crash-before-publish' });
      const dataDir = server.dataDir;
      cleanups.push(async () => {
        await server.stop();
        const { rmSync } = await import('node:fs');
        rmSync(dataDir, { recursive: true, force: true });
      });
      const call = async (method: string, path: string, token?: string, body?: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };

      // The boards are built in Redis (the first start builds them in the background; a read
      // retries a build that failed).
      for (let i = 0; (await redis.get(`${prefix}lb-version`)) === null; i++) {
        expect(i, 'the leaderboards were not built within 30 s').toBeLessThan(300);
        await call('GET', '/api/engine/users?limit=1&current=1');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const signUp = await call('POST', '/api/accounts/users', undefined, {
        username: `outbox${process.pid}`,
        email: `outbox${process.pid}@example.org`,
        password: 'outbox-crash-1',
        birthdate: '1990-01-01',
      });
      expect(signUp.status).toBe(200);
      const { uuid: userId, token } = signUp.body as { uuid: string; token: string };
      const categories = (await call('GET', '/api/engine/categories/?limit=50')).body as {
        data: { id: string; attributes: { machine_name: string } }[];
      };
      const category = categories.data.find((c) => c.attributes.machine_name === 'multiplication-table')!.id;
      const created = await call('POST', '/api/engine/games', token, { category, level: 1 });
      expect(created.status).toBe(200);
      const game = (created.body as { data: GameData }).data;

      // The answer commits, and the process dies before its event is published: no reply.
      const answer = { question: game.attributes.question_id, answer: rightOption(game.attributes.question) };
      await expect(call('PATCH', `/api/engine/games/${game.id}/answer`, token, answer)).rejects.toThrow();
      await server.kill('SIGKILL');
      expect(await redis.zscore(`${prefix}lb:players`, userId)).toBeNull();

      // Restarted on the same database and Redis: the board has the answer before any request.
      server = await startServer(env, { dataDir });
      expect(await redis.zscore(`${prefix}lb:players`, userId)).toBe('-10');
      const board = (await call('GET', '/api/engine/users?limit=50&current=1')).body as {
        data: { id: string; attributes: { rice: number; rank: number } }[];
      };
      expect(board.data.map((row) => [row.id, row.attributes.rice])).toContainEqual([userId, 10]);
    },
    120_000,
  );
});
