import type { Answer, Question } from '@ricebowl/contract';

/** Questions and answers shaped like the engine's (test-only helpers). */
export function makeQuestion(id: string, overrides: Partial<Question> = {}): Question {
  return {
    id,
    text: `What is the capital of China? (${id})`,
    options: [
      { id: `${id}-a`, text: 'Beijing' },
      { id: `${id}-b`, text: 'Thimphu' },
      { id: `${id}-c`, text: 'Vientiane' },
      { id: `${id}-d`, text: 'Pyongyang' },
    ],
    type: 'text',
    resources: [],
    metadata: {},
    ...overrides,
  };
}

export function makeAnswer(correct: boolean, options: string[], learnMore?: string): Answer {
  return {
    correct,
    options,
    metadata: learnMore ? { learn_more: { type: correct ? 'success' : 'error', text: learnMore } } : {},
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
