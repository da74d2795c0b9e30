import {
  QUESTION_REF_METADATA,
  type CategoryCreditsAttributes,
  type Merged,
  type Question,
  type QuestionReportBody,
} from '@ricebowl/contract';
import { engine } from './clients';
import { mergeAll } from './jsonapi';

export type CategoryCredits = Merged<CategoryCreditsAttributes>;

/** The pack reference a question is reported by (`<category>/<key>`); null on a question without one. */
export function questionRefOf(question: Question): string | null {
  const ref = question.metadata[QUESTION_REF_METADATA];
  return typeof ref === 'string' && ref.includes('/') ? ref : null;
}

/** Engine calls of issue 15: reporting a question, and the credits of the subjects. */
export const questionReportsApi = {
  async report(body: QuestionReportBody): Promise<void> {
    await engine('POST /question-reports', {
      body,
      quietRateLimit: true,
      quietNetworkErrors: true,
    });
  },
  async credits(): Promise<CategoryCredits[]> {
    return mergeAll(await engine('GET /credits'));
  },
};
