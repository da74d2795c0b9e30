import {
  ChangeCategoryBody,
  CreateGameBody,
  EngineErrorDocument,
  GameDocument,
  GameParams,
  SubmitAnswerBody,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { changeCategory, createGame, loadGame, submitAnswer, type Viewer } from './service.js';
import { presentGame } from './presenter.js';

const errorResponses = { 400: EngineErrorDocument, 403: EngineErrorDocument, 404: EngineErrorDocument };

export async function gameRoutes(app: App) {
  const { deps } = app;
  // Accounts are not wired in yet: every player is anonymous, and a bare `user` uuid credits nobody.
  const viewer: Viewer = null;

  app.post(
    '/games',
    {
      schema: {
        tags: ['engine'],
        summary: 'Start a game',
        body: CreateGameBody,
        response: { 200: GameDocument, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await createGame(deps, { categoryId: request.body.category, level: request.body.level }, viewer);
      return reply.send(presentGame(result, deps.config.publicUrl));
    },
  );

  app.get(
    '/games/:id',
    {
      schema: {
        tags: ['engine'],
        summary: 'Load a game',
        params: GameParams,
        response: { 200: GameDocument, ...errorResponses },
      },
    },
    async (request) => presentGame(await loadGame(deps, request.params.id), deps.config.publicUrl),
  );

  app.patch(
    '/games/:id/category',
    {
      schema: {
        tags: ['engine'],
        summary: 'Change category and level',
        params: GameParams,
        body: ChangeCategoryBody,
        response: { 200: GameDocument, ...errorResponses },
      },
    },
    async (request) =>
      presentGame(
        await changeCategory(deps, request.params.id, { categoryId: request.body.category, level: request.body.level }),
        deps.config.publicUrl,
      ),
  );

  app.patch(
    '/games/:id/answer',
    {
      schema: {
        tags: ['engine'],
        summary: 'Answer the current question',
        params: GameParams,
        body: SubmitAnswerBody,
        response: { 200: GameDocument, ...errorResponses },
      },
    },
    async (request) =>
      presentGame(
        await submitAnswer(
          deps,
          request.params.id,
          { questionId: request.body.question, optionId: request.body.answer },
          viewer,
        ),
        deps.config.publicUrl,
      ),
  );
}
