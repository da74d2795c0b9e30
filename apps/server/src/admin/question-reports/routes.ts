import { AdminQuestionParams, AdminReportedQuestionDocument, AdminReportedQuestionList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import {
  disableQuestion,
  dismissReports,
  enableQuestion,
  knownQuestion,
  listReportedQuestions,
  reportedQuestion,
  type ReportedQuestion,
} from '../../engine/reports/service.js';
import { adminSchema, audit, onePage } from '../shared.js';

const present = (q: ReportedQuestion) => ({ id: q.ref, type: 'reported-questions' as const, attributes: q.attributes });

/**
 * Players' reports grouped by question; an admin disables a question (every process stops issuing
 * it within the refresh interval, this one at once), enables it again, or dismisses its reports.
 */
export async function questionReportAdminRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const one = async (category: string, key: string) => ({ data: present(await reportedQuestion(deps, category, key)) });

  app.get(
    '/question-reports',
    { schema: adminSchema('Reported and disabled questions', AdminReportedQuestionList) },
    async () => {
      const questions = await listReportedQuestions(deps);
      return { data: questions.map(present), meta: onePage(questions.length) };
    },
  );

  app.put(
    '/disabled-questions/:category/:key',
    { schema: adminSchema('Disable a question', AdminReportedQuestionDocument, { params: AdminQuestionParams }) },
    async (request) => {
      const { category, key } = request.params;
      const entry = knownQuestion(deps, category, key);
      const at = deps.now();
      await db.transaction().execute(async (trx) => {
        if (!(await disableQuestion(trx, { category, key }, request.adminId, at))) return;
        await audit(trx, {
          actor: request.adminId,
          action: 'question.disable',
          targetType: 'question',
          targetId: key,
          details: { category, text: entry.item.text },
          at,
        });
      });
      await deps.disabledQuestions.refresh();
      return one(category, key);
    },
  );

  app.delete(
    '/disabled-questions/:category/:key',
    {
      schema: adminSchema('Enable a disabled question again', AdminReportedQuestionDocument, {
        params: AdminQuestionParams,
      }),
    },
    async (request) => {
      const { category, key } = request.params;
      const at = deps.now();
      await db.transaction().execute(async (trx) => {
        if (!(await enableQuestion(trx, { category, key }))) return;
        await audit(trx, {
          actor: request.adminId,
          action: 'question.enable',
          targetType: 'question',
          targetId: key,
          details: { category },
          at,
        });
      });
      await deps.disabledQuestions.refresh();
      return one(category, key);
    },
  );

  app.post(
    '/question-reports/:category/:key/dismiss',
    {
      schema: adminSchema("Dismiss a question's open reports", AdminReportedQuestionDocument, {
        params: AdminQuestionParams,
      }),
    },
    async (request) => {
      const { category, key } = request.params;
      const at = deps.now();
      await db.transaction().execute(async (trx) => {
        const closed = await dismissReports(trx, { category, key }, at);
        if (closed === 0) return;
        await audit(trx, {
          actor: request.adminId,
          action: 'question_reports.dismiss',
          targetType: 'question',
          targetId: key,
          details: { category, reports: closed },
          at,
        });
      });
      return one(category, key);
    },
  );
}
