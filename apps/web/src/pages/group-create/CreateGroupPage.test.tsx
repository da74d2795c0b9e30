import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountsError,
  dataLayerEvents,
  json,
  location,
  renderApp,
  resetAppStateEachTest,
  signInAs,
  stubApi,
} from '../../test/accounts-fixtures';
import { fieldMessages } from '../../test/forms';
import { GROUP_ID, groupDocument, groupStatsDocument, memberDocument } from '../../components/groups/test-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

resetAppStateEachTest();

const nameField = () => screen.getByLabelText('Group name');
const makeButton = () => screen.getByRole('button', { name: 'Make group' });

describe('make a group (SPEC §2 Create group, §5)', () => {
  it('keeps the button disabled while the name is empty', async () => {
    signInAs();
    stubApi();
    renderApp('/group-create');
    expect((makeButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().type(nameField(), 'R');
    expect((makeButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('wants a name of at least 3 characters, with the spec message, before calling the server', async () => {
    signInAs();
    const api = stubApi();
    renderApp('/group-create');
    const user = userEvent.setup();
    await user.type(nameField(), 'Ri');
    await user.click(makeButton());
    expect(fieldMessages(nameField())).toEqual(['Name should be at least 3 characters.']);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameField());
    expect(api.find('POST', '/api/accounts/groups')).toHaveLength(0);
    // Messages follow what the player types once they have tried.
    await user.type(nameField(), 'c');
    expect(fieldMessages(nameField())).toEqual([]);
  });

  it.each([
    ['a right-to-left override', 'Class \u202E5b'],
    ['a zero-width space', 'Class\u200B 5b'],
  ])('refuses %s in the name with a clear message, before calling the server (issue 20)', async (_what, name) => {
    signInAs();
    const api = stubApi();
    renderApp('/group-create');
    const user = userEvent.setup();
    await user.type(nameField(), name);
    await user.click(makeButton());
    expect(fieldMessages(nameField())).toEqual(['Name may not contain invisible or direction-changing characters.']);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.find('POST', '/api/accounts/groups')).toHaveLength(0);
  });

  it("requires the name: 'Name is required.' once the player has tried and then empties the field", async () => {
    signInAs();
    const api = stubApi();
    renderApp('/group-create');
    const user = userEvent.setup();
    // Enter on a blank name does nothing: the button is disabled, so the form is not submitted.
    await user.type(nameField(), '   {Enter}');
    expect(fieldMessages(nameField())).toEqual([]);
    await user.clear(nameField());
    await user.type(nameField(), 'Ri{Enter}');
    expect(fieldMessages(nameField())).toEqual(['Name should be at least 3 characters.']);
    await user.clear(nameField());
    expect(fieldMessages(nameField())).toEqual(['Name is required.']);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.find('POST', '/api/accounts/groups')).toHaveLength(0);
  });

  it('offers group pictures 1 to 15 and no picture, none chosen at first', () => {
    signInAs();
    stubApi();
    renderApp('/group-create');
    const choice = screen.getByRole('group', { name: 'Group picture (optional)' });
    const radios = within(choice).getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(16);
    expect(radios.map((r) => r.value)).toEqual(['', ...Array.from({ length: 15 }, (_, i) => `group-${i + 1}`)]);
    expect(within(choice).getByRole('radio', { name: 'No picture' })).toHaveProperty('checked', true);
    expect(within(choice).getByRole('radio', { name: 'Group picture 15' })).toBeTruthy();
  });

  it("shows the server's message under the form", async () => {
    signInAs();
    stubApi([
      [
        'POST',
        '/api/accounts/groups',
        () => accountsError(400, { code: 'validation_failed', message: 'Name should be at least 3 characters.' }),
      ],
    ]);
    renderApp('/group-create');
    const user = userEvent.setup();
    await user.type(nameField(), '   x');
    await user.click(makeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Name should be at least 3 characters.');
    expect(location()).toBe('/group-create');
  });

  it('sends the name and chosen picture, opens the new group and tells analytics', async () => {
    signInAs();
    const api = stubApi([
      ['POST', '/api/accounts/groups', () => json({ uuid: GROUP_ID })],
      ['GET', `/api/accounts/groups/${GROUP_ID}`, () => json(groupDocument({ members: 1, total_members: 1 }))],
      ['GET', `/api/engine/groups/${GROUP_ID}`, () => json(groupStatsDocument({ rice: 0, rank: 3, members: 1 }))],
      [
        'GET',
        `/api/engine/group-members/${GROUP_ID}--u-1`,
        () => json(memberDocument({ user: 'u-1', rank: 1, rice: 0 })),
      ],
    ]);
    renderApp('/group-create');
    const user = userEvent.setup();
    await user.type(nameField(), '  Rice Rockets ');
    await user.click(screen.getByRole('radio', { name: 'Group picture 5' }));
    await user.click(makeButton());
    await waitFor(() => expect(location()).toBe(`/group/${GROUP_ID}`));
    expect(api.find('POST', '/api/accounts/groups')[0]!.body).toEqual({ name: 'Rice Rockets', avatar: 'group-5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Rockets' })).toBeTruthy();
    expect(dataLayerEvents()).toEqual([{ event: 'new_group_created' }]);
  });
});
