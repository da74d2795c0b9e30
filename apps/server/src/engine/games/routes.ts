import {
  ChangeCategoryBody,
  CreateGameBody,
  CreatedGameDocument,
  EngineErrorDocument,
  GameDocument,
  GameParams,
  SubmitAnswerBody,
  languageFromHeader,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../platform/errors.js';
import { changeCategory, createGame, loadGame, submitAnswer } from './service.js';
import { presentGame } from './presenter.js';
import { clientKey } from '../anticheat/client.js';
import { createGameSweeper } from './retention.js';
import { publicOrigin } from '../../platform/public-url.js';
import { schemaFor } from '../../platform/route-schema.js';

const schema = schemaFor('engine', {
  400: EngineErrorDocument,
  401: EngineErrorDocument,
  403: EngineErrorDocument,
  404: EngineErrorDocument,
});

/** The language the request asks for (Accept-Language), for the texts the server writes. */
const asked = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

/** Retention (ADR 009): anonymous games idle for ANONYMOUS_GAME_RETENTION_DAYS go, the ledger stays. */
function sweepIdleGames(app: App) {
  const { deps } = app;
  const sweeper = createGameSweeper(deps.db.kysely, {
    retentionMs: deps.config.anonymousGameRetentionMs,
    now: () => deps.now(),
  });
  sweeper.start(
    (report) => {
      if (report.games > 0 || report.clients > 0) app.log.info(report, 'swept idle anonymous games');
    },
    (error) => app.log.error({ err: error }, 'sweeping idle anonymous games failed'),
  );
  app.addHook('onClose', () => sweeper.stop());
}

export async function gameRoutes(app: App) {
  const { deps } = app;
  sweepIdleGames(app);
  // `links.self` is absolute, as Freerice's clients follow it as is (a path means nothing to a
  // script): under PUBLIC_URL when it is set, else on the address the request came in on when that
  // names this machine (a classroom's LAN address; ADR 016). The web app never reads it.
  const linkBase = (request: FastifyRequest) => publicOrigin(deps.config, request);

  /**
   * The player behind the request. A `user` in the body or the `user-id` header must be the token's
   * user; without a token they are ignored — a bare uuid credits nobody (bots exploited that).
   */
  async function playerOf(request: FastifyRequest, claimedUser?: string | null) {
    const viewer = await app.viewerOf(request);
    const header = request.headers['user-id'];
    const claims = [claimedUser, typeof header === 'string' ? header : undefined].filter(Boolean);
    if (viewer && claims.some((claim) => claim !== viewer.userId))
      throw errors.forbidden('The user does not match the session.');
    return viewer;
  }

  app.post(
    '/games',
    {
      schema: schema('Start a game', CreatedGameDocument, { body: CreateGameBody }),
    },
    async (request, reply) => {
      const viewer = await playerOf(request, request.body.user);
      const result = await createGame(deps, { categoryId: request.body.category, level: request.body.level }, viewer);
      const document = presentGame(result, linkBase(request), asked(request));
      // The claim secret, here and nowhere else (ADR 009): no later read of the game carries it.
      return reply.send(result.claim ? { ...document, meta: { claim: result.claim } } : document);
    },
  );

  app.get(
    '/games/:id',
    {
      schema: schema('Load a game', GameDocument, { params: GameParams }),
    },
    async (request) =>
      presentGame(await loadGame(deps, request.params.id, await playerOf(request)), linkBase(request), asked(request)),
  );

  app.patch(
    '/games/:id/category',
    { schema: schema('Change category and level', GameDocument, { params: GameParams, body: ChangeCategoryBody }) },
    async (request) => {
      const change = { categoryId: request.body.category, level: request.body.level };
      const result = await changeCategory(deps, request.params.id, change, await playerOf(request));
      return presentGame(result, linkBase(request), asked(request));
    },
  );

  app.patch(
    '/games/:id/answer',
    { schema: schema('Answer the current question', GameDocument, { params: GameParams, body: SubmitAnswerBody }) },
    async (request) => {
      const { question, answer, user } = request.body;
      const submitted = { questionId: question, optionId: answer, client: clientKey(request.ip) };
      const result = await submitAnswer(deps, request.params.id, submitted, await playerOf(request, user));
      return presentGame(result, linkBase(request), asked(request));
    },
  );
}
