import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_LIMITS,
  type GroupAttributes,
  type GroupBody,
  type GroupLeaderboard,
  type GroupMemberAttributes,
  type GroupStatsAttributes,
  type LeftGroupResponse,
  type Merged,
  type MessageResponse,
  type UserLeaderboard,
} from '@ricebowl/contract';
import { accounts, engine } from './clients';
import { merge, mergeAll, page, type Page } from './jsonapi';

/** A group as its members see it (accounts `GET /groups/{id}`), attributes merged (SPEC §3). */
export type Group = Merged<GroupAttributes>;
export type GroupStats = Merged<GroupStatsAttributes>;
export type GroupMember = Merged<GroupMemberAttributes>;
export interface PublicGroup {
  uuid: string;
  name: string;
  avatar: string;
}
export type { Page };
export type LeaderboardPlayer = Merged<UserLeaderboard['data'][number]['attributes']>;
export type LeaderboardGroup = Merged<GroupLeaderboard['data'][number]['attributes']>;
/** What leaving answers: the group's name and code, for the leave screen (SPEC §2 Group leave). */
export type LeftGroup = LeftGroupResponse;

/** The groups calls of both services (docs/api/groups.md, SPEC §7). */
export const groupsApi = {
  /** The signed-in player's groups. */
  async myGroups(): Promise<Group[]> {
    return mergeAll(await accounts('GET /groups'));
  },
  /** A group, for its members: 403 `not_a_member`, 404 `group_not_found`. */
  async group(id: string): Promise<Group> {
    return merge((await accounts('GET /groups/{id}', { params: { id } })).data);
  },
  /** Makes a group; answers its uuid. `avatar` is group-1 … group-15, or empty for none. */
  async create(body: GroupBody): Promise<string> {
    return (await accounts('POST /groups', { body })).uuid;
  },
  /** Joins the group with this code; answers its uuid. */
  async join(code: string): Promise<string> {
    return (await accounts('POST /groups/join', { body: { code } })).uuid;
  },
  /** Renames the group or changes its avatar (owners). */
  async update(id: string, body: GroupBody): Promise<Group> {
    return merge((await accounts('PUT /groups/{id}', { params: { id }, body })).data);
  },
  /** Leaves the group; the answer names the group left and its code. */
  leave(id: string): Promise<LeftGroup> {
    return accounts('DELETE /groups/{id}/members', { params: { id } });
  },
  /** A new join code (owners), confirmed with the current one, which stops working. */
  async refreshCode(id: string, currentCode: string): Promise<string> {
    return (await accounts('POST /groups/{id}/new-code', { params: { id }, body: { code: currentCode } })).code;
  },
  kick(groupId: string, memberId: string): Promise<MessageResponse> {
    return accounts('DELETE /groups/{group}/kick/{member}', { params: { group: groupId, member: memberId } });
  },
  /** Makes a member an owner (SPEC §6 promote). */
  promote(groupId: string, memberId: string): Promise<MessageResponse> {
    return accounts('POST /groups/{id}/add-admin', { params: { id: groupId }, body: { 'user-uuid': memberId } });
  },
  /** Names and avatars of groups, one call for a page of them. */
  async publicGroups(ids: readonly string[]): Promise<PublicGroup[]> {
    return (await accounts('GET /public/groups', { query: { uuids: ids } })).data.map((item) => item.attributes);
  },

  /** Engine: the group's grains, overall rank and number of members. */
  async stats(id: string): Promise<GroupStats> {
    return merge((await engine('GET /groups/{id}', { params: { id } })).data);
  },
  /** Engine: a page of the group's members by grains (members only). */
  async members(id: string, pageNumber: number): Promise<Page<GroupMember>> {
    const query = { limit: PAGE_LIMITS.groupMembers, group: id, current: pageNumber };
    return page(await engine('GET /group-members', { query }));
  },
  /** Engine: one member's contribution and rank in the group. */
  async member(groupId: string, userId: string): Promise<GroupMember> {
    return merge(
      (await engine('GET /group-members/{group}--{user}', { params: { group: groupId, user: userId } })).data,
    );
  },
  /** Engine: the players' leaderboard, a page of 50. */
  async topPlayers(pageNumber = 1): Promise<Page<LeaderboardPlayer>> {
    return page(await engine('GET /users', { query: { current: pageNumber, limit: PAGE_LIMITS.topUsers } }));
  },
  /** Engine: the groups' leaderboard, a page of 50. */
  async topGroups(pageNumber = 1): Promise<Page<LeaderboardGroup>> {
    return page(await engine('GET /groups', { query: { current: pageNumber, limit: PAGE_LIMITS.topGroups } }));
  },
};

