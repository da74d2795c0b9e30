import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { App } from './http.js';
import { invalidField } from './validation-errors.js';

/**
 * What clients written for Freerice rely on (issue 21), each without loosening what is checked:
 * the body is still validated by the route's schema, only how it arrives is more forgiving.
 */

const AJV_OPTIONS = { removeAdditional: false, useDefaults: true, allErrors: true } as const;

/**
 * Query strings and paths carry only text, so their numbers are read as numbers ("?limit=50");
 * bodies are JSON with real types, so a body's "2" is not the level 2 and 12345 is not a name.
 */
export function validatorFactory(): ValidatorFactory {
  const build = AjvCompiler();
  return (externalSchemas, options) => {
    const customOptions = { ...options?.customOptions, ...AJV_OPTIONS };
    const loose = build(externalSchemas, {
      ...options,
      mode: undefined,
      customOptions: { ...customOptions, coerceTypes: 'array' },
    });
    const strict = build(externalSchemas, {
      ...options,
      mode: undefined,
      customOptions: { ...customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict(route) : loose(route));
  };
}

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * `X-HTTP-Method-Override` on a POST (clients whose HTTP library has no PATCH): the request is
 * routed as the method it names. Runs before routing (Fastify's rewriteUrl); other methods, and
 * overrides to anything but PATCH, PUT or DELETE, are left as they are.
 */
export function overrideMethod(request: IncomingMessage): string {
  const override = request.headers['x-http-method-override'];
  if (request.method === 'POST' && typeof override === 'string' && OVERRIDABLE.has(override.trim().toUpperCase()))
    request.method = override.trim().toUpperCase();
  return request.url ?? '/';
}

const LANG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

/** `?lang=en` and `?_format=json` (Freerice's engine and accounts): checked, then set aside. */
async function acceptClientParameters(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const key of ['lang', '_lang'] as const) {
    if (!(key in query)) continue;
    if (typeof query[key] !== 'string' || !LANG.test(query[key])) throw invalidField(key, 'querystring', 'pattern');
    delete query[key];
  }
  if ('_format' in query) {
    if (query._format !== 'json') throw invalidField('_format', 'querystring', 'enum', ['json']);
    delete query._format;
  }
}

/** A body schema every field of which is optional. */
function bodyIsOptional(schema: FastifySchema | undefined): boolean {
  const body = schema?.body as { type?: string; required?: string[] } | undefined;
  return !!body && body.type === 'object' && (body.required ?? []).length === 0;
}

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/** The leniencies that need hooks or parsers; call before any route is added. */
export function registerCompat(app: App, parseJson: JsonParser): void {
  // A body sent without a Content-Type is read as JSON when it is JSON; anything else is refused
  // as before (a content type Fastify has no parser for).
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const refuse = () => done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
    if (request.headers['content-type'] !== undefined) return refuse();
    parseJson(request, body as string, (error, value) => (error ? refuse() : done(null, value)));
  });
  app.addHook('onRequest', acceptClientParameters);
  // No body where the route requires no field: the same as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && bodyIsOptional(request.routeOptions.schema)) request.body = {};
  });
}
