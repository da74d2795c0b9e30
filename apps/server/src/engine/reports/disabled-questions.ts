import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import type { QuestionExclusions } from '../questions/question-bank.js';

/** How often each process reads the disabled questions again (a change reaches every process within it). */
export const DISABLED_QUESTIONS_REFRESH_MS = 15_000;

/**
 * The disabled questions, held in memory by every process that issues questions. Each process
 * reads the table when the engine starts, then every `refreshMs`, and at once after a change it
 * made itself; so a question disabled anywhere stops being issued everywhere within `refreshMs`,
 * without a restart and without a query per question.
 */
export interface DisabledQuestions extends QuestionExclusions {
  refresh(): Promise<void>;
  /** Starts the periodic refresh (idempotent); failures keep the last set and are reported. */
  start(onError: (error: unknown) => void): void;
  stop(): void;
}

export function createDisabledQuestions(
  db: Kysely<Database>,
  refreshMs: number = DISABLED_QUESTIONS_REFRESH_MS,
): DisabledQuestions {
  let byCategory = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | null = null;

  const refresh = async () => {
    const rows = await db.selectFrom('disabled_questions').select(['category', 'question_key']).execute();
    const next = new Map<string, Set<string>>();
    for (const row of rows) {
      let keys = next.get(row.category);
      if (!keys) next.set(row.category, (keys = new Set()));
      keys.add(row.question_key);
    }
    byCategory = next;
  };

  return {
    keysOf: (machineName) => byCategory.get(machineName),
    refresh,
    start(onError) {
      if (timer) return;
      timer = setInterval(() => void refresh().catch(onError), refreshMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
