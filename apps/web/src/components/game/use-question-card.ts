import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Answer, Question } from '@ricebowl/contract';
import { NetworkError } from '../../api/http';
import { canChoose, cardReducer, initialCardState, resultDelayMs, type CardState } from './card-machine';

/** What an answer submission resolves to: the result and the question that follows it. */
export interface AnswerResponse {
  answer: Answer | null;
  question: Question | null;
}

export type SubmitAnswer = (optionId: string, questionId: string) => Promise<AnswerResponse>;

/**
 * Runs the card machine: follows the game's question, submits a choice once, shows the result for
 * its time and then moves on (to learn_more or the next question).
 */
export function useQuestionCard(question: Question | null, onAnswer: SubmitAnswer) {
  const [state, dispatch] = useReducer(cardReducer, question, (first) =>
    cardReducer(initialCardState, { type: 'questionArrived', question: first }),
  );
  const stateRef = useRef<CardState>(state);
  const submitting = useRef(false);

  // Follow the game's question (React's "adjust state when a prop changes" pattern).
  const [followed, setFollowed] = useState(question);
  if (followed !== question) {
    setFollowed(question);
    dispatch({ type: 'questionArrived', question });
  }

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    if (state.view !== 'answer_shown' || !state.answer) return;
    const timer = setTimeout(() => dispatch({ type: 'resultElapsed' }), resultDelayMs(state.answer));
    return () => clearTimeout(timer);
  }, [state.view, state.answer]);

  const choose = useCallback(
    (optionId: string) => {
      const current = stateRef.current;
      // Synchronous guard: two clicks in one frame must not send two answers.
      if (submitting.current || !canChoose(current) || !current.question) return;
      if (!current.question.options.some((option) => option.id === optionId)) return;
      submitting.current = true;
      const questionId = current.question.id;
      dispatch({ type: 'choose', optionId });
      onAnswer(optionId, questionId).then(
        (response) => {
          submitting.current = false;
          dispatch({ type: 'answerArrived', answer: response.answer, question: response.question });
        },
        (error: unknown) => {
          submitting.current = false;
          dispatch({ type: 'submitFailed', reason: error instanceof NetworkError ? 'connection' : 'failed' });
        },
      );
    },
    [onAnswer],
  );

  /** Keys 1–4: the option at that position of the question on the card. */
  const chooseByIndex = useCallback(
    (index: number) => {
      const option = stateRef.current.question?.options[index];
      if (option) choose(option.id);
    },
    [choose],
  );

  const keepPlaying = useCallback(() => dispatch({ type: 'keepPlaying' }), []);
  const toggleImage = useCallback(() => dispatch({ type: 'toggleImage' }), []);

  return { state, choose, chooseByIndex, keepPlaying, toggleImage };
}
