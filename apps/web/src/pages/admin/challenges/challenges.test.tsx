import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown, summaryFields } from '../../../test/forms';
import type { AdminChallengeBody } from '@ricebowl/contract';
import { json, location, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, challenge, list, one, validationFailed, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const running = { id: 'ch-1', ...challenge() };
const finished = { id: 'ch-2', ...challenge({ title: 'Old Harvest', datetime_end: 1_700_100_000 }) };

describe('admin: challenges', () => {
  it('lists every challenge with its state, and ends a running one after confirming', async () => {
    signInAs();
    const api = stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/challenges', () => json(list('challenges', [running, finished]))],
      [
        'POST',
        '/api/admin/challenges/ch-1/end',
        () => json(one('challenges', 'ch-1', challenge({ datetime_end: 1_700_000_100 }))),
      ],
    ]);
    renderApp('/admin/challenges');
    const table = await screen.findByRole('table', { name: 'Challenges' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Running', 'Finished']);
    expect(within(rows[0]!).getByRole('cell', { name: '2,500 of 100,000' })).toBeTruthy();
    // A finished challenge cannot be ended again.
    expect(within(rows[1]!).queryByRole('button', { name: /End/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: 'End Harvest Week now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End the challenge now?' });
    // Focus starts on Cancel; Escape cancels without a call.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.find('POST', '/api/admin/challenges/ch-1/end')).toHaveLength(0);

    await user.click(within(rows[0]!).getByRole('button', { name: 'End Harvest Week now' }));
    expect(dialog.textContent).toContain('Harvest Week');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('“Harvest Week” has ended.')).toBeTruthy();
    expect(api.find('POST', '/api/admin/challenges/ch-1/end')).toHaveLength(1);
  });

  it('refuses an empty form with the rule messages, focusing the first field', async () => {
    signInAs();
    const api = stubApi([AS_ADMIN]);
    renderApp('/admin/challenges/new');
    await screen.findByRole('heading', { level: 1, name: 'New challenge' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    expect(summaryFields()).toEqual(['Title', 'Description']);
    expect(fieldMessagesShown()).toEqual(['Title is required.', 'Description is required.']);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(api.find('POST', '/api/admin/challenges')).toHaveLength(0);
  });

  it('creates a challenge: times as epoch seconds, milestones as numbers, then opens it', async () => {
    signInAs();
    let sent: AdminChallengeBody | null = null;
    stubApi([
      AS_ADMIN,
      [
        'POST',
        '/api/admin/challenges',
        (call) => {
          sent = call.body as AdminChallengeBody;
          return json(one('challenges', 'ch-9', challenge({ ...sent, rice_raised: 0, participants: 0 })));
        },
      ],
      ['GET', '/api/admin/challenges', () => json(list('challenges', [{ id: 'ch-9', ...challenge(sent!) }]))],
    ]);
    renderApp('/admin/challenges/new');
    await screen.findByRole('heading', { level: 1, name: 'New challenge' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'School week');
    await user.type(screen.getByLabelText('Description'), 'Fill the bowl');
    await user.clear(screen.getByLabelText('Starts'));
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T09:00');
    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '2026-12-08T17:30');
    await user.clear(screen.getByLabelText('Goal in grains'));
    await user.type(screen.getByLabelText('Goal in grains'), '50000');
    await user.type(screen.getByLabelText('Milestones'), '10000, 25000');
    await user.click(screen.getByLabelText('Anonymous play'));
    await user.click(screen.getByRole('button', { name: 'New challenge' }));

    expect(await screen.findByText('Challenge created.')).toBeTruthy();
    expect(location()).toBe('/admin/challenges/ch-9');
    expect(sent).toEqual({
      title: 'School week',
      description: 'Fill the bowl',
      image: '',
      public: true,
      anonymous_play: false,
      datetime_start: new Date('2026-12-01T09:00').getTime() / 1000,
      datetime_end: new Date('2026-12-08T17:30').getTime() / 1000,
      rice_goal: 50000,
      milestones: [10000, 25000],
    });
  });

  it("edits a challenge and shows the server's field messages under their fields", async () => {
    signInAs();
    stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/challenges', () => json(list('challenges', [running]))],
      [
        'PUT',
        '/api/admin/challenges/ch-1',
        () => validationFailed({ datetime_end: ['The end must be after the start.'] }),
      ],
    ]);
    renderApp('/admin/challenges/ch-1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Harvest Week' });
    expect(screen.getByLabelText<HTMLInputElement>('Milestones').value).toBe('10000, 50000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the form.')).toBeTruthy();
    const end = screen.getByLabelText('Ends');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The end must be after the start.',
    );
  });
});
