import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupAttributes } from '@ricebowl/contract';
import {
  USER,
  accountsError,
  dataLayerEvents,
  json,
  location,
  renderApp,
  resetAppStateEachTest,
  signInAs,
  storedUser,
  stubApi,
  type Route,
} from '../../test/accounts-fixtures';
import {
  GROUP_ID,
  groupDocument,
  groupNotFound,
  groupStatsDocument,
  memberDocument,
  memberPage,
  notAMember,
  pagination,
  publicUsersRoute,
} from '../../components/groups/test-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

resetAppStateEachTest();

const MEMBERS_PATH = `/api/engine/group-members?limit=40&group=${GROUP_ID}&current=`;

/** The documents of a group of 12 where the viewer (u-1) is third with 1,520 grains. */
function groupRoutes({
  group = {},
  members = [
    { user: 'u-7', rank: 1, rice: 9000 },
    { user: 'u-2', rank: 2, rice: 2000 },
    { user: 'u-1', rank: 3, rice: 1520 },
  ],
}: { group?: Partial<GroupAttributes>; members?: { user: string; rank: number; rice: number }[] } = {}): Route[] {
  return [
    ['GET', `/api/accounts/groups/${GROUP_ID}`, () => json(groupDocument(group))],
    ['GET', `/api/engine/groups/${GROUP_ID}`, () => json(groupStatsDocument({ rice: 15200, rank: 7, members: 12 }))],
    [
      'GET',
      `/api/engine/group-members/${GROUP_ID}--u-1`,
      () => json(memberDocument({ user: 'u-1', rank: 3, rice: 1520 })),
    ],
    ['GET', `${MEMBERS_PATH}1`, () => json(memberPage(members, pagination(members.length)))],
    publicUsersRoute({
      'u-1': { username: 'ricefan', avatar: 'avatar-3' },
      'u-2': { username: 'grainy', avatar: 'avatar-5' },
      'u-7': { username: 'bowlful', avatar: 'nonsense' },
    }),
  ];
}

const asMember = { admins: ['u-7'], owners: ['u-7'] };

async function openMembers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Members' }));
  return screen.findByTestId('members');
}

