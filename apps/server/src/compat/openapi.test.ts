import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { createTestApp, type TestContext } from '../test/harness.js';
import { anyAddress, bearer, signUp } from '../test/accounts.js';
import { createAdmin } from '../test/factories.js';
import type { ApiRoute } from '../platform/routes.js';

/**
 * Issue 21 item 4: the OpenAPI document against the live API. Every registered route is in the
 * document, and every answer the routes give — anonymous, with a bad token, signed in, with a
 * bad parameter, and beyond their rate limits — is a documented status whose body matches the
 * documented schema.
 */

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApi {
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  security: object[];
  paths: Record<string, Record<string, Operation>>;
}

const compile = AjvCompiler()({}, { customOptions: { strict: false, allErrors: true } });

const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? 'x1' : `${name}-x`));

async function documentOf(ctx: TestContext): Promise<OpenApi> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApi>();
}

/** Checks one live answer against the document; returns a problem or null. */
function problemWith(document: OpenApi, route: ApiRoute, status: number, body: string): string | null {
  const operation = document.paths[pathOf(route.url)]?.[route.method.toLowerCase()];
  const where = `${route.method} ${route.url} → ${status}`;
  if (!operation) return `${where}: route not documented`;
  const documented = operation.responses[String(status)];
  if (!documented) return `${where}: status not documented (${body.slice(0, 120)})`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || status === 302) return null;
  const validate = compile({ schema, method: route.method, url: route.url, httpPart: 'body' });
  const value: unknown = JSON.parse(body);
  return validate(value)
    ? null
    : `${where}: body ${body.slice(0, 160)} does not match: ${JSON.stringify(validate.errors)}`;
}

async function walk(
  ctx: TestContext,
  document: OpenApi,
  variants: { headers: Record<string, string>; query?: string }[],
) {
  const problems: string[] = [];
  const seen = new Map<string, Set<number>>();
  for (const route of ctx.app.apiRoutes) {
    for (const variant of variants) {
      const response = await ctx.app.inject({
        method: route.method,
        url: concrete(route.url) + (variant.query ?? ''),
        headers: { ...variant.headers, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
        remoteAddress: variant.headers['x-test-address'] ?? anyAddress(),
      });
      const problem = problemWith(document, route, response.statusCode, response.body);
      if (problem) problems.push(problem);
      const key = `${route.method} ${route.url}`;
      seen.set(key, (seen.get(key) ?? new Set()).add(response.statusCode));
    }
  }
  return { problems, seen };
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let document: OpenApi;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { CAPTCHA: 'off', PUBLIC_URL: 'https://rice.example.org' });
    document = await documentOf(ctx);
  });
  afterAll(async () => ctx.close());

  it('names the server, the bearer scheme, and every route with 400, 429 and 500', () => {
    expect(document.servers).toEqual([{ url: 'https://rice.example.org' }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearer: [] }, {}]);
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(50);
    for (const route of ctx.app.apiRoutes) {
      const operation = document.paths[pathOf(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      for (const status of ['400', '429', '500'])
        expect(operation!.responses, `${route.method} ${route.url}`).toHaveProperty(status);
      const names = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['lang', '_format']));
      for (const p of operation!.parameters ?? [])
        if (p.in === 'query' && p.schema?.default !== undefined)
          expect(p.required, `${route.url} ${p.name}`).toBe(false);
    }
  });

  it('documents the verification redirect as 302 and the user-id header of game calls', () => {
    const verify = document.paths['/api/accounts/auth/verify/{token}']!.get!;
    expect(Object.keys(verify.responses)).toContain('302');
    expect(Object.keys(verify.responses)).not.toContain('200');
    const answer = document.paths['/api/engine/games/{id}/answer']!.patch!;
    expect(answer.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'user-id', required: false }),
    );
    const categories = document.paths['/api/engine/categories/']!.get!;
    expect(categories.parameters!.filter((p) => p.name === 'limit' || p.name === 'current')).toEqual([
      expect.objectContaining({ required: false }),
      expect.objectContaining({ required: false }),
    ]);
  });

  it('documents every status and body the live routes answer with', async () => {
    const player = await signUp(ctx);
    const { problems, seen } = await walk(ctx, document, [
      { headers: {} },
      { headers: bearer('not-a-real-token-but-long-enough') },
      { headers: { ...bearer(player.session.token) } },
      { headers: {}, query: '?_format=xml' },
    ]);
    expect(problems).toEqual([]);
    // The walk reached more than errors: some answers succeeded, others were refused.
    const statuses = new Set([...seen.values()].flatMap((s) => [...s]));
    for (const status of [200, 400, 401, 404]) expect([...statuses]).toContain(status);
  });
});

describe('the OpenAPI document beyond the rate limits', () => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  it('documents the 429 of every route, in its API’s error shape', async () => {
    ctx = await createTestApp('sqlite', { CAPTCHA: 'off', RATE_LIMIT_SCALE: '0.000001' });
    const document = await documentOf(ctx);
    // An admin's token: admin routes refuse anyone else before counting them.
    const admin = await createAdmin(ctx);
    const headers = { 'x-test-address': anyAddress(), ...bearer(admin.session.token) };
    const { problems, seen } = await walk(ctx, document, [{ headers }, { headers }]);
    expect(problems).toEqual([]);
    const limited = [...seen.entries()].filter(([, s]) => s.has(429)).map(([route]) => route);
    const unlimited = [...seen.entries()]
      .filter(([, s]) => !s.has(429))
      .map(([route, s]) => `${route} ${[...s].join(',')}`);
    expect(unlimited).toEqual([]);
    expect(limited.length).toBe(ctx.app.apiRoutes.length);
  });
});
