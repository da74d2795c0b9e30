import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReportedQuestionAttributes } from '@ricebowl/contract';
import { json, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, list, one, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const REF = 'world-capitals/abcdefghijklmnopqrstuv';

function reported(attributes: Partial<AdminReportedQuestionAttributes> = {}): AdminReportedQuestionAttributes {
  return {
    category: 'world-capitals',
    category_label: 'World Capitals',
    question_key: 'abcdefghijklmnopqrstuv',
    text: 'What is the capital of Australia?',
    in_packs: true,
    options: [
      { text: 'Canberra', correct: true },
      { text: 'Sydney', correct: false },
      { text: 'Melbourne', correct: false },
      { text: 'Perth', correct: false },
    ],
    levels: [2, 3],
    disabled: false,
    counts: { wrong_answer: 2, unclear: 0, offensive: 0, other: 1 },
    total: 3,
    notes: [{ reason: 'other', note: 'Sydney is bigger', created_at: '2026-11-25T10:00:00.000Z' }],
    last_reported_at: '2026-11-25T10:00:00.000Z',
    ...attributes,
  };
}

describe('admin: reported questions', () => {
  it('shows each question with its counts, its options (the right one marked) and the notes', async () => {
    signInAs();
    stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/question-reports', () => json(list('reported-questions', [{ id: REF, ...reported() }]))],
    ]);
    renderApp('/admin/question-reports');
    const card = await screen.findByRole('article', { name: 'What is the capital of Australia?' });
    expect(card.textContent).toContain('World Capitals · levels 2, 3 · 3 open reports');
    const counts = within(card).getByRole('list', { name: 'Reports by reason' });
    expect(counts.textContent).toContain('The answer is wrong: 2');
    expect(counts.textContent).toContain('Something else: 1');
    expect(counts.textContent).not.toContain('offensive');
    const options = within(within(card).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['✓ Canberra (correct answer)', 'Sydney', 'Melbourne', 'Perth']);
    expect(within(card).getByRole('list', { name: 'Notes from players' }).textContent).toContain('Sydney is bigger');
    expect(screen.getByRole('link', { name: 'Reported questions' })).toBeTruthy();
  });

  it('disables a question, then enables it again, and dismisses reports', async () => {
    signInAs();
    let state = reported();
    const api = stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/question-reports', () => json(list('reported-questions', [{ id: REF, ...state }]))],
      [
        'PUT',
        `/api/admin/disabled-questions/${REF}`,
        () => json(one('reported-questions', REF, (state = { ...state, disabled: true }))),
      ],
      [
        'DELETE',
        `/api/admin/disabled-questions/${REF}`,
        () => json(one('reported-questions', REF, (state = { ...state, disabled: false }))),
      ],
      [
        'POST',
        `/api/admin/question-reports/${REF}/dismiss`,
        () => json(one('reported-questions', REF, (state = { ...state, total: 0, notes: [] }))),
      ],
    ]);
    const user = userEvent.setup();
    renderApp('/admin/question-reports');
    await user.click(
      await screen.findByRole('button', { name: 'Disable question: What is the capital of Australia?' }),
    );
    expect(await screen.findByText('Question disabled.')).toBeTruthy();
    expect(await screen.findByText('Disabled')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Enable question: What is the capital of Australia?' }));
    expect(await screen.findByText('Question enabled again.')).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss reports of: What is the capital of Australia?' }),
    );
    expect(await screen.findByText('Reports dismissed.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /api/admin/disabled-questions/${REF}`,
      `DELETE /api/admin/disabled-questions/${REF}`,
      `POST /api/admin/question-reports/${REF}/dismiss`,
    ]);
  });
});
