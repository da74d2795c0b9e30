import { TIMINGS, type Answer, type Question } from '@ricebowl/contract';

/**
 * The question card's state machine (SPEC §4 Question card), kept pure so every transition can be
 * tested without a browser. The component feeds it events; timers live in `useQuestionCard`.
 */
export type CardView = 'initial' | 'question' | 'question_image' | 'answer_submitted' | 'answer_shown' | 'learn_more';

/** Why an answer submission failed: the request never arrived, or the server refused it. */
export type SubmitFailure = 'connection' | 'failed';

export interface CardState {
  view: CardView;
  /** The question on the card. During answer_shown and learn_more it is the question just answered. */
  question: Question | null;
  /** The option the player chose; locked until the card returns to the question. */
  selected: string | null;
  /** The result of the last counted answer (answer_shown, learn_more). */
  answer: Answer | null;
  /** The question that follows the result (the game's response already carries it). */
  next: Question | null;
  /** Set when the last submission failed; cleared by the next choice or question. */
  failure: SubmitFailure | null;
}

export type CardEvent =
  | { type: 'questionArrived'; question: Question | null }
  | { type: 'choose'; optionId: string }
  | { type: 'answerArrived'; answer: Answer | null; question: Question | null }
  | { type: 'submitFailed'; reason: SubmitFailure }
  | { type: 'resultElapsed' }
  | { type: 'keepPlaying' }
  | { type: 'toggleImage' };

export const initialCardState: CardState = {
  view: 'initial',
  question: null,
  selected: null,
  answer: null,
  next: null,
  failure: null,
};

export type OptionState = 'idle' | 'selected' | 'correct' | 'wrong';

/**
 * A question state ready for a choice. A question with an image (a flag, a map) opens with its
 * image shown, since the image is what it asks about; the toggle hides and shows it again.
 */
function showQuestion(question: Question | null, failure: SubmitFailure | null = null): CardState {
  if (!question) return initialCardState;
  const view = hasImage(question) ? 'question_image' : 'question';
  return { view, question, selected: null, answer: null, next: null, failure };
}

export function hasImage(question: Question | null): boolean {
  return (question?.resources.length ?? 0) > 0;
}

export function isQuestionView(view: CardView): boolean {
  return view === 'question' || view === 'question_image';
}

export function cardReducer(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case 'questionArrived': {
      const { question } = event;
      if (state.view === 'initial') return question ? showQuestion(question) : state;
      if (isQuestionView(state.view)) {
        if (!question) return initialCardState;
        return question.id === state.question?.id ? state : showQuestion(question);
      }
      if (!question) return state;
      // The answer's response carries the next question; it waits until the result has been shown.
      if (state.view === 'answer_submitted') {
        return question.id === state.question?.id || question.id === state.next?.id
          ? state
          : { ...state, next: question };
      }
      // answer_shown / learn_more: any question other than the expected next one is a changed question.
      return question.id === state.next?.id ? state : showQuestion(question);
    }

    case 'choose': {
      if (!isQuestionView(state.view) || !state.question) return state;
      if (!state.question.options.some((option) => option.id === event.optionId)) return state;
      return { ...state, view: 'answer_submitted', selected: event.optionId, failure: null };
    }

    case 'answerArrived': {
      if (state.view !== 'answer_submitted') return state;
      const next = event.question ?? state.next;
      // An answer without options did not count (a stale question): straight back to the question.
      if (!event.answer || event.answer.options.length === 0) return showQuestion(next ?? state.question);
      return { ...state, view: 'answer_shown', answer: event.answer, next };
    }

    case 'submitFailed':
      if (state.view !== 'answer_submitted') return state;
      return showQuestion(state.question, event.reason);

    case 'resultElapsed':
      if (state.view !== 'answer_shown') return state;
      if (state.answer?.metadata.learn_more) return { ...state, view: 'learn_more' };
      return showQuestion(state.next);

    case 'keepPlaying':
      return state.view === 'learn_more' ? showQuestion(state.next) : state;

    case 'toggleImage':
      if (!hasImage(state.question)) return state;
      if (state.view === 'question') return { ...state, view: 'question_image' };
      if (state.view === 'question_image') return { ...state, view: 'question' };
      return state;
  }
}

/** How long the result stays on the card: 1.8 s after a correct answer, 2.7 s after a wrong one. */
export function resultDelayMs(answer: Answer): number {
  return answer.correct ? TIMINGS.resultCorrectMs : TIMINGS.resultWrongMs;
}

/** An option's look: the chosen one while waiting, then correct / wrong once the answer is shown. */
export function optionState(state: CardState, optionId: string): OptionState {
  if ((state.view === 'answer_shown' || state.view === 'learn_more') && state.answer) {
    if (state.answer.options.includes(optionId)) return 'correct';
    if (optionId === state.selected) return 'wrong';
    return 'idle';
  }
  if (state.view === 'answer_submitted' && optionId === state.selected) return 'selected';
  return 'idle';
}

/** Whether a choice is still open (options lock as soon as one is chosen). */
export function canChoose(state: CardState): boolean {
  return isQuestionView(state.view) && state.question !== null;
}
