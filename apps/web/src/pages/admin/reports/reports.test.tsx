import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, one, report } from '../test-fixtures';
import { defaultPeriod } from './ReportsPage';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
// The lazy chunks (the area, the charts and their library) load once here, not inside a test's wait.
beforeAll(async () => {
  await Promise.all([import('../AdminArea'), import('./ReportCharts')]);
}, 60_000);

const { from, to } = defaultPeriod();

describe('admin: reports', () => {
  it('opens on the last 30 days', () => {
    expect(defaultPeriod(new Date('2026-11-30T23:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('shows each breakdown as a table with its total, and the charts of grains per day and per sponsor', async () => {
    signInAs();
    stubApi([AS_ADMIN, ['GET', `/api/admin/reports?from=${from}&to=${to}`, () => json(one('reports', 'r', report()))]]);
    renderApp('/admin/reports');
    const sponsors = await screen.findByRole('table', { name: 'Per sponsor' });
    const rows = within(sponsors)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sponsor', 'Grains', 'Correct answers'],
      ['Good Grains Ltd', '1,000', '100'],
      ['No sponsor', '230', '23'],
      ['Total', '1,230', '123'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Per challenge' })).getByText('Harvest Week')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Per day' })).getByText('2026-11-02')).toBeTruthy();
    // The charts arrive in a chunk of their own.
    expect(await screen.findByRole('figure', { name: 'Grains per day' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Grains per sponsor' })).toBeTruthy();
  });

  it('asks for the chosen period', async () => {
    signInAs();
    const api = stubApi([
      AS_ADMIN,
      ['GET', `/api/admin/reports?from=${from}&to=${to}`, () => json(one('reports', 'r', report()))],
      [
        'GET',
        '/api/admin/reports?from=2026-10-01&to=2026-10-31',
        () => json(one('reports', 'r', report({ from: '2026-10-01', to: '2026-10-31' }))),
      ],
    ]);
    renderApp('/admin/reports');
    await screen.findByRole('table', { name: 'Per sponsor' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31{Enter}');
    expect(await screen.findByText(/2026-10-01 to 2026-10-31/)).toBeTruthy();
    expect(api.find('GET', '/api/admin/reports?from=2026-10-01&to=2026-10-31')).toHaveLength(1);
  });

  it('downloads a breakdown as CSV with the session token', async () => {
    signInAs();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:report';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = stubApi([
      AS_ADMIN,
      ['GET', `/api/admin/reports?from=${from}&to=${to}`, () => json(one('reports', 'r', report()))],
      [
        'GET',
        `/api/admin/reports.csv?from=2026-11-01&to=2026-11-30&by=sponsor`,
        () =>
          new Response('"sponsor_id","sponsor","grains","answers"\r\n', { headers: { 'content-type': 'text/csv' } }),
      ],
    ]);
    renderApp('/admin/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Per sponsor as CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.find('GET', '/api/admin/reports.csv?from=2026-11-01&to=2026-11-30&by=sponsor')[0]!;
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(await created[0]!.text()).toContain('sponsor_id');
    clicked.mockRestore();
  });
});
