import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { newPlayer } from '../test/accounts.js';
import { createChallenge } from '../cli/content.js';

/**
 * Issue 21 item 6: the API as the public Freerice clients use it, over real HTTP — real category
 * ids, `links.self + "/answer?lang=en"`, the bearer token and the `user` field, POST with
 * `X-HTTP-Method-Override`, JSON sent without a Content-Type, trailing slashes, `?_format=json`.
 * Written from the API's documented behaviour; nothing here reaches into the server.
 */

const MULTIPLICATION = '66f2a9aa-bac2-5919-997d-2d17825c1837';
const ENGLISH_VOCABULARY = '3ea0b71b-8486-5914-a2db-a4994c02adb6';
const ACCEPT_V2 = 'application/vnd.api+json;version=2';

interface Game {
  id: string;
  links: { self: string };
  attributes: {
    question: { text: string; options: { id: string; text: string }[] };
    question_id: string;
    answer: { correct: boolean; options: string[] };
    rice: number;
    user_id: string | null;
    category: string;
    level: number;
    user_rice_total: number | null;
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a bot does with "7 x 8": work it out and pick the option that says so. */
function solve(game: Game): string {
  const [, a, b] = /(\d+)\s*x\s*(\d+)/.exec(game.attributes.question.text)!;
  const product = String(Number(a) * Number(b));
  return game.attributes.question.options.find((o) => o.text === product)!.id;
}

describe.each(DIALECTS)('a Freerice client over HTTP on %s', (dialect) => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // PUBLIC_URL is where clients reach the server: `links.self` must be followable as it is.
    ctx = await createTestApp(dialect, { CAPTCHA: 'off', PUBLIC_URL: base });
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => ctx.close());

  const json = async <T>(response: Response): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('plays anonymously with the real multiplication-table id and answers through links.self', async () => {
    const created = await json<{ data: Game }>(
      await fetch(`${base}/api/engine/games?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ category: MULTIPLICATION, level: 1, user: null }),
      }),
    );
    let game = created.data;
    expect(game.attributes.category).toBe(MULTIPLICATION);
    // Clients read answer.correct on every game document, a new one included.
    expect(game.attributes.answer.correct).toBe(false);
    expect(game.links.self.startsWith(`${base}/`)).toBe(true);
    for (let i = 1; i <= 3; i++) {
      const answered = await json<{ data: Game }>(
        await fetch(`${game.links.self}/answer?lang=en`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answer: solve(game), question: game.attributes.question_id, user: null }),
        }),
      );
      game = answered.data;
      expect(game.attributes.answer.correct).toBe(true);
      expect(game.attributes.rice).toBe(10 * i);
    }
  });

  it('signs in with a body sent without Content-Type, then plays with the bearer token, the user field and method overrides', async () => {
    const player = newPlayer();
    await json(
      await fetch(`${base}/api/accounts/users?_format=json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT_V2 },
        body: JSON.stringify(player),
      }),
    );
    // A Uint8Array body: fetch adds no Content-Type, as some clients' libraries do not.
    const signIn = await fetch(`${base}/api/accounts/auth/login?_format=json&_lang=en`, {
      method: 'POST',
      headers: { accept: ACCEPT_V2 },
      body: bytes({ username: player.username, password: player.password }),
    });
    const { uuid, token } = await json<{ uuid: string; token: string }>(signIn);
    const auth = { authorization: `Bearer ${token}`, accept: ACCEPT_V2, 'content-type': 'application/json' };

    let game = (
      await json<{ data: Game }>(
        await fetch(`${base}/api/engine/games?lang=en`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ category: MULTIPLICATION, level: 1, user: uuid }),
        }),
      )
    ).data;
    expect(game.attributes.user_id).toBe(uuid);

    // Clients whose HTTP library has no PATCH: POST with X-HTTP-Method-Override.
    for (let i = 1; i <= 2; i++) {
      game = (
        await json<{ data: Game }>(
          await fetch(`${game.links.self}/answer?lang=en`, {
            method: 'POST',
            headers: { ...auth, 'x-http-method-override': 'PATCH', 'user-id': uuid },
            body: JSON.stringify({ answer: solve(game), question: game.attributes.question_id, user: uuid }),
          }),
        )
      ).data;
      expect(game.attributes.answer.correct).toBe(true);
      expect(game.attributes.user_rice_total).toBe(10 * i);
    }

    const switched = await json<{ data: Game }>(
      await fetch(`${game.links.self}/category`, {
        method: 'POST',
        headers: { ...auth, 'x-http-method-override': 'PATCH' },
        body: JSON.stringify({ category: ENGLISH_VOCABULARY, level: 2 }),
      }),
    );
    expect(switched.data.attributes).toMatchObject({ category: ENGLISH_VOCABULARY, level: 2 });

    const stats = await json<{ data: { attributes: { rice: number } } }>(
      await fetch(`${base}/api/engine/users/${uuid}?_format=json`, { headers: auth }),
    );
    expect(stats.data.attributes.rice).toBe(20);
    const names = await json<{ data: { attributes: { username: string } }[] }>(
      await fetch(`${base}/api/accounts/public/users/?uuids=${uuid}&_format=json`, { headers: auth }),
    );
    expect(names.data.map((u) => u.attributes.username)).toEqual([player.username]);
  });

  it('answers the lists clients call with and without a trailing slash', async () => {
    for (const path of ['/api/engine/categories', '/api/engine/badges', '/api/engine/levels']) {
      const plain = await json<{ data: { id: string }[] }>(await fetch(`${base}${path}?limit=50&lang=en`));
      const slashed = await json<{ data: { id: string }[] }>(await fetch(`${base}${path}/?limit=50&lang=en`));
      expect(slashed.data.map((d) => d.id)).toEqual(plain.data.map((d) => d.id));
      expect(plain.data.length).toBeGreaterThan(0);
    }
    const categories = await json<{ data: { id: string }[] }>(await fetch(`${base}/api/engine/categories/?limit=50`));
    expect(categories.data.map((c) => c.id)).toEqual(expect.arrayContaining([MULTIPLICATION, ENGLISH_VOCABULARY]));
  });

  it('joins and leaves a challenge without a body, as it does a group', async () => {
    const challenge = await createChallenge(
      ctx.deps.db.kysely,
      {
        title: 'Body-less week',
        description: 'Joined by clients that send nothing.',
        start: new Date(Date.now() - 3_600_000).toISOString(),
        end: new Date(Date.now() + 3_600_000).toISOString(),
        goal: 1000,
      },
      Date.now(),
    );
    const player = newPlayer();
    const { token } = await json<{ token: string }>(
      await fetch(`${base}/api/accounts/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(player),
      }),
    );
    const headers = { authorization: `Bearer ${token}`, accept: ACCEPT_V2 };
    const joined = await json<{ joined: boolean }>(
      await fetch(`${base}/api/engine/challenges/${challenge}/members`, { method: 'POST', headers }),
    );
    expect(joined.joined).toBe(true);
    const left = await json<{ joined: boolean }>(
      await fetch(`${base}/api/engine/challenges/${challenge}/members`, { method: 'DELETE', headers }),
    );
    expect(left.joined).toBe(false);
  });

  it('still refuses what it refused: a body that is not JSON, an override of GET, a second format', async () => {
    const notJson = await fetch(`${base}/api/engine/games`, { method: 'POST', body: bytes('x').slice(1, 2) });
    expect(notJson.status).toBe(400);
    const override = await fetch(`${base}/api/engine/games`, {
      method: 'POST',
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/json' },
      body: JSON.stringify({ category: MULTIPLICATION, level: 1 }),
    });
    expect(override.status).toBe(200); // an override to GET is ignored: the POST goes through as one
    const xml = await fetch(`${base}/api/engine/categories/?_format=xml`);
    expect(xml.status).toBe(400);
    expect(await xml.json()).toMatchObject({
      errors: [{ code: 'validation_failed', source: { parameter: '_format' } }],
    });
  });
});
