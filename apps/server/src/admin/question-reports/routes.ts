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
import { adminSchema, audited, wholeList } from '../shared.js';

const target = (key: string) => ({ targetType: 'question', targetId: key });
const present = (q: ReportedQuestion) => ({ id: q.ref, type: 'reported-questions' as const, attributes: q.attributes });

/**
 * Players' reports grouped by question; an admin disables a question (every process stops issuing
 * it within the refresh interval, this one at once), enables it again, or dismisses its reports.
 */
export async function questionReportAdminRoutes(app: App) {
  const { deps } = app;
  const one = async (category: string, key: string) => ({ data: present(await reportedQuestion(deps, category, key)) });

  app.get(
    '/question-reports',
    { schema: adminSchema('Reported and disabled questions', AdminReportedQuestionList) },
    async () => {
      return wholeList(await listReportedQuestions(deps), present);
    },
  );

  app.put(
    '/disabled-questions/:category/:key',
    { schema: adminSchema('Disable a question', AdminReportedQuestionDocument, { params: AdminQuestionParams }) },
    async (request) => {
      const { category, key } = request.params;
      const entry = knownQuestion(deps, category, key);
      await audited(
        deps,
        request.adminId,
        (trx, now) => disableQuestion(trx, { category, key }, request.adminId, now),
        (disabled) =>
          disabled
            ? { action: 'question.disable', ...target(key), details: { category, text: entry.item.text } }
            : null,
      );
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
      await audited(
        deps,
        request.adminId,
        (trx) => enableQuestion(trx, { category, key }),
        (enabled) => (enabled ? { action: 'question.enable', ...target(key), details: { category } } : null),
      );
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
      await audited(
        deps,
        request.adminId,
        (trx, now) => dismissReports(trx, { category, key }, now),
        (closed) =>
          closed > 0
            ? { action: 'question_reports.dismiss', ...target(key), details: { category, reports: closed } }
            : null,
      );
      return one(category, key);
    },
  );
}
