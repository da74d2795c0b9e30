import { FORM_RULES, GROUP_AVATAR_SELECT_COUNT, type GroupAttributes, type GroupBody } from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import type { Group } from '../../platform/database/schema.js';
import type { Viewer } from '../../platform/auth.js';
import { AppError, errors } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import { groupTotals } from '../../engine/groups/service.js';
import { enforceRules } from '../validation.js';
import { newGroupCode, normaliseGroupCode } from './codes.js';
import { normaliseName } from '../names.js';
import {
  adminsOf,
  eldestMember,
  findGroup,
  findGroupByCode,
  findMembership,
  groupsOf,
  memberCount,
} from './repository.js';

const groupNotFound = () => new AppError(404, 'group_not_found', 'Group not found', 'Group not found');
const notAMember = () => new AppError(403, 'not_a_member', 'Unauthorized', 'Unauthorized');
const notAnOwner = () => new AppError(403, 'not_an_owner', 'Unauthorized', 'Only the group’s owners can do this.');

function signedIn(viewer: Viewer): { userId: string } {
  if (!viewer) throw errors.unauthorized();
  return viewer;
}

/** group-1 … group-15 may be chosen; anything else is no avatar. */
function acceptedAvatar(avatar: string | undefined): string {
  const match = /^group-(\d+)$/.exec(avatar ?? '');
  return match && Number(match[1]) >= 1 && Number(match[1]) <= GROUP_AVATAR_SELECT_COUNT ? avatar! : '';
}

/** The group, which the viewer must belong to: 404 when unknown, 403 for a non-member (SPEC §6). */
async function requireMember(deps: Deps, viewer: Viewer, groupId: string) {
  const { userId } = signedIn(viewer);
  const group = await findGroup(deps.db.kysely, groupId);
  if (!group) throw groupNotFound();
  const membership = await findMembership(deps.db.kysely, groupId, userId);
  if (!membership) throw notAMember();
  return { group, membership, userId };
}

async function requireOwner(deps: Deps, viewer: Viewer, groupId: string) {
  const found = await requireMember(deps, viewer, groupId);
  if (!found.membership.is_admin) throw notAnOwner();
  return found;
}

export async function presentGroup(deps: Deps, group: Group, userId: string): Promise<GroupAttributes> {
  const db = deps.db.kysely;
  const [admins, total, standing] = await Promise.all([
    adminsOf(db, group.id),
    memberCount(db, group.id),
    groupTotals.standing(db, deps.leaderboards, group.id, userId),
  ]);
  return {
    uuid: group.id,
    name: group.name,
    avatar: group.avatar,
    description: group.description,
    code: group.code,
    admins,
    owners: admins,
    members: total,
    total_members: total,
    rice: standing.rice,
    rank: standing.rank,
    user_rice: standing.userRice,
  };
}

export async function myGroups(deps: Deps, viewer: Viewer) {
  const { userId } = signedIn(viewer);
  const groups = await groupsOf(deps.db.kysely, userId);
  return Promise.all(groups.map((group) => presentGroup(deps, group, userId)));
}

export async function viewGroup(deps: Deps, viewer: Viewer, groupId: string) {
  const { group, userId } = await requireMember(deps, viewer, groupId);
  return presentGroup(deps, group, userId);
}

/**
 * Runs a write with a fresh code; the unique index on codes refuses a collision (one in 10¹¹),
 * and the write is tried again with another code.
 */
async function withFreshCode(write: (code: string) => Promise<unknown>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = newGroupCode();
    try {
      await write(code);
      return code;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Makes a group; its maker is its first owner. */
export async function createGroup(deps: Deps, viewer: Viewer, body: GroupBody): Promise<string> {
  const { userId } = signedIn(viewer);
  const now = deps.now();
  enforceRules(FORM_RULES.group, body, new Date(now));
  const id = uuid();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const group = {
      id,
      name: normaliseName(body.name),
      avatar: acceptedAvatar(body.avatar),
      description: '',
      created_at: now,
      updated_at: now,
    };
    await withFreshCode((code) =>
      trx
        .insertInto('groups')
        .values({ ...group, code })
        .execute(),
    );
    await trx
      .insertInto('group_members')
      .values({ group_id: id, user_id: userId, is_admin: 1, joined_at: now })
      .execute();
    await groupTotals.created(trx, id);
    await groupTotals.joined(trx, id, userId);
  });
  // The shared leaderboards follow the events the engine recorded (ADR 021).
  deps.events.nudge();
  return id;
}

