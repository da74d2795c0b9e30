import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, newPlayer, signUp } from '../test/accounts.js';
import { categoryId } from '../test/factories.js';

/** Issue 21 item 3: validation errors people can read, and no coercion of the types SPEC fixes. */
describe.each(DIALECTS)('validation errors on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
  });
  afterAll(async () => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token?: string) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      remoteAddress: anyAddress(),
    });

  it('answers a sign-up with missing and mistyped fields with a catalogue message per field', async () => {
    const { birthdate: _left, ...player } = newPlayer({ username: 12345 });
    const response = await send('POST', '/api/accounts/users', player);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({ birthdate: ['Date of birth is required.'], username: ['Username must be text.'] });
    expect(Object.values(body.errors).flat()).toContain(body.message);
    expect(response.body).not.toMatch(/must have required property|must be string/);
    // Nothing was created under the number.
    const signIn = await send('POST', '/api/accounts/auth/login', { username: '12345', password: player.password });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('refuses a level sent as text and names the field as JSON:API errors with a pointer', async () => {
    const response = await send('POST', '/api/engine/games', {
      category: categoryId('multiplication-table'),
      level: '2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          status: '400',
          type: 'api-problem',
          code: 'validation_failed',
          title: 'Invalid input',
          detail: 'Level must be a whole number.',
          source: { pointer: '/level' },
        },
      ],
    });
    const extra = await send('POST', '/api/engine/games', { category: 'x', level: 9, colour: 'red' });
    const details = extra.json<{ errors: { detail: string }[] }>().errors.map((e) => e.detail);
    expect(details).toEqual(expect.arrayContaining(['Level should be at most 5.', 'Colour is not a known field.']));
  });

  it('still reads numbers in query strings as numbers, and names a bad one', async () => {
    expect(
      (await send('GET', '/api/engine/categories/?limit=2&current=1')).json<{ data: unknown[] }>().data,
    ).toHaveLength(2);
    const bad = await send('GET', '/api/engine/categories/?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors[0]).toMatchObject({
      detail: 'Limit must be a whole number.',
      source: { parameter: 'limit' },
    });
  });

  it('refuses an unknown avatar instead of storing nothing, and keeps a known one', async () => {
    const player = await signUp(ctx);
    const { uuid, token } = player.session;
    const edit = (avatar: unknown) =>
      send(
        'PATCH',
        `/api/accounts/users/${uuid}`,
        { username: player.username, email: player.email, password: player.password, avatar },
        token,
      );
    const refused = await edit('avatar-99');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      errors: { avatar: ['Avatar is not in the expected form.'] },
    });
    expect((await edit(7)).json()).toMatchObject({ errors: { avatar: ['Avatar must be text.'] } });
    expect((await edit('avatar-16')).statusCode).toBe(200);
    const stored = await ctx.deps.db.kysely
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', uuid)
      .executeTakeFirst();
    expect(stored?.avatar).toBe('avatar-16');
  });

  it('answers every accounts error in the accounts shape, unknown routes included', async () => {
    for (const [method, url] of [
      ['GET', '/api/accounts/no-such-thing'],
      ['DELETE', '/api/accounts/users'],
      ['POST', '/api/accounts/auth/nowhere/'],
      ['GET', '/api/accounts/users/not-a-user'],
    ] as const) {
      const response = await send(method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.json(), `${method} ${url}`).toEqual(
        expect.objectContaining({ message: expect.any(String) as string, code: expect.any(String) as string }),
      );
      expect(response.json(), `${method} ${url}`).not.toHaveProperty('errors.0');
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) as string });
  });

  it('names unknown fields called after object methods without tripping over them', async () => {
    const response = await send('POST', '/api/accounts/auth/login', {
      username: 'someone',
      password: 'secret',
      valueOf: 1,
      constructor: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { valueOf: ['ValueOf is not a known field.'], constructor: ['Constructor is not a known field.'] },
    });
  });

  it('keeps answers typed: an option id sent as a number is refused and credits nothing', async () => {
    const created = await send('POST', '/api/engine/games', { category: categoryId('multiplication-table'), level: 1 });
    const game = created.json<GameDocument>().data;
    const response = await send('PATCH', `/api/engine/games/${game.id}/answer`, {
      answer: 42,
      question: game.attributes.question_id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { source: unknown }[] }>().errors[0]!.source).toEqual({ pointer: '/answer' });
    const after = await send('GET', `/api/engine/games/${game.id}`);
    expect(after.json<GameDocument>().data.attributes.rice).toBe(0);
  });
});