const memberRow = (name: string) =>
  screen.getAllByTestId('member').find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('group page: my group (SPEC §2 Group page)', () => {
  it("shows the group's grains and overall rank, the player's contribution and rank padded as 'rank / members'", async () => {
    signInAs();
    stubApi(groupRoutes({ group: asMember }));
    renderApp(`/group/${GROUP_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Rockets' })).toBeTruthy();
    expect(screen.getByTestId('group-grains').textContent).toBe('15,200');
    expect(screen.getByTestId('group-rank').textContent).toBe('#7');
    expect(screen.getByTestId('group-contribution').textContent).toBe('1,520');
    await waitFor(() => expect(screen.getByTestId('group-your-rank').textContent).toBe('03 / 12'));
    expect(screen.getByLabelText('3 of 12 members')).toBeTruthy();
    expect(screen.getByTestId('group-code').textContent).toBe('K7QM-P4XD');
    expect(screen.getByText('How others join')).toBeTruthy();
    expect(screen.getByText('Type the code K7QM-P4XD and press “Join group”.')).toBeTruthy();
  });

  it('shows members the code but not the owner controls', async () => {
    signInAs();
    stubApi(groupRoutes({ group: asMember }));
    renderApp(`/group/${GROUP_ID}`);
    await screen.findByTestId('group-code');
    expect(screen.queryByRole('heading', { name: 'Edit group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get a new code' })).toBeNull();
    expect(screen.queryByText('You are an owner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  it("lets owners rename the group and change its picture: 'Group updated successfully'", async () => {
    signInAs();
    const api = stubApi([
      [
        'PUT',
        `/api/accounts/groups/${GROUP_ID}`,
        () => json(groupDocument({ name: 'Rice Rocketeers', avatar: 'group-12' })),
      ],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const edit = (await screen.findByRole('heading', { name: 'Edit group' })).closest('section')!;
    const name = within(edit).getByLabelText<HTMLInputElement>('Group name');
    expect(name.value).toBe('Rice Rockets');
    expect(within(edit).getByRole('radio', { name: 'Group picture 3' })).toHaveProperty('checked', true);
    await user.clear(name);
    expect(within(edit).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    await user.type(name, 'Rice Rocketeers');
    await user.click(within(edit).getByRole('radio', { name: 'Group picture 12' }));
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(edit).findByText('Group updated successfully')).toBeTruthy();
    expect(api.find('PUT', `/api/accounts/groups/${GROUP_ID}`)[0]!.body).toEqual({
      name: 'Rice Rocketeers',
      avatar: 'group-12',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Rice Rocketeers' })).toBeTruthy();
  });

  it('wants a new name of at least 3 characters, with the spec message, before calling the server (SPEC §5)', async () => {
    signInAs();
    const api = stubApi(groupRoutes());
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const edit = (await screen.findByRole('heading', { name: 'Edit group' })).closest('section')!;
    const name = within(edit).getByLabelText('Group name');
    await user.clear(name);
    await user.type(name, 'Ri');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    const ids = name.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = ids.flatMap((id) =>
      [...(document.getElementById(id)?.querySelectorAll('li') ?? [])].map((li) => li.textContent),
    );
    expect(messages).toEqual(['Name should be at least 3 characters.']);
    expect(api.find('PUT', `/api/accounts/groups/${GROUP_ID}`)).toEqual([]);
  });

  it("requires a name when renaming: 'Name is required.' once the owner has tried and then empties the field (SPEC §5)", async () => {
    signInAs();
    const api = stubApi(groupRoutes());
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const edit = (await screen.findByRole('heading', { name: 'Edit group' })).closest('section')!;
    const name = within(edit).getByLabelText('Group name');
    const messages = () =>
      (name.getAttribute('aria-describedby')?.split(' ') ?? []).flatMap((id) =>
        [...(document.getElementById(id)?.querySelectorAll('li') ?? [])].map((li) => li.textContent),
      );
    // Enter on a blank name does nothing: the button is disabled, so the form is not submitted.
    await user.clear(name);
    await user.type(name, '{Enter}');
    expect(messages()).toEqual([]);
    await user.type(name, 'Ri{Enter}');
    expect(messages()).toEqual(['Name should be at least 3 characters.']);
    await user.clear(name);
    expect(messages()).toEqual(['Name is required.']);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.find('PUT', `/api/accounts/groups/${GROUP_ID}`)).toEqual([]);
  });

  it("shows the server's message when the update is refused", async () => {
    signInAs();
    stubApi([
      [
        'PUT',
        `/api/accounts/groups/${GROUP_ID}`,
        () => accountsError(403, { code: 'not_an_owner', message: 'Only the group’s owners can do this.' }),
      ],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const edit = (await screen.findByRole('heading', { name: 'Edit group' })).closest('section')!;
    await user.type(within(edit).getByLabelText('Group name'), '!');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect((await within(edit).findByRole('alert')).textContent).toBe('Only the group’s owners can do this.');
    expect(storedUser()).toEqual(USER);
  });

  it("lets owners refresh the code after confirming, sending the current one: 'Group code refreshed successfully'", async () => {
    signInAs();
    const api = stubApi([
      ['POST', `/api/accounts/groups/${GROUP_ID}/new-code`, () => json({ code: 'ZX9R-2WQN' })],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get a new code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Get a new code?' });
    expect(dialog.textContent).toContain('The code K7QM-P4XD will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Get a new code' }));
    expect(await screen.findByText('Group code refreshed successfully')).toBeTruthy();
    expect(api.find('POST', `/api/accounts/groups/${GROUP_ID}/new-code`)[0]!.body).toEqual({ code: 'K7QM-P4XD' });
    expect(screen.getByTestId('group-code').textContent).toBe('ZX9R-2WQN');
  });

  it('shows Unauthorized with a way to join for a non-member (403), and keeps the session', async () => {
    signInAs();
    stubApi([['GET', `/api/accounts/groups/${GROUP_ID}`, notAMember]]);
    renderApp(`/group/${GROUP_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a group' }).getAttribute('href')).toBe('/group-join');
    expect(location()).toBe(`/group/${GROUP_ID}`);
    expect(storedUser()).toEqual(USER);
  });

  it("shows 'Group not found' with a way back for an unknown group (404)", async () => {
    signInAs();
    stubApi([['GET', '/api/accounts/groups/nope', groupNotFound]]);
    renderApp('/group/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your groups' }).getAttribute('href')).toBe('/groups');
  });
});

describe('group page: tabs', () => {
  it('follows the ARIA tabs pattern and loads the members only when their tab is chosen', async () => {
    signInAs();
    const api = stubApi(groupRoutes({ group: asMember }));
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const myGroup = await screen.findByRole('tab', { name: 'My group' });
    const members = screen.getByRole('tab', { name: 'Members' });
    expect(screen.getByRole('tablist', { name: 'Group sections' })).toBeTruthy();
    expect(myGroup.getAttribute('aria-selected')).toBe('true');
    expect(members.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'My group' })).toBeTruthy();
    await screen.findByTestId('group-code');
    expect(api.calls.filter((c) => c.path.startsWith(MEMBERS_PATH))).toHaveLength(0);

    myGroup.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(members);
    expect(members.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toBeTruthy();
    await screen.findByTestId('members');
    expect(api.calls.filter((c) => c.path.startsWith(MEMBERS_PATH))).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(myGroup);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(members);
  });
});

