import { Type } from '@sinclair/typebox';
import type { App } from '../../platform/http.js';

// ALTCHA v2's challenge, as the widget fetches it from its `challenge` URL. Every signed
// parameter must reach the client unchanged, so unknown ones pass through too.
const AltchaChallengeSchema = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String({ examples: ['SHA-256'] }),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Integer(),
        keyLength: Type.Integer(),
        keyPrefix: Type.String(),
        expiresAt: Type.Optional(Type.Integer({ description: 'Epoch seconds' })),
      },
      { additionalProperties: true },
    ),
    signature: Type.String(),
  },
  { additionalProperties: true },
);

/** The captcha's challenge endpoint, mounted with the accounts API. */
export async function captchaRoutes(app: App) {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        summary: 'A proof-of-work captcha challenge for the altcha widget',
        tags: ['accounts'],
        response: { 200: AltchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use: no cache may hand the same one to two people.
      reply.header('cache-control', 'no-store');
      return app.deps.captcha.challenge();
    },
  );
}
