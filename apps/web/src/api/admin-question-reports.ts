import type { AdminReportedQuestionAttributes, Merged } from '@ricebowl/contract';
import { admin } from './admin-client';
import { merge, mergeAll } from './jsonapi';

/** The admin calls of reported questions (docs/api/admin.md), on the accounts host like the rest. */

export type ReportedQuestion = Merged<AdminReportedQuestionAttributes>;

/** The reference `<category>/<key>` as the two path parameters. */
function refParams(ref: string): { category: string; key: string } {
  const slash = ref.indexOf('/');
  return { category: ref.slice(0, slash), key: ref.slice(slash + 1) };
}

export const questionReportsAdminApi = {
  async list(): Promise<ReportedQuestion[]> {
    return mergeAll(await admin('GET /api/admin/question-reports'));
  },
  async disable(ref: string): Promise<ReportedQuestion> {
    return merge((await admin('PUT /api/admin/disabled-questions/{category}/{key}', { params: refParams(ref) })).data);
  },
  async enable(ref: string): Promise<ReportedQuestion> {
    const params = refParams(ref);
    return merge((await admin('DELETE /api/admin/disabled-questions/{category}/{key}', { params })).data);
  },
  async dismiss(ref: string): Promise<ReportedQuestion> {
    const params = refParams(ref);
    return merge((await admin('POST /api/admin/question-reports/{category}/{key}/dismiss', { params })).data);
  },
};
