import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown } from '../../../test/forms';
import { json, location, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, group, list, one, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

describe('admin: groups', () => {
  it('searches groups and opens one with its members', async () => {
    signInAs();
    stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/groups?current=1', () => json(list('groups', []))],
      ['GET', '/api/admin/groups?q=rice&current=1', () => json(list('groups', [{ id: 'g-1', ...group() }]))],
      ['GET', '/api/admin/groups/g-1', () => json(one('groups', 'g-1', group()))],
    ]);
    renderApp('/admin/groups');
    await screen.findByText('No groups found.');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'Rice Rockets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Rockets' })).toBeTruthy();
    expect(location()).toBe('/admin/groups/g-1');
    const members = screen.getByRole('region', { name: 'Members' });
    const owner = within(members).getByRole('rowheader', { name: 'bowlful' }).closest('tr')!;
    expect(within(owner).getByText('owner')).toBeTruthy();
    expect(within(owner).getByText('9,000')).toBeTruthy();
  });

  it('renames a group, and removes it after confirming', async () => {
    signInAs();
    const api = stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/groups/g-1', () => json(one('groups', 'g-1', group()))],
      ['PATCH', '/api/admin/groups/g-1', (call) => json(one('groups', 'g-1', group(call.body as { name: string })))],
      ['DELETE', '/api/admin/groups/g-1', () => json({ message: 'Removed' })],
      ['GET', '/api/admin/groups?current=1', () => json(list('groups', []))],
    ]);
    renderApp('/admin/groups/g-1');
    await screen.findByRole('heading', { level: 1, name: 'Rice Rockets' });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Rename the group' }));
    expect(fieldMessagesShown()).toEqual(['Name is required.']);
    await user.type(name, 'Grain Team');
    await user.click(screen.getByRole('button', { name: 'Rename the group' }));
    expect(await screen.findByText('Group renamed.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Grain Team' })).toBeTruthy();
    expect(api.find('PATCH', '/api/admin/groups/g-1')[0]?.body).toEqual({ name: 'Grain Team' });

    await user.click(screen.getByRole('button', { name: 'Remove the group' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the group?' });
    expect(dialog.textContent).toContain('Remove “Grain Team” for good?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the group' }));
    expect(await screen.findByText('No groups found.')).toBeTruthy();
    expect(location()).toBe('/admin/groups');
    expect(api.find('DELETE', '/api/admin/groups/g-1')).toHaveLength(1);
  });
});
