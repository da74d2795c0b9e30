import { EngineErrorDocument, QuestionReportBody, QuestionReportDocument } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { reportQuestion } from './service.js';

/**
 * Players' reports of a problem with a question, and the disabled questions every process of the
 * engine keeps in memory: read before the first question is issued, then refreshed periodically.
 */
export async function questionReportRoutes(app: App) {
  const { deps } = app;
  await deps.disabledQuestions.refresh();
  deps.disabledQuestions.start((error) => app.log.error({ err: error }, 'reading the disabled questions failed'));
  app.addHook('onClose', async () => deps.disabledQuestions.stop());

  app.post(
    '/question-reports',
    {
      config: { rateLimitFamily: 'questionReports' },
      schema: {
        tags: ['engine'],
        summary: 'Report a problem with a question (signed in or not)',
        body: QuestionReportBody,
        response: {
          200: QuestionReportDocument,
          400: EngineErrorDocument,
          401: EngineErrorDocument,
          404: EngineErrorDocument,
        },
      },
    },
    async (request) => {
      const viewer = await app.viewerOf(request);
      const report = await reportQuestion(deps, request.body, viewer?.userId ?? null);
      return {
        data: {
          id: report.id,
          type: 'question-reports' as const,
          attributes: {
            question_ref: report.questionRef,
            reason: report.reason,
            created_at: new Date(report.createdAt).toISOString(),
          },
        },
      };
    },
  );
}