/**
 * Query keys. Everything a member sees carries the viewer's uuid, so another account signing in
 * on the same device never reads the previous one's groups.
 */
export const groupKeys = {
  all: ['groups'] as const,
  mine: (viewer: string) => ['groups', 'mine', viewer] as const,
  group: (viewer: string, id: string) => ['groups', 'group', viewer, id] as const,
  stats: (id: string) => ['groups', 'stats', id] as const,
  members: (viewer: string, id: string) => ['groups', 'members', viewer, id] as const,
  membersPage: (viewer: string, id: string, page: number) => ['groups', 'members', viewer, id, page] as const,
  member: (viewer: string, id: string) => ['groups', 'member', viewer, id] as const,
  topPlayers: (page: number) => ['leaderboard', 'players', page] as const,
  topGroups: (page: number) => ['leaderboard', 'groups', page] as const,
};

export function useMyGroups(viewer: string | undefined) {
  return useQuery({
    queryKey: groupKeys.mine(viewer ?? ''),
    queryFn: () => groupsApi.myGroups(),
    enabled: Boolean(viewer),
  });
}

export function useGroup(viewer: string, id: string) {
  return useQuery({ queryKey: groupKeys.group(viewer, id), queryFn: () => groupsApi.group(id) });
}

export function useGroupStats(id: string, enabled: boolean) {
  return useQuery({ queryKey: groupKeys.stats(id), queryFn: () => groupsApi.stats(id), enabled, retry: false });
}

/** The viewer's own contribution and rank in the group. */
export function useOwnMembership(viewer: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.member(viewer, id),
    queryFn: () => groupsApi.member(id, viewer),
    enabled,
    retry: false,
  });
}

export function useGroupMembers(viewer: string, id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.membersPage(viewer, id, page),
    queryFn: () => groupsApi.members(id, page),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useTopPlayers(enabled = true) {
  return useQuery({
    queryKey: groupKeys.topPlayers(1),
    queryFn: () => groupsApi.topPlayers(1),
    enabled,
  });
}

export function useTopGroups(enabled = true) {
  return useQuery({
    queryKey: groupKeys.topGroups(1),
    queryFn: () => groupsApi.topGroups(1),
    enabled,
  });
}

type PublicGroupCache = Record<string, PublicGroup>;
const PUBLIC_GROUP_CACHE = ['public-groups', 'cache'] as const;

/**
 * Names and avatars of the given groups, as SPEC §7 has it for players: answers are merged into one
 * cache and a call (one per page) is made only for the ids not in it yet.
 */
export function useGroupNames(ids: readonly string[]) {
  const queryClient = useQueryClient();
  const wanted = [...new Set(ids)].sort();
  const query = useQuery({
    queryKey: ['public-groups', 'batch', wanted.join(',')],
    enabled: wanted.length > 0,
    staleTime: Infinity,
    queryFn: async (): Promise<PublicGroupCache> => {
      const cached = queryClient.getQueryData<PublicGroupCache>(PUBLIC_GROUP_CACHE) ?? {};
      const missing = wanted.filter((id) => !(id in cached));
      let merged = cached;
      if (missing.length > 0) {
        const found = await groupsApi.publicGroups(missing);
        merged = { ...(queryClient.getQueryData<PublicGroupCache>(PUBLIC_GROUP_CACHE) ?? {}) };
        for (const group of found) merged[group.uuid] = group;
        queryClient.setQueryData(PUBLIC_GROUP_CACHE, merged);
      }
      return Object.fromEntries(wanted.filter((id) => id in merged).map((id) => [id, merged[id]!]));
    },
  });
  return { groups: query.data ?? {}, isLoading: query.isLoading };
}