/** Joins the group with this code; joining a group one is already in changes nothing. */
export async function joinGroup(deps: Deps, viewer: Viewer, code: string): Promise<string> {
  const { userId } = signedIn(viewer);
  const now = deps.now();
  enforceRules(FORM_RULES.joinGroup, { code }, new Date(now));
  const group = await findGroupByCode(deps.db.kysely, normaliseGroupCode(code));
  if (!group)
    throw new AppError(400, 'code_invalid', 'Unknown code', 'No group has this code. Please check it and try again.');
  await deps.db.kysely.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('group_members')
      .values({ group_id: group.id, user_id: userId, is_admin: 0, joined_at: now })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await groupTotals.joined(trx, group.id, userId);
  });
  deps.events.nudge();
  return group.id;
}

export async function updateGroup(deps: Deps, viewer: Viewer, groupId: string, body: GroupBody) {
  const { group, userId } = await requireOwner(deps, viewer, groupId);
  enforceRules(FORM_RULES.group, body, new Date(deps.now()));
  const changes = { name: normaliseName(body.name), avatar: acceptedAvatar(body.avatar), updated_at: deps.now() };
  await deps.db.kysely.updateTable('groups').set(changes).where('id', '=', groupId).execute();
  return presentGroup(deps, { ...group, ...changes }, userId);
}

/** A new join code; the current one must be given as confirmation, and stops working. */
export async function refreshCode(deps: Deps, viewer: Viewer, groupId: string, currentCode: string): Promise<string> {
  const { group } = await requireOwner(deps, viewer, groupId);
  if (normaliseGroupCode(currentCode) !== group.code) {
    throw new AppError(400, 'code_invalid', 'Wrong code', 'Please confirm with the group’s current code.');
  }
  return withFreshCode((code) =>
    deps.db.kysely.updateTable('groups').set({ code, updated_at: deps.now() }).where('id', '=', groupId).execute(),
  );
}

/**
 * Takes a member out of a group (leaving, or kicked by an owner). Their grains stay with the
 * group. A group left without owners passes to its longest-standing member (ADR 005).
 */
async function removeMember(deps: Deps, groupId: string, userId: string) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
    await groupTotals.left(trx, groupId, userId);
    if ((await adminsOf(trx, groupId)).length === 0) {
      const heir = await eldestMember(trx, groupId);
      if (heir) {
        await trx
          .updateTable('group_members')
          .set({ is_admin: 1 })
          .where('group_id', '=', groupId)
          .where('user_id', '=', heir.user_id)
          .execute();
      }
    }
  });
  deps.events.nudge();
}

export async function leaveGroup(deps: Deps, viewer: Viewer, groupId: string) {
  const { group, userId } = await requireMember(deps, viewer, groupId);
  await removeMember(deps, groupId, userId);
  return { name: group.name, code: group.code };
}

/** Leaves every group (an account being deleted). */
export async function leaveAllGroups(deps: Deps, userId: string) {
  for (const group of await groupsOf(deps.db.kysely, userId)) await removeMember(deps, group.id, userId);
}

export async function kickMember(deps: Deps, viewer: Viewer, groupId: string, memberId: string) {
  await requireOwner(deps, viewer, groupId);
  if (!(await findMembership(deps.db.kysely, groupId, memberId)))
    throw errors.notFound('No such member in this group.');
  await removeMember(deps, groupId, memberId);
}

/** Promotes a member to owner: rename, refresh the code, promote and kick. */
export async function addAdmin(deps: Deps, viewer: Viewer, groupId: string, memberId: string) {
  await requireOwner(deps, viewer, groupId);
  const promoted = await deps.db.kysely
    .updateTable('group_members')
    .set({ is_admin: 1 })
    .where('group_id', '=', groupId)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  if (promoted.numUpdatedRows === 0n) throw errors.notFound('No such member in this group.');
}
