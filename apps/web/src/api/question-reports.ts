import {
  QUESTION_REF_METADATA,
  type CategoryCreditsAttributes,
  type CreditsList,
  type Question,
  type QuestionReportBody,
  type QuestionReportDocument,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { createClient } from './http';

/** Engine calls of issue 15: reporting a question, and the credits of the subjects. */
const request = createClient({
  service: 'engine',
  baseUrl: config.engineApiUrl,
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

export type CategoryCredits = CategoryCreditsAttributes & { id: string };

/** The pack reference a question is reported by (`<category>/<key>`); null on a question without one. */
export function questionRefOf(question: Question): string | null {
  const ref = question.metadata[QUESTION_REF_METADATA];
  return typeof ref === 'string' && ref.includes('/') ? ref : null;
}

export const questionReportsApi = {
  async report(body: QuestionReportBody): Promise<void> {
    await request<QuestionReportDocument>('/question-reports', {
      method: 'POST',
      body,
      quietRateLimit: true,
      quietNetworkErrors: true,
    });
  },
  async credits(): Promise<CategoryCredits[]> {
    const doc = await request<CreditsList>('/credits');
    return doc.data.map((item) => ({ ...item.attributes, id: item.id }));
  },
};
