import type { SessionResponse } from '@ricebowl/contract';
import type { TestContext } from './harness.js';

let counter = 0;

/** A unique, valid sign-up payload. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const name = `player${process.pid}x${counter}`;
  return {
    username: name,
    email: `${name}@example.org`,
    password: 'secret-rice',
    birthdate: '2000-05-17',
    ...overrides,
  };
}

/** A fresh client address per call, so per-address rate limits only trip where a test wants them. */
export function anyAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** A player signed up through the API from a fresh address: the sign-up payload and the session. */
export async function signUp(ctx: Pick<TestContext, 'app'>, overrides: Record<string, unknown> = {}) {
  const body = newPlayer(overrides);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/users',
    payload: body,
    remoteAddress: anyAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`signUp: ${response.statusCode} ${response.body}`);
  return { ...body, session: response.json<SessionResponse>() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
