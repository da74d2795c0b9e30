import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, auditEntry, list, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

describe('admin: audit log', () => {
  it('shows who changed what and when, page by page', async () => {
    signInAs();
    const api = stubApi([
      AS_ADMIN,
      [
        'GET',
        '/api/admin/audit?current=1',
        () =>
          json(
            list(
              'audit-entries',
              [
                {
                  id: 'e-2',
                  ...auditEntry({
                    action: 'user.disable',
                    target_type: 'user',
                    target_id: 'u-9',
                    details: { disabled: true },
                  }),
                },
                { id: 'e-1', ...auditEntry({ actor_username: null }) },
              ],
              { current: 1, pages: 2 },
            ),
          ),
      ],
      ['GET', '/api/admin/audit?current=2', () => json(list('audit-entries', [], { current: 2, pages: 2 }))],
    ]);
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('ricefan');
    expect(rows[0]!.textContent).toContain('user.disable');
    expect(rows[0]!.textContent).toContain('disabled: true');
    expect(rows[1]!.textContent).toContain('(deleted account)');
    expect(
      within(rows[0]!)
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).toBe('2026-11-20T09:30:00.000Z');

    const user = userEvent.setup();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy();
    expect(api.find('GET', '/api/admin/audit?current=2')).toHaveLength(1);
  });
});
