import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TIMINGS } from '@ricebowl/contract';
import { appFlags } from '../../state/app-flags';
import { engineError } from '../../test/accounts-fixtures';
import { fakeFetch } from '../../test/fake-fetch';
import { ReportQuestion } from './ReportQuestion';
import { makeQuestion } from './test-fixtures';

const REF = 'world-capitals/abcdefghijklmnopqrstuv';
const question = makeQuestion('q1', { metadata: { question_ref: REF } });

let sent: { url: string; body: unknown }[];
let status: number;

beforeEach(() => {
  sent = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    fakeFetch((request) => {
      sent.push({ url: request.path, body: request.body });
      if (status !== 200) return engineError(status, 'rate_limited', 'Too many requests');
      return Response.json({
        data: {
          id: 'r1',
          type: 'question-reports',
          attributes: { question_ref: REF, reason: 'unclear', created_at: '2026-11-26T10:00:00.000Z' },
        },
      });
    }),
  );
});

function setup() {
  const onDocumentKey = vi.fn();
  document.addEventListener('keydown', onDocumentKey);
  render(
    <MemoryRouter>
      <ReportQuestion question={question} />
    </MemoryRouter>,
  );
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
  return { open, onDocumentKey, cleanup: () => document.removeEventListener('keydown', onDocumentKey) };
}

describe('ReportQuestion', () => {
  it('offers nothing for a question without a pack reference', () => {
    render(
      <MemoryRouter>
        <ReportQuestion question={makeQuestion('q2')} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it("links to the subject's sources", () => {
    setup();
    expect(screen.getByRole('link', { name: 'Sources' }).getAttribute('href')).toBe('/credits/world-capitals');
  });

  it('opens a labelled modal dialog naming the question, focused on the first reason', () => {
    const { open } = setup();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Report a problem with this question' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(question.text);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The answer is wrong' }));
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'wrong_answer',
      'unclear',
      'offensive',
      'other',
    ]);
  });

  it('asks for a reason before sending anything', () => {
    const { open } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose what is wrong.');
    expect(sent).toEqual([]);
  });

  it('sends the reason and the note with the question reference, then thanks the player', async () => {
    const { open } = setup();
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'The question is unclear' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything to add? (optional)' }), {
      target: { value: '  Two answers fit.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Thank you. We will look at this question.');
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/question-reports$/) as string,
        body: { question_ref: REF, reason: 'unclear', note: 'Two answers fit.' },
      },
    ]);
    // Focus moves in an effect after the thank-you renders.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the player has sent too many reports, and the rest of the app keeps working', async () => {
    status = 429;
    const { open } = setup();
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have sent many reports. Please try again later.'),
    );
    expect(appFlags.get()).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps keys 1–4 from answering the question underneath, and Escape closes it, giving focus back', () => {
    vi.useFakeTimers();
    try {
      const { open, onDocumentKey, cleanup } = setup();
      const opener = screen.getByRole('button', { name: 'Report a problem' });
      opener.focus();
      open();
      fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: '2' });
      expect(onDocumentKey).not.toHaveBeenCalled();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(TIMINGS.modalFocusDelayMs);
      });
      expect(document.activeElement).toBe(opener);
      cleanup();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps Tab inside the dialog', () => {
    const { open } = setup();
    open();
    const send = screen.getByRole('button', { name: 'Send report' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The answer is wrong' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });
});
