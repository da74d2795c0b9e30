import type {
  AdminReportedQuestionAttributes,
  AdminReportedQuestionDocument,
  AdminReportedQuestionList,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { createClient } from './http';

/** The admin calls of reported questions (docs/api/admin.md), on the accounts host like the rest. */
const request = createClient({
  service: 'accounts',
  baseUrl: config.accountsApiUrl.replace(/\/api\/accounts\/?$/, ''),
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

export type ReportedQuestion = AdminReportedQuestionAttributes & { id: string };

const merge = (doc: AdminReportedQuestionDocument): ReportedQuestion => ({ ...doc.data.attributes, id: doc.data.id });
/** The reference `<category>/<key>` as two path segments. */
const path = (ref: string) => ref.split('/').map(encodeURIComponent).join('/');

export const questionReportsAdminApi = {
  async list(): Promise<ReportedQuestion[]> {
    const doc = await request<AdminReportedQuestionList>('/api/admin/question-reports');
    return doc.data.map((item) => ({ ...item.attributes, id: item.id }));
  },
  async disable(ref: string) {
    return merge(
      await request<AdminReportedQuestionDocument>(`/api/admin/disabled-questions/${path(ref)}`, { method: 'PUT' }),
    );
  },
  async enable(ref: string) {
    return merge(
      await request<AdminReportedQuestionDocument>(`/api/admin/disabled-questions/${path(ref)}`, { method: 'DELETE' }),
    );
  },
  async dismiss(ref: string) {
    return merge(
      await request<AdminReportedQuestionDocument>(`/api/admin/question-reports/${path(ref)}/dismiss`, {
        method: 'POST',
      }),
    );
  },
};
