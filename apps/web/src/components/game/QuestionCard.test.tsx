import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Question } from '@ricebowl/contract';
import { NetworkError } from '../../api/http';
import { switchLanguage } from '../../i18n';
import { QuestionCard } from './QuestionCard';
import type { AnswerResponse } from './use-question-card';
import { deferred, makeAnswer, makeQuestion } from './test-fixtures';

const q1 = makeQuestion('q1');
const q2 = makeQuestion('q2', { text: 'What is the capital of Peru?' });

function setup(question: Question | null = q1) {
  const pending: ReturnType<typeof deferred<AnswerResponse>>[] = [];
  const onAnswer = vi.fn((_optionId: string, _questionId: string) => {
    const d = deferred<AnswerResponse>();
    pending.push(d);
    return d.promise;
  });
  const view = render(<QuestionCard question={question} onAnswer={onAnswer} />);
  const respond = async (response: AnswerResponse) => {
    await act(async () => pending.at(-1)!.resolve(response));
  };
  const fail = async (error: unknown) => {
    await act(async () => pending.at(-1)!.reject(error));
  };
  return { ...view, onAnswer, respond, fail };
}

const option = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('QuestionCard', () => {
  it('shows a loading state until a question arrives', () => {
    const { rerender } = setup(null);
    expect(screen.getByRole('status').textContent).toBe('Loading your question…');
    rerender(<QuestionCard question={q1} onAnswer={vi.fn()} />);
    expect(screen.getByRole('heading', { name: q1.text })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('submits the clicked option once and locks the others', async () => {
    const { onAnswer } = setup();
    fireEvent.click(option('Thimphu'));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('q1-b', 'q1');
    expect(option('Thimphu').dataset.state).toBe('selected');
    expect(option('Beijing').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('Beijing'));
    fireEvent.click(option('Thimphu'));
    fireEvent.keyDown(document, { key: '1' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('marks a correct answer, announces it and moves on after 1.8 s', async () => {
    const { respond } = setup();
    fireEvent.click(option('Beijing'));
    await respond({ answer: makeAnswer(true, ['q1-a']), question: q2 });
    expect(option('Beijing').dataset.state).toBe('correct');
    expect(screen.getByRole('button', { name: 'Beijing (correct answer)' })).toBe(option('Beijing'));
    expect(screen.getByText(/^Correct! Beijing/)).toBeTruthy();
    await advance(1799);
    expect(screen.getByRole('heading', { name: q1.text })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
    expect(option('Beijing').dataset.state).toBe('idle');
    expect(option('Beijing').getAttribute('aria-disabled')).toBeNull();
  });

  it('marks a wrong answer and the right one, and shows the result for 2.7 s', async () => {
    const { respond } = setup();
    fireEvent.click(option('Thimphu'));
    await respond({ answer: makeAnswer(false, ['q1-a']), question: q2 });
    expect(option('Thimphu').dataset.state).toBe('wrong');
    expect(option('Beijing').dataset.state).toBe('correct');
    expect(option('Vientiane').dataset.state).toBe('idle');
    expect(screen.getByText('Wrong. The right answer is Beijing.')).toBeTruthy();
    await advance(2699);
    expect(screen.getByRole('heading', { name: q1.text })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
  });

  it('shows sanitised learn-more after a wrong answer until Keep playing', async () => {
    const payload =
      '<p><strong>Beijing</strong> is the capital.<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">more</a></p>';
    const { respond, container } = setup();
    fireEvent.click(option('Vientiane'));
    await respond({ answer: makeAnswer(false, ['q1-a'], payload), question: q2 });
    expect(screen.queryByRole('region', { name: 'Learn more' })).toBeNull();
    await advance(2700);
    const panel = screen.getByRole('region', { name: 'Learn more' });
    expect(within(panel).getByText('Beijing').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The result stays on the card behind the explanation, however long the player reads.
    await advance(60_000);
    expect(option('Vientiane').dataset.state).toBe('wrong');
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('region', { name: 'Learn more' })).toBeNull();
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
  });

  it('goes straight to the next question when a correct answer carries no learn-more', async () => {
    const { respond } = setup();
    fireEvent.click(option('Beijing'));
    await respond({ answer: makeAnswer(true, ['q1-a']), question: q2 });
    await advance(1800);
    expect(screen.queryByRole('button', { name: 'Keep playing' })).toBeNull();
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
  });

  it('returns to the question with the selection cleared on a connection error', async () => {
    const { onAnswer, fail } = setup();
    fireEvent.click(option('Thimphu'));
    await fail(new NetworkError('Failed to fetch'));
    expect(screen.getByRole('alert').textContent).toBe('Connection error. Please try again.');
    expect(option('Thimphu').dataset.state).toBe('idle');
    expect(option('Thimphu').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(option('Beijing'));
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes straight back to the (new) question when the answer has no options', async () => {
    const { respond } = setup();
    fireEvent.click(option('Beijing'));
    await respond({ answer: makeAnswer(false, []), question: q2 });
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
    expect(option('Beijing').dataset.state).toBe('idle');
    expect(screen.queryByText(/Wrong|Correct!/)).toBeNull();
  });

  it('picks options with keys 1–4, but not with modifiers, in fields or outside the question state', async () => {
    const { onAnswer, respond } = setup();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: '1' });
    fireEvent.keyDown(document, { key: '2', ctrlKey: true });
    fireEvent.keyDown(document, { key: '3', altKey: true });
    fireEvent.keyDown(document, { key: '4', metaKey: true });
    fireEvent.keyDown(document, { key: '5' });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: '3' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('q1-c', 'q1');
    await respond({ answer: makeAnswer(false, ['q1-a']), question: q2 });
    fireEvent.keyDown(document, { key: '4' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await advance(2700);
    fireEvent.keyDown(document, { key: '4' });
    expect(onAnswer).toHaveBeenLastCalledWith('q2-d', 'q2');
    field.remove();
  });

  it('shows the picture of an image question as part of the question, with nothing to hide it', async () => {
    const { rerender } = setup();
    expect(screen.queryByRole('img')).toBeNull();
    const withImage = makeQuestion('qi', {
      type: 'image',
      resources: [{ url: 'images/mona-lisa.jpg', alt: '' }],
    });
    const onAnswer = vi.fn(() => new Promise<AnswerResponse>(() => undefined));
    rerender(<QuestionCard question={withImage} onAnswer={onAnswer} />);
    const image = screen.getByRole('img', { name: 'The picture this question asks about' });
    expect(image.getAttribute('src')).toBe('/assets/images/mona-lisa.jpg');
    expect(screen.queryByRole('button', { name: /image|picture/i })).toBeNull();
    // Still there while the answer is checked and shown.
    fireEvent.click(option('Beijing'));
    expect(screen.getByRole('img', { name: 'The picture this question asks about' })).toBeTruthy();
  });

  it('a changed question resets the card to it', () => {
    const { rerender, onAnswer } = setup();
    rerender(<QuestionCard question={q2} onAnswer={onAnswer} />);
    expect(screen.getByRole('heading', { name: q2.text })).toBeTruthy();
  });

  it('shows questions longer than 80 characters in the small type', () => {
    const long = makeQuestion('ql', { text: 'x'.repeat(81) });
    const { rerender, onAnswer } = setup(makeQuestion('qs', { text: 'y'.repeat(80) }));
    expect(screen.getByRole('heading').className).toBe('text');
    rerender(<QuestionCard question={long} onAnswer={onAnswer} />);
    expect(screen.getByRole('heading').className).toBe('textSmall');
  });
});

describe('QuestionCard in another language than the questions (issue 19)', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('marks an English question and its options as English on a French screen, and sums as nothing', async () => {
    vi.useRealTimers();
    await switchLanguage('fr');
    const { rerender } = render(<QuestionCard question={q2} onAnswer={vi.fn()} questionLanguage="en" />);
    const heading = screen.getByRole('heading', { name: 'What is the capital of Peru?' });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(heading.getAttribute('dir')).toBe('auto');
    const options = within(screen.getByRole('group')).getAllByRole('button');
    for (const button of options) expect(button.querySelector('[lang="en"]')).not.toBeNull();

    rerender(<QuestionCard question={q2} onAnswer={vi.fn()} questionLanguage="zxx" />);
    expect(screen.getByRole('heading', { name: 'What is the capital of Peru?' }).hasAttribute('lang')).toBe(false);

    await act(() => switchLanguage('en'));
    rerender(<QuestionCard question={q2} onAnswer={vi.fn()} questionLanguage="en" />);
    expect(screen.getByRole('heading', { name: 'What is the capital of Peru?' }).hasAttribute('lang')).toBe(false);
  });
});
