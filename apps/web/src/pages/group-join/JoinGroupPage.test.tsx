import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

const codeField = () => screen.getByLabelText('Group code');
const joinButton = () => screen.getByRole('button', { name: 'Join group' });

describe('route access (SPEC §2 route table)', () => {
  it.each(['/group-join', '/group-create', `/group/${GROUP_ID}`, `/group-leave/${GROUP_ID}`])(
    'sends signed-out players from %s to /groups',
    async (url) => {
      stubApi();
      renderApp(url);
      await waitFor(() => expect(location()).toBe('/groups'));
      expect(screen.getByText("Hey, it looks like you're not signed in")).toBeTruthy();
    },
  );
});

describe('join a group (SPEC §2 Join group, §5)', () => {
  it('keeps the button disabled while the code is empty', async () => {
    signInAs();
    stubApi();
    renderApp('/group-join');
    const user = userEvent.setup();
    expect((joinButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(codeField(), '   ');
    expect((joinButton() as HTMLButtonElement).disabled).toBe(true);
    await user.clear(codeField());
    await user.type(codeField(), 'k7qm p4xd');
    expect((joinButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends nothing when Enter is pressed on a blank code', async () => {
    signInAs();
    const api = stubApi();
    renderApp('/group-join');
    const user = userEvent.setup();
    await user.type(codeField(), '   {Enter}');
    // A disabled default button blocks implicit submission: no call and no message.
    expect(api.find('POST', '/api/accounts/groups/join')).toHaveLength(0);
    expect(fieldMessages(codeField())).toEqual([]);
    expect(location()).toBe('/group-join');
  });

  it("requires the code: 'Code is required.' once the player has tried and then empties the field", async () => {
    signInAs();
    const api = stubApi([
      [
        'POST',
        '/api/accounts/groups/join',
        () => accountsError(400, { code: 'code_invalid', message: 'No group has this code.' }),
      ],
    ]);
    renderApp('/group-join');
    const user = userEvent.setup();
    await user.type(codeField(), 'WRONG-CODE{Enter}');
    await screen.findByRole('alert');
    expect(fieldMessages(codeField())).toEqual([]);
    // The button is disabled while the code is blank, so the message shows as the player clears it.
    await user.clear(codeField());
    expect(fieldMessages(codeField())).toEqual(['Code is required.']);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect((joinButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(codeField(), 'K');
    expect(fieldMessages(codeField())).toEqual([]);
    expect(api.find('POST', '/api/accounts/groups/join')).toHaveLength(1);
  });

  it("shows the server's message under the form, described by the field", async () => {
    signInAs();
    const api = stubApi([
      [
        'POST',
        '/api/accounts/groups/join',
        () =>
          accountsError(400, {
            code: 'code_invalid',
            message: 'No group has this code. Please check it and try again.',
          }),
      ],
    ]);
    renderApp('/group-join');
    const user = userEvent.setup();
    await user.type(codeField(), 'WRONG-CODE');
    await user.click(joinButton());
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('No group has this code. Please check it and try again.');
    expect(codeField().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(api.find('POST', '/api/accounts/groups/join')[0]!.body).toEqual({ code: 'WRONG-CODE' });
    expect(location()).toBe('/group-join');
    expect(dataLayerEvents()).toEqual([]);
  });

  it('opens the group it joined and tells analytics', async () => {
    signInAs();
    stubApi([
      ['POST', '/api/accounts/groups/join', () => json({ uuid: GROUP_ID })],
      ['GET', `/api/accounts/groups/${GROUP_ID}`, () => json(groupDocument({ admins: ['u-9'], owners: ['u-9'] }))],
      ['GET', `/api/engine/groups/${GROUP_ID}`, () => json(groupStatsDocument({ rice: 15200, rank: 7, members: 12 }))],
      [
        'GET',
        `/api/engine/group-members/${GROUP_ID}--u-1`,
        () => json(memberDocument({ user: 'u-1', rank: 12, rice: 0 })),
      ],
    ]);
    renderApp('/group-join?code=K7QM-P4XD');
    const user = userEvent.setup();
    expect((codeField() as HTMLInputElement).value).toBe('K7QM-P4XD');
    await user.click(joinButton());
    await waitFor(() => expect(location()).toBe(`/group/${GROUP_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Rockets' })).toBeTruthy();
    expect(dataLayerEvents()).toEqual([{ event: 'group_joined' }]);
  });
});
