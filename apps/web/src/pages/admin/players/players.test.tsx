import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, location, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, adminUser, list, one, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const speedy = adminUser({ username: 'speedy', email: 'speedy@example.org', role: 'player', player_type: 1 });

describe('admin: players', () => {
  it('searches by name from the keyboard, keeping the query in the address', async () => {
    signInAs();
    const api = stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/users?current=1', () => json(list('users', []))],
      ['GET', '/api/admin/users?q=spee&current=1', () => json(list('users', [{ id: 'u-9', ...speedy }]))],
    ]);
    renderApp('/admin/players');
    expect(await screen.findByText('No players found.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'spee{Enter}');
    const table = await screen.findByRole('table', { name: 'Players' });
    const row = within(table).getByRole('rowheader', { name: 'speedy' }).closest('tr')!;
    expect(within(row).getByText('Cheater')).toBeTruthy();
    expect(location()).toBe('/admin/players?q=spee');
    expect(api.find('GET', '/api/admin/users?q=spee&current=1')).toHaveLength(1);
    await user.click(within(row).getByRole('link', { name: 'speedy' }));
    expect(location()).toBe('/admin/players/u-9');
  });

  it('clears the cheater flag and disables the account, each after confirming', async () => {
    signInAs();
    let current = speedy;
    const api = stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/users/u-9', () => json(one('users', 'u-9', current))],
      [
        'PATCH',
        '/api/admin/users/u-9',
        (call) => {
          const body = call.body as { cheater?: boolean; disabled?: boolean };
          current = {
            ...current,
            ...(body.cheater !== undefined ? { player_type: body.cheater ? 1 : 0 } : {}),
            ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
          };
          return json(one('users', 'u-9', current));
        },
      ],
    ]);
    renderApp('/admin/players/u-9');
    await screen.findByRole('heading', { level: 1, name: 'speedy' });
    expect(screen.getByText('1,234 right, 56 wrong')).toBeTruthy();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Clear the cheater flag' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear the cheater flag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear the cheater flag' }));
    expect(await screen.findByText('speedy is no longer marked as a cheater.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as cheater' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Disable the account' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Disable the account?' })).getByRole('button', {
        name: 'Disable the account',
      }),
    );
    expect(await screen.findByText("speedy's account is disabled.")).toBeTruthy();
    expect(api.find('PATCH', '/api/admin/users/u-9').map((call) => call.body)).toEqual([
      { cheater: false },
      { disabled: true },
    ]);
  });
});