describe('group page: members', () => {
  it('lists the members by grains with names and avatars from one batch call', async () => {
    signInAs();
    const api = stubApi(groupRoutes({ group: asMember }));
    renderApp(`/group/${GROUP_ID}`);
    const list = await openMembers(userEvent.setup());
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('bowlful'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rank1bowlfulOwner9,000 grains', 'Rank2grainy2,000 grains', 'Rank3ricefan (you)1,520 grains']);
    const avatars = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('img')!.getAttribute('src'));
    expect(avatars).toEqual(['/avatars/anonymous.svg', '/avatars/avatar-5.svg', '/avatars/avatar-3.svg']);
    expect(api.calls.filter((c) => c.path.startsWith('/api/accounts/public/users'))).toHaveLength(1);
    // Members see no owner controls.
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('pages through the members 40 at a time, one names call per page', async () => {
    signInAs();
    const page1 = Array.from({ length: 40 }, (_, i) => ({ user: `m-${i + 1}`, rank: i + 1, rice: 10_000 - i * 10 }));
    const page2 = [{ user: 'm-41', rank: 41, rice: 10 }];
    const api = stubApi([
      ['GET', `${MEMBERS_PATH}1`, () => json(memberPage(page1, pagination(41, 1)))],
      ['GET', `${MEMBERS_PATH}2`, () => json(memberPage(page2, pagination(41, 2)))],
      ...groupRoutes({ group: { ...asMember, members: 41, total_members: 41 } }),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    const list = await openMembers(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    const pages = screen.getByRole('navigation', { name: 'Member pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByTestId('members')).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('name-of-m-41')).toBeTruthy();
    expect(pages.textContent).toContain('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    const nameCalls = api.calls.filter((c) => c.path.startsWith('/api/accounts/public/users'));
    expect(nameCalls).toHaveLength(2);
    expect(decodeURIComponent(nameCalls[1]!.path)).toBe('/api/accounts/public/users?uuids=m-41');
  });

  it('lets owners promote a member through a confirmation, then fetches the list again', async () => {
    signInAs();
    let admins = ['u-1'];
    // The group is fetched again only when the test says: a slow line, where the new owner's row
    // changes well after the dialog has closed.
    let groupArrives = Promise.resolve();
    let sendGroup = () => {};
    const api = stubApi([
      [
        'POST',
        `/api/accounts/groups/${GROUP_ID}/add-admin`,
        () => {
          admins = ['u-1', 'u-2'];
          groupArrives = new Promise((resolve) => (sendGroup = resolve));
          return json({ message: 'The member is now an owner of the group.' });
        },
      ],
      [
        'GET',
        `/api/accounts/groups/${GROUP_ID}`,
        async () => {
          await groupArrives;
          return json(groupDocument({ admins, owners: admins }));
        },
      ],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await openMembers(user);
    await screen.findByText('grainy');
    const promote = within(memberRow('grainy')).getByRole('button', { name: 'Make grainy an owner' });
    // Owners are not offered a promotion; every member, the owner included, can be removed.
    expect(within(memberRow('ricefan')).queryByRole('button', { name: /owner/ })).toBeNull();
    expect(within(memberRow('ricefan')).getByRole('button', { name: 'Remove ricefan' })).toBeTruthy();

    await user.click(promote);
    const dialog = screen.getByRole('alertdialog', { name: 'Make grainy an owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('grainy is now an owner of the group.')).toBeTruthy();
    expect(api.find('POST', `/api/accounts/groups/${GROUP_ID}/add-admin`)[0]!.body).toEqual({ 'user-uuid': 'u-2' });
    // An owner is offered no promotion, so the button that opened the dialog is about to go: focus
    // goes to the members heading, not back to it, even while the button is still there.
    const heading = screen.getByRole('heading', { name: '12 members' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(promote.isConnected).toBe(true);
    sendGroup();
    await waitFor(() => expect(api.find('GET', `${MEMBERS_PATH}1`)).toHaveLength(2));
    await waitFor(() => expect(within(memberRow('grainy')).getByText('Owner')).toBeTruthy());
    expect(promote.isConnected).toBe(false);
    expect(document.activeElement).toBe(heading);
  });

  it('says the promotion failed, in the words of the spec, and fetches the list again', async () => {
    signInAs();
    const api = stubApi([
      [
        'POST',
        `/api/accounts/groups/${GROUP_ID}/add-admin`,
        () => accountsError(404, { code: 'not_found', message: 'No such member in this group.' }),
      ],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await openMembers(user);
    await screen.findByText('grainy');
    const promote = within(memberRow('grainy')).getByRole('button', { name: 'Make grainy an owner' });
    await user.click(promote);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make owner' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Promotion of the user grainy for the group Rice Rockets has failed',
    );
    await waitFor(() => expect(api.find('GET', `${MEMBERS_PATH}1`)).toHaveLength(2));
    // A confirmed action sends focus to the members heading, just above the message, 250 ms after
    // the dialog closed (the button stays, but the dialog cannot know that when it closes).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '12 members' })));
    expect(promote.isConnected).toBe(true);
  });

  it('lets owners remove a member through a confirmation; the list is fetched again without them', async () => {
    signInAs();
    let members = [
      { user: 'u-7', rank: 1, rice: 9000 },
      { user: 'u-2', rank: 2, rice: 2000 },
      { user: 'u-1', rank: 3, rice: 1520 },
    ];
    const api = stubApi([
      [
        'DELETE',
        `/api/accounts/groups/${GROUP_ID}/kick/u-2`,
        () => {
          members = members.filter((m) => m.user !== 'u-2').map((m, i) => ({ ...m, rank: i + 1 }));
          return json({ message: 'The member was removed from the group.' });
        },
      ],
      ['GET', `${MEMBERS_PATH}1`, () => json(memberPage(members, pagination(members.length)))],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await openMembers(user);
    await screen.findByText('grainy');
    await user.click(within(memberRow('grainy')).getByRole('button', { name: 'Remove grainy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove grainy from Rice Rockets?' });
    expect(dialog.textContent).toContain('Their grains stay with the group.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('grainy was removed from the group.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('grainy')).toBeNull());
    expect(api.find('GET', `${MEMBERS_PATH}1`)).toHaveLength(2);
    // The row that opened the dialog is gone: focus lands on the members heading instead.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '12 members' })));
  });

  it('says the removal failed, in the words of the spec, and fetches the list again', async () => {
    signInAs();
    const api = stubApi([
      [
        'DELETE',
        `/api/accounts/groups/${GROUP_ID}/kick/u-2`,
        () => accountsError(403, { code: 'not_an_owner', message: 'Only the group’s owners can do this.' }),
      ],
      ...groupRoutes(),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await openMembers(user);
    await screen.findByText('grainy');
    await user.click(within(memberRow('grainy')).getByRole('button', { name: 'Remove grainy' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The removal of the user grainy from the group Rice Rockets has failed',
    );
    await waitFor(() => expect(api.find('GET', `${MEMBERS_PATH}1`)).toHaveLength(2));
    expect(storedUser()).toEqual(USER);
  });

  it('keeps focus in the dialog, closes it with Escape without acting, and gives focus back after 250 ms', async () => {
    signInAs();
    const api = stubApi(groupRoutes());
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await openMembers(user);
    await screen.findByText('grainy');
    const kick = within(memberRow('grainy')).getByRole('button', { name: 'Remove grainy' });
    await user.click(kick);
    const dialog = screen.getByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.keyboard('{Escape}');
    const closedAt = performance.now();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).not.toBe(kick);
    await waitFor(() => expect(document.activeElement).toBe(kick));
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(240);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});

describe('leaving a group (SPEC §2 Group leave, §4)', () => {
  it('leaves after a confirmation and shows the name and code of the group left', async () => {
    signInAs();
    const api = stubApi([
      [
        'DELETE',
        `/api/accounts/groups/${GROUP_ID}/members`,
        () => json({ message: 'You have left the group.', name: 'Rice Rockets', code: 'K7QM-P4XD' }),
      ],
      ...groupRoutes({ group: asMember }),
    ]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Rice Rockets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(location()).toBe(`/group-leave/${GROUP_ID}`));
    expect(screen.getByRole('heading', { level: 1, name: 'You have left the group' })).toBeTruthy();
    expect(
      screen.getByText('You are no longer a member of Rice Rockets. The rice you donated stays with it.'),
    ).toBeTruthy();
    expect(screen.getByTestId('left-group-code').textContent).toBe('K7QM-P4XD');
    expect(api.find('DELETE', `/api/accounts/groups/${GROUP_ID}/members`)).toHaveLength(1);
    expect(dataLayerEvents()).toEqual([{ event: 'group_left' }]);
  });

  it("shows the server's message when leaving fails, and stays", async () => {
    signInAs();
    stubApi([['DELETE', `/api/accounts/groups/${GROUP_ID}/members`, notAMember], ...groupRoutes({ group: asMember })]);
    renderApp(`/group/${GROUP_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized');
    expect(location()).toBe(`/group/${GROUP_ID}`);
    expect(dataLayerEvents()).toEqual([]);
  });

  it('says plainly that the player left when the leave page is opened on its own', () => {
    signInAs();
    stubApi();
    renderApp(`/group-leave/${GROUP_ID}`);
    expect(screen.getByText('You are no longer a member of this group.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your groups' }).getAttribute('href')).toBe('/groups');
  });
});
