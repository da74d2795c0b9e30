import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountsError,
  GameDocument,
  GroupDocument,
  GroupLeaderboard,
  GroupList,
  GroupMemberList,
  UserLeaderboard,
  UserStatsDocument,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient, type TestClient } from '../../test/client.js';
import { categoryId, correctOptionOf, createGroup } from '../../test/factories.js';

type Player = Awaited<ReturnType<typeof signUp>>;

describe.each(DIALECTS)('groups on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    // A clock that always moves on, so "who joined first" is never a tie within one millisecond.
    let tick = Date.now();
    ctx.deps.now = () => (tick = Math.max(tick + 1, Date.now()));
  });
  afterAll(async () => ctx.close());

  // As SPEC's client does: a JSON content type on every call, bodiless ones too.
  const call = testClient(() => ctx, { headers: { 'content-type': 'application/json' } });
  const accounts: TestClient = (method, url, options) => call(method, `/api/accounts${url}`, options);
  const makeGroup = (owner: Player, name = 'Rice Runners') => createGroup(ctx, owner, { name, avatar: 'group-3' });

  /** Plays `correct` right answers in a new signed-in game. */
  async function play(player: Player, correct: number) {
    let game = (
      await call('POST', '/api/engine/games', {
        as: player,
        body: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    for (let i = 0; i < correct; i++) {
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        as: player,
        body: {
          question: game.attributes.question_id,
          answer: await correctOptionOf(ctx, game.id),
        },
      });
      game = reply.json<GameDocument>().data;
    }
    return game;
  }

  it('lets a player make a group with a short unambiguous code, and see it in their list', async () => {
    const owner = await signUp(ctx);
    const group = await makeGroup(owner);
    expect(group).toMatchObject({
      name: 'Rice Runners',
      avatar: 'group-3',
      admins: [owner.session.uuid],
      total_members: 1,
      rice: 0,
    });
    expect(group.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    const list = (await accounts('GET', '/groups', { as: owner })).json<GroupList>();
    expect(list.data.map((g) => g.attributes.uuid)).toEqual([group.uuid]);
  });

  it('refuses a name under 3 characters with the form’s message, and anonymous players with 401', async () => {
    const owner = await signUp(ctx);
    const short = await accounts('POST', '/groups', { as: owner, body: { name: 'ab', avatar: '' } });
    expect(short.json<AccountsError>()).toMatchObject({
      code: 'validation_failed',
      message: 'Name should be at least 3 characters.',
    });
    expect((await accounts('POST', '/groups', { body: { name: 'Nobody', avatar: '' } })).statusCode).toBe(401);
    expect((await accounts('GET', '/groups')).statusCode).toBe(401);
  });

  it('joins by code (any case, with spaces), once however often it is sent at the same moment', async () => {
    const owner = await signUp(ctx);
    const member = await signUp(ctx);
    const group = await makeGroup(owner);
    const typed = `${group.code.slice(0, 4).toLowerCase()} ${group.code.slice(4)}`;
    const joins = await Promise.all(
      Array.from({ length: 5 }, () => accounts('POST', '/groups/join', { as: member, body: { code: typed } })),
    );
    expect(joins.map((j) => j.statusCode)).toEqual(Array(5).fill(200));
    expect(joins[0]!.json()).toEqual({ uuid: group.uuid });
    const seen = (await accounts('GET', `/groups/${group.uuid}`, { as: member })).json<GroupDocument>().data.attributes;
    expect(seen.total_members).toBe(2);
    const engine = await call('GET', `/api/engine/groups/${group.uuid}`);
    expect(engine.json<{ data: { attributes: { members: number } } }>().data.attributes.members).toBe(2);
    const unknown = await accounts('POST', '/groups/join', { as: member, body: { code: 'ZZZZZZZZ' } });
    expect(unknown.json<AccountsError>().code).toBe('code_invalid');
  });

  it('shows a group only to its members: 403 for a stranger, 404 for an unknown group', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const group = await makeGroup(owner);
    const forStranger = await accounts('GET', `/groups/${group.uuid}`, { as: stranger });
    expect(forStranger.statusCode).toBe(403);
    expect(forStranger.json<AccountsError>().message).toBe('Unauthorized');
    const unknown = await accounts('GET', '/groups/no-such-group', { as: owner });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<AccountsError>().message).toBe('Group not found');
    expect((await call('GET', `/api/engine/group-members?group=${group.uuid}`, { as: stranger })).statusCode).toBe(404);
  });

  it('lets owners rename, refresh the code (old code stops working) and promote; not members', async () => {
    const owner = await signUp(ctx);
    const member = await signUp(ctx);
    const late = await signUp(ctx);
    const group = await makeGroup(owner);
    await accounts('POST', '/groups/join', { as: member, body: { code: group.code } });

    const memberRename = await accounts('PUT', `/groups/${group.uuid}`, {
      as: member,
      body: { name: 'Mine now', avatar: '' },
    });
    expect(memberRename.statusCode).toBe(403);
    const rename = await accounts('PUT', `/groups/${group.uuid}`, {
      as: owner,
      body: { name: 'Grain Gang', avatar: 'group-15' },
    });
    expect(rename.json<GroupDocument>().data.attributes).toMatchObject({ name: 'Grain Gang', avatar: 'group-15' });

    const wrongConfirmation = await accounts('POST', `/groups/${group.uuid}/new-code`, {
      as: owner,
      body: { code: 'WRONGCODE' },
    });
    expect(wrongConfirmation.statusCode).toBe(400);
    const fresh = await accounts('POST', `/groups/${group.uuid}/new-code`, { as: owner, body: { code: group.code } });
    const { code } = fresh.json<{ code: string }>();
    expect(code).not.toBe(group.code);
    expect(
      (await accounts('POST', '/groups/join', { as: late, body: { code: group.code } })).json<AccountsError>().code,
    ).toBe('code_invalid');
    expect((await accounts('POST', '/groups/join', { as: late, body: { code } })).statusCode).toBe(200);

    expect(
      (
        await accounts('POST', `/groups/${group.uuid}/add-admin`, {
          as: member,
          body: { 'user-uuid': late.session.uuid },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await accounts('POST', `/groups/${group.uuid}/add-admin`, {
          as: owner,
          body: { 'user-uuid': member.session.uuid },
        })
      ).statusCode,
    ).toBe(200);
    // The promoted member can now do what owners do.
    expect(
      (await accounts('DELETE', `/groups/${group.uuid}/kick/${late.session.uuid}`, { as: member })).statusCode,
    ).toBe(200);
    const after = (await accounts('GET', `/groups/${group.uuid}`, { as: owner })).json<GroupDocument>().data.attributes;
    expect(after.admins.sort()).toEqual([owner.session.uuid, member.session.uuid].sort());
    expect(after.total_members).toBe(2);
  });

  it('credits each group of a member, keeps a kicked member’s grains with the group, and ranks members', async () => {
    const owner = await signUp(ctx);
    const member = await signUp(ctx);
    const group = await makeGroup(owner);
    const other = await makeGroup(member, 'Second Group');
    await accounts('POST', '/groups/join', { as: member, body: { code: group.code } });
    await play(member, 3);
    await play(owner, 1);

    const members = (
      await call('GET', `/api/engine/group-members?limit=40&group=${group.uuid}&current=1`, { as: owner })
    ).json<GroupMemberList>();
    expect(members.data.map((m) => [m.attributes.user, m.attributes.rice, m.attributes.rank])).toEqual([
      [member.session.uuid, 30, 1],
      [owner.session.uuid, 10, 2],
    ]);
    expect(members.meta.pagination).toEqual({ current_page: 1, total_pages: 1, total: 2 });
    const mine = await call('GET', `/api/engine/group-members/${group.uuid}--${owner.session.uuid}`, { as: owner });
    expect(mine.json<{ data: { attributes: object } }>().data.attributes).toMatchObject({ rice: 10, rank: 2 });
    const second = (await accounts('GET', `/groups/${other.uuid}`, { as: member })).json<GroupDocument>().data
      .attributes;
    expect(second.rice).toBe(30);

    const stats = (
      await call('GET', `/api/engine/users/${member.session.uuid}`, { as: member })
    ).json<UserStatsDocument>();
    expect(stats.data.attributes.details.groups).toEqual(
      expect.arrayContaining([
        { id: group.uuid, contribution: 30 },
        { id: other.uuid, contribution: 30 },
      ]),
    );

    await accounts('DELETE', `/groups/${group.uuid}/kick/${member.session.uuid}`, { as: owner });
    const kept = (await accounts('GET', `/groups/${group.uuid}`, { as: owner })).json<GroupDocument>().data.attributes;
    expect(kept).toMatchObject({ rice: 40, total_members: 1, user_rice: 10 });
    await play(member, 1);
    expect(
      (await accounts('GET', `/groups/${group.uuid}`, { as: owner })).json<GroupDocument>().data.attributes.rice,
    ).toBe(40);
  });

  it('passes a group its last owner left to the longest-standing member, and shows what was left', async () => {
    const owner = await signUp(ctx);
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const group = await makeGroup(owner);
    await accounts('POST', '/groups/join', { as: first, body: { code: group.code } });
    await accounts('POST', '/groups/join', { as: second, body: { code: group.code } });
    const left = await accounts('DELETE', `/groups/${group.uuid}/members`, { as: owner });
    expect(left.json()).toMatchObject({ name: group.name, code: group.code });
    const now = (await accounts('GET', `/groups/${group.uuid}`, { as: first })).json<GroupDocument>().data.attributes;
    expect(now.admins).toEqual([first.session.uuid]);
    expect((await accounts('GET', `/groups/${group.uuid}`, { as: owner })).statusCode).toBe(403);
    // An owner may kick themselves too.
    expect(
      (await accounts('DELETE', `/groups/${group.uuid}/kick/${first.session.uuid}`, { as: first })).statusCode,
    ).toBe(200);
    expect(
      (await accounts('GET', `/groups/${group.uuid}`, { as: second })).json<GroupDocument>().data.attributes.admins,
    ).toEqual([second.session.uuid]);
  });

  it('ranks players and groups on the leaderboards, leaving cheaters out', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const cheat = await signUp(ctx);
    await play(a, 5);
    await play(b, 5);
    await play(cheat, 6);
    await ctx.deps.db.kysely
      .updateTable('players')
      .set({ player_type: 1 })
      .where('user_id', '=', cheat.session.uuid)
      .execute();

    const board = (await call('GET', '/api/engine/users?current=1&limit=50')).json<UserLeaderboard>();
    const rows = board.data.map((r) => r.attributes);
    expect(rows.map((r) => r.user)).not.toContain(cheat.session.uuid);
    const ranks = rows.filter((r) => [a.session.uuid, b.session.uuid].includes(r.user)).map((r) => [r.rice, r.rank]);
    expect(ranks[0]![0]).toBe(50);
    expect(ranks[0]![1]).toBe(ranks[1]![1]); // equal grains share a rank
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.rice).toBeLessThanOrEqual(rows[i - 1]!.rice);

    const cheatStats = (
      await call('GET', `/api/engine/users/${cheat.session.uuid}`, { as: cheat })
    ).json<UserStatsDocument>();
    expect(cheatStats.data.attributes).toMatchObject({ player_type: { value: 1 }, rank: null });

    const groups = (await call('GET', '/api/engine/groups?current=1&limit=2')).json<GroupLeaderboard>();
    expect(groups.data).toHaveLength(2);
    expect(groups.data[0]!.attributes.rank).toBe(1);
    expect(groups.meta.pagination.current_page).toBe(1);
  });

  it('names groups publicly without their codes', async () => {
    const owner = await signUp(ctx);
    const group = await makeGroup(owner);
    const response = await accounts('GET', `/public/groups?uuids=${group.uuid},nope`);
    expect(response.json<{ data: { attributes: object }[] }>().data.map((g) => g.attributes)).toEqual([
      { uuid: group.uuid, name: group.name, avatar: 'group-3' },
    ]);
    expect(response.body).not.toContain(group.code);
  });
});
