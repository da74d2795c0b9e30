import type { SwaggerOptions } from '@fastify/swagger';
import { AccountsError, CLIENT_VERSION, EngineErrorDocument } from '@ricebowl/contract';
import type { App } from './http.js';

/**
 * The OpenAPI document, complete and true (issue 21): every API route documents the answers any
 * route can give — 400 (bad input, `?_format` other than json, malformed JSON), 429 (every API
 * route has a rate-limit family) and 500 — in its API's error shape; `compat/openapi.test.ts`
 * walks the live routes and checks every answer against the document.
 */
/** Links followed from e-mails: they answer with a redirect into the web app. */
const REDIRECTS: Record<string, string> = {
  '/api/accounts/auth/verify/{token}': 'To the profile page (verified) or the sign-in page (link invalid or expired).',
  '/api/accounts/auth/confirm-email/{token}':
    'To the profile page (new address confirmed) or the sign-in page (link invalid or expired).',
  '/api/accounts/auth/undo-email/{token}':
    'To the recovery page (old address restored, every session ended) or the sign-in page (link invalid).',
};

export function documentCommonAnswers(app: App): void {
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const shape = route.url.startsWith('/api/engine/') ? EngineErrorDocument : AccountsError;
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<number, unknown>;
    for (const status of [400, 429, 500]) response[status] ??= shape;
  });
}

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  responses?: Record<string, unknown>;
};

/** Parameters every API route accepts for Freerice's clients; the compatibility layer checks them. */
const CLIENT_PARAMETERS = [
  {
    in: 'query',
    name: 'lang',
    required: false,
    description: 'Language of the client (accepted for Freerice clients; the answer is the same).',
    schema: { type: 'string', pattern: '^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$' },
  },
  {
    in: 'query',
    name: '_format',
    required: false,
    description: 'Response format (accepted for Freerice clients); only json.',
    schema: { type: 'string', enum: ['json'] },
  },
];

const USER_ID_HEADER = {
  in: 'header',
  name: 'user-id',
  required: false,
  description: "The game's user_id, as Freerice's client sends it; when signed in it must be the session's user.",
  schema: { type: 'string', maxLength: 64 },
};

/** Document-wide facts the route schemas cannot carry: servers, security, shared parameters. */
export function openapiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'Ricebowl API', version: CLIENT_VERSION, description: 'Engine and accounts APIs of Ricebowl.' },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from sign-in (POST /api/accounts/auth/login).',
          },
        },
      },
      // Signed in or not: most routes serve both, and say 401/403 where a session is required.
      security: [{ bearer: [] }, {}],
    },
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) return documents.swaggerObject;
      const document = documents.openapiObject;
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
          const operation = value;
          const parameters = (operation.parameters ??= []);
          // A parameter with a default is optional to the caller, whatever the schema says.
          for (const p of parameters) if (p.in === 'query' && p.schema?.default !== undefined) p.required = false;
          for (const extra of CLIENT_PARAMETERS)
            if (!parameters.some((p) => p.in === 'query' && p.name === extra.name)) parameters.push(extra);
          if (path.startsWith('/api/engine/games')) parameters.push(USER_ID_HEADER);
          const redirect = REDIRECTS[path];
          if (redirect && method === 'get') {
            const responses = (operation.responses ??= {});
            delete responses['200'];
            responses['302'] = { description: redirect, headers: { location: { schema: { type: 'string' } } } };
          }
        }
      }
      return document;
    },
  };
}
