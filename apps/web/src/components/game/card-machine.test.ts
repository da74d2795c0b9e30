import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@ricebowl/contract';
import {
  cardReducer,
  initialCardState,
  optionState,
  resultDelayMs,
  type CardEvent,
  type CardState,
} from './card-machine';
import { makeAnswer, makeQuestion } from './test-fixtures';

const q1 = makeQuestion('q1');
const q2 = makeQuestion('q2');
const q3 = makeQuestion('q3');
const withImage = makeQuestion('qi', { type: 'image', resources: [{ url: 'images/painting.jpg', alt: 'A painting' }] });

function run(events: CardEvent[], from: CardState = initialCardState): CardState {
  return events.reduce(cardReducer, from);
}

const asked = run([{ type: 'questionArrived', question: q1 }]);
const submitted = run([{ type: 'choose', optionId: 'q1-b' }], asked);

describe('card machine', () => {
  it('starts in initial and stays there until a question arrives', () => {
    expect(initialCardState.view).toBe('initial');
    expect(run([{ type: 'questionArrived', question: null }]).view).toBe('initial');
    expect(run([{ type: 'choose', optionId: 'q1-a' }]).view).toBe('initial');
  });

  it('initial → question when a question arrives', () => {
    expect(asked).toMatchObject({ view: 'question', question: q1, selected: null });
  });

  it('question → answer_submitted when an option is chosen, and the choice is then locked', () => {
    expect(submitted).toMatchObject({ view: 'answer_submitted', selected: 'q1-b' });
    expect(optionState(submitted, 'q1-b')).toBe('selected');
    expect(optionState(submitted, 'q1-a')).toBe('idle');
    // A second choice changes nothing.
    expect(cardReducer(submitted, { type: 'choose', optionId: 'q1-c' })).toBe(submitted);
  });

  it('ignores options that are not on the card', () => {
    expect(cardReducer(asked, { type: 'choose', optionId: 'q2-a' })).toBe(asked);
  });

  it('answer_submitted → answer_shown when the answer has correct options; wrong = chosen but not correct', () => {
    const shown = cardReducer(submitted, { type: 'answerArrived', answer: makeAnswer(false, ['q1-a']), question: q2 });
    expect(shown).toMatchObject({ view: 'answer_shown', question: q1, next: q2 });
    expect(optionState(shown, 'q1-a')).toBe('correct');
    expect(optionState(shown, 'q1-b')).toBe('wrong');
    expect(optionState(shown, 'q1-c')).toBe('idle');
  });

  it('a correct choice is shown as correct, not wrong', () => {
    const chosen = cardReducer(asked, { type: 'choose', optionId: 'q1-a' });
    const shown = cardReducer(chosen, { type: 'answerArrived', answer: makeAnswer(true, ['q1-a']), question: q2 });
    expect(optionState(shown, 'q1-a')).toBe('correct');
    expect(['q1-b', 'q1-c', 'q1-d'].map((id) => optionState(shown, id))).toEqual(['idle', 'idle', 'idle']);
  });

  it('answer_submitted → question with the new question when the answer has no options', () => {
    const back = cardReducer(submitted, { type: 'answerArrived', answer: makeAnswer(false, []), question: q2 });
    expect(back).toMatchObject({ view: 'question', question: q2, selected: null, answer: null });
  });

  it('answer_submitted → question on a connection error, selection cleared', () => {
    const back = cardReducer(submitted, { type: 'submitFailed', reason: 'connection' });
    expect(back).toMatchObject({ view: 'question', question: q1, selected: null, failure: 'connection' });
    // The next choice clears the message.
    expect(cardReducer(back, { type: 'choose', optionId: 'q1-a' }).failure).toBeNull();
  });

  it('answer_shown → next question after the result when there is no learn-more', () => {
    const shown = run([{ type: 'answerArrived', answer: makeAnswer(true, ['q1-b']), question: q2 }], submitted);
    expect(cardReducer(shown, { type: 'resultElapsed' })).toMatchObject({
      view: 'question',
      question: q2,
      selected: null,
    });
  });

  it('answer_shown → learn_more when the answer carries learn-more; Keep playing → next question', () => {
    const shown = run(
      [{ type: 'answerArrived', answer: makeAnswer(false, ['q1-a'], '<p>Beijing</p>'), question: q2 }],
      submitted,
    );
    const learning = cardReducer(shown, { type: 'resultElapsed' });
    expect(learning).toMatchObject({ view: 'learn_more', question: q1 });
    expect(optionState(learning, 'q1-b')).toBe('wrong');
    expect(cardReducer(learning, { type: 'keepPlaying' })).toMatchObject({ view: 'question', question: q2 });
  });

  it('shows a correct result for 1.8 s and a wrong one for 2.7 s', () => {
    expect(resultDelayMs(makeAnswer(true, ['a']))).toBe(TIMINGS.resultCorrectMs);
    expect(resultDelayMs(makeAnswer(false, ['a']))).toBe(TIMINGS.resultWrongMs);
    expect(TIMINGS.resultCorrectMs).toBe(1800);
    expect(TIMINGS.resultWrongMs).toBe(2700);
  });

  it('keeps the answered question on the card while the next one waits', () => {
    // The game's next question can reach the card before the answer does.
    const waiting = cardReducer(submitted, { type: 'questionArrived', question: q2 });
    expect(waiting).toMatchObject({ view: 'answer_submitted', question: q1, next: q2 });
    const shown = cardReducer(waiting, { type: 'answerArrived', answer: makeAnswer(true, ['q1-b']), question: null });
    expect(shown).toMatchObject({ view: 'answer_shown', question: q1, next: q2 });
    expect(cardReducer(shown, { type: 'questionArrived', question: q2 })).toBe(shown);
  });

  it('a changed question resets to question', () => {
    expect(cardReducer(asked, { type: 'questionArrived', question: q3 })).toMatchObject({
      view: 'question',
      question: q3,
    });
    const shown = run([{ type: 'answerArrived', answer: makeAnswer(true, ['q1-b']), question: q2 }], submitted);
    expect(cardReducer(shown, { type: 'questionArrived', question: q3 })).toMatchObject({
      view: 'question',
      question: q3,
    });
    const learning = run(
      [{ type: 'answerArrived', answer: makeAnswer(false, ['q1-a'], 'x'), question: q2 }, { type: 'resultElapsed' }],
      submitted,
    );
    expect(cardReducer(learning, { type: 'questionArrived', question: q3 })).toMatchObject({
      view: 'question',
      question: q3,
    });
  });

  it('toggles question ↔ question_image only with image resources and only in question states', () => {
    expect(cardReducer(asked, { type: 'toggleImage' })).toBe(asked);
    // A question with an image opens showing it: the image is what it asks about.
    const showing = run([{ type: 'questionArrived', question: withImage }]);
    expect(showing.view).toBe('question_image');
    const hidden = cardReducer(showing, { type: 'toggleImage' });
    expect(hidden.view).toBe('question');
    expect(cardReducer(hidden, { type: 'toggleImage' }).view).toBe('question_image');
    // An option can be chosen from question_image too, and then the toggle is off.
    const chosen = cardReducer(showing, { type: 'choose', optionId: 'qi-a' });
    expect(chosen.view).toBe('answer_submitted');
    expect(cardReducer(chosen, { type: 'toggleImage' })).toBe(chosen);
  });

  it('ignores events that do not belong to the current state', () => {
    expect(cardReducer(asked, { type: 'answerArrived', answer: makeAnswer(true, ['q1-a']), question: q2 })).toBe(asked);
    expect(cardReducer(asked, { type: 'submitFailed', reason: 'connection' })).toBe(asked);
    expect(cardReducer(asked, { type: 'resultElapsed' })).toBe(asked);
    expect(cardReducer(asked, { type: 'keepPlaying' })).toBe(asked);
    expect(cardReducer(submitted, { type: 'resultElapsed' })).toBe(submitted);
  });
});
