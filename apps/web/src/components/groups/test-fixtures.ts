/* Test-only: real-shaped documents of the groups API (docs/api/groups.md) for the stubbed fetch. */
import type {
  GroupAttributes,
  GroupLeaderboard,
  GroupMemberAttributes,
  PaginationMeta,
  UserLeaderboard,
} from '@ricebowl/contract';
import { USER, accountsError, engineError, json, type Route } from '../../test/accounts-fixtures';

export const GROUP_ID = '3f0c2a9e-6a57-4c43-9d1e-1b2f9c0d7a11';
export const OTHER_ID = 'u-2';

export function groupAttributes(attributes: Partial<GroupAttributes> = {}): GroupAttributes {
  return {
    uuid: GROUP_ID,
    name: 'Rice Rockets',
    avatar: 'group-3',
    description: '',
    code: 'K7QM-P4XD',
    admins: [USER.uuid],
    owners: [USER.uuid],
    members: 12,
    total_members: 12,
    rice: 15200,
    rank: 7,
    user_rice: 1520,
    ...attributes,
  };
}

/** Accounts `GET /groups/{id}` / `PUT /groups/{id}`. */
export function groupDocument(attributes: Partial<GroupAttributes> = {}) {
  const full = groupAttributes(attributes);
  return { data: { id: full.uuid, type: 'groups', attributes: full } };
}

/** Accounts `GET /groups`. */
export function groupList(groups: Partial<GroupAttributes>[]) {
  return { data: groups.map((g) => groupDocument(g).data) };
}

/** Engine `GET /groups/{id}`. */
export function groupStatsDocument(attributes: { rice: number; rank: number; members: number }, id = GROUP_ID) {
  return { data: { id, type: 'groups', attributes } };
}

export function pagination(total: number, current = 1, limit = 40): PaginationMeta {
  return { current_page: current, total_pages: Math.ceil(total / limit), total };
}

/** Engine `GET /group-members?…`. */
export function memberPage(members: Omit<GroupMemberAttributes, 'group'>[], meta: PaginationMeta, group = GROUP_ID) {
  return {
    data: members.map((m) => ({ id: `${group}--${m.user}`, type: 'group-members', attributes: { ...m, group } })),
    meta: { pagination: meta },
  };
}

/** Engine `GET /group-members/{group}--{user}`. */
export function memberDocument(member: Omit<GroupMemberAttributes, 'group'>, group = GROUP_ID) {
  return {
    data: { id: `${group}--${member.user}`, type: 'group-members', attributes: { ...member, group } },
  };
}

/**
 * Accounts `GET /public/users?uuids=…`: the named players, and every other id asked for as
 * `name-of-{id}` unless `othersExist` is false (then they are left out, as deleted accounts are).
 */
export function publicUsersRoute(
  names: Record<string, { username: string; avatar: string }> = {},
  othersExist = true,
): Route {
  return [
    'GET',
    /^\/api\/accounts\/public\/users\?uuids=(.*)$/,
    (_call, match) =>
      json({
        data: decodeURIComponent(match[1]!)
          .split(',')
          .filter((id) => othersExist || id in names)
          .map((id) => ({
            id,
            type: 'users',
            attributes: { uuid: id, ...(names[id] ?? { username: `name-of-${id}`, avatar: 'avatar-1' }) },
          })),
      }),
  ];
}

/** Accounts `GET /public/groups?uuids=…`. */
export function publicGroupsRoute(groups: Record<string, { name: string; avatar: string }>): Route {
  return [
    'GET',
    /^\/api\/accounts\/public\/groups\?uuids=(.*)$/,
    (_call, match) =>
      json({
        data: decodeURIComponent(match[1]!)
          .split(',')
          .filter((id) => id in groups)
          .map((id) => ({ id, type: 'groups', attributes: { uuid: id, ...groups[id]! } })),
      }),
  ];
}

export function topUsers(rows: UserLeaderboard['data'][number]['attributes'][]): UserLeaderboard {
  return {
    data: rows.map((row) => ({ id: row.user, type: 'users', attributes: row })),
    meta: { pagination: pagination(rows.length, 1, 50) },
  };
}

export function topGroups(rows: GroupLeaderboard['data'][number]['attributes'][]): GroupLeaderboard {
  return {
    data: rows.map((row) => ({ id: row.group, type: 'groups', attributes: row })),
    meta: { pagination: pagination(rows.length, 1, 50) },
  };
}

export const notAMember = () => accountsError(403, { code: 'not_a_member', message: 'Unauthorized' });
export const groupNotFound = () => accountsError(404, { code: 'group_not_found', message: 'Group not found' });
export const engineNotFound = () => engineError(404, 'group_not_found', 'Group not found');
