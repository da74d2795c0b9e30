import { Type } from '@sinclair/typebox';
import {
  ChallengeDocument,
  ChallengeList,
  ChallengeMemberBody,
  ChallengeMembership,
  EngineErrorDocument,
  UserChallengeList,
  challengePhase,
} from '@ricebowl/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.js';
import { AppError, errors } from '../../platform/errors.js';
import { pagination } from '../../platform/jsonapi.js';
import { schemaFor } from '../../platform/route-schema.js';
import { findGame } from '../games/ownership.js';
import { presentChallenge } from './presenter.js';
import { entriesOf, findChallenge, join, leave, listPublicChallenges, memberKey } from './repository.js';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const schema = schemaFor('engine', { 400: EngineErrorDocument, 401: EngineErrorDocument, 404: EngineErrorDocument });
const notFound = () => new AppError(404, 'challenge_not_found', 'Challenge not found');

export async function challengeRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;

  app.get(
    '/challenges',
    {
      schema: { tags: ['engine'], summary: 'Public challenges, newest start first', response: { 200: ChallengeList } },
    },
    async () => {
      const rows = await listPublicChallenges(db);
      return {
        data: rows.map(presentChallenge),
        meta: { pagination: pagination(rows.length, 1, Math.max(rows.length, 1)) },
      };
    },
  );

  app.get(
    '/challenges/:id',
    {
      schema: schema('A challenge (public or not: whoever has the link)', ChallengeDocument, {
        params: Type.Object({ id: Id }),
      }),
    },
    async (request) => {
      const challenge = await findChallenge(db, request.params.id);
      if (!challenge) throw notFound();
      return { data: presentChallenge(challenge) };
    },
  );

  app.get(
    '/users/:id/challenges',
    {
      schema: schema("The signed-in player's challenge entries", UserChallengeList, {
        params: Type.Object({ id: Id }),
      }),
    },
    async (request) => {
      const viewer = await app.viewerOf(request);
      if (!viewer) throw errors.unauthorized();
      if (viewer.userId !== request.params.id) throw errors.notFound();
      const entries = await entriesOf(db, memberKey({ userId: viewer.userId }));
      return {
        data: entries
          .filter((e) => e.active)
          .map((e) => ({
            id: e.challenge_id,
            type: 'user-challenges' as const,
            attributes: { challenge_id: e.challenge_id, rice: Number(e.rice) },
          })),
      };
    },
  );
  membershipRoutes(app);
}

/** Joining and leaving a challenge, as a signed-in player or with an anonymous game. */
function membershipRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;

  /**
   * Who takes part: the signed-in player, or — where the challenge allows anonymous play — the
   * anonymous game named in the body. Joining and leaving happen only while the challenge runs.
   */
  async function participant(request: FastifyRequest, challengeId: string, gameId: string | null | undefined) {
    const challenge = await findChallenge(db, challengeId);
    if (!challenge) throw notFound();
    if (challengePhase(challenge, Math.floor(deps.now() / 1000)) !== 'active') {
      throw new AppError(
        400,
        'challenge_not_active',
        'Challenge not running',
        'You can join or leave a challenge only while it runs.',
      );
    }
    const viewer = await app.viewerOf(request);
    if (viewer) return { challenge, key: memberKey({ userId: viewer.userId }) };
    if (!challenge.anonymous_play)
      throw new AppError(401, 'sign_in_required', 'Sign in to take part in this challenge.');
    const game = gameId ? await findGame(db, gameId) : undefined;
    if (!game || game.user_id !== null) throw errors.validation('Name the anonymous game that takes part.');
    return { challenge, key: memberKey({ gameId: game.id }) };
  }

  /** Joins or leaves, then answers with the participant's grains in the challenge. */
  async function takePart(
    request: FastifyRequest,
    challengeId: string,
    gameId: string | null | undefined,
    joined: boolean,
  ) {
    const { challenge, key } = await participant(request, challengeId, gameId);
    if (joined) await join(db, challenge.id, key, deps.now());
    else await leave(db, challenge.id, key);
    const entry = (await entriesOf(db, key)).find((e) => e.challenge_id === challenge.id);
    return { challenge_id: challenge.id, rice: Number(entry?.rice ?? 0), joined };
  }

  const parts = { params: Type.Object({ id: Id }), body: ChallengeMemberBody };
  app.post(
    '/challenges/:id/members',
    { schema: schema('Join a challenge', ChallengeMembership, parts) },
    async (request) => takePart(request, request.params.id, request.body?.game, true),
  );
  app.delete(
    '/challenges/:id/members',
    { schema: schema('Leave a challenge', ChallengeMembership, parts) },
    async (request) => takePart(request, request.params.id, request.body?.game, false),
  );
}
