import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_LIMITS,
  type GroupAttributes,
  type GroupBody,
  type GroupDocument,
  type GroupLeaderboard,
  type GroupList,
  type GroupMemberAttributes,
  type GroupMemberDocument,
  type GroupMemberList,
  type GroupStatsAttributes,
  type GroupStatsDocument,
  type Merged,
  type MessageResponse,
  type PaginationMeta,
  type PublicGroupList,
  type UserLeaderboard,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { createClient } from './http';

/** A group as its members see it (accounts `GET /groups/{id}`), attributes merged (SPEC §3). */
export type Group = Merged<GroupAttributes>;
export type GroupStats = Merged<GroupStatsAttributes>;
export type GroupMember = Merged<GroupMemberAttributes>;
export interface PublicGroup {
  uuid: string;
  name: string;
  avatar: string;
}
export interface Page<T> {
  items: T[];
  pagination: PaginationMeta;
}
export type LeaderboardPlayer = Merged<UserLeaderboard['data'][number]['attributes']>;
export type LeaderboardGroup = Merged<GroupLeaderboard['data'][number]['attributes']>;
/** What leaving answers: the group's name and code, for the leave screen (SPEC §2 Group leave). */
export interface LeftGroup {
  message: string;
  name: string;
  code: string;
}

const getToken = () => sessionStore.get()?.token ?? null;
const accounts = createClient({ service: 'accounts', baseUrl: config.accountsApiUrl, report: reportError, getToken });
const engine = createClient({ service: 'engine', baseUrl: config.engineApiUrl, report: reportError, getToken });

function merge<A>(resource: { id: string; type: string; attributes: A; links?: { self: string } }): Merged<A> {
  return {
    ...resource.attributes,
    id: resource.id,
    type: resource.type,
    ...(resource.links ? { links: resource.links } : {}),
  };
}

const path = (id: string) => encodeURIComponent(id);

/** The groups calls of both services (docs/api/groups.md, SPEC §7). */
export const groupsApi = {
  /** The signed-in player's groups. */
  async myGroups(): Promise<Group[]> {
    return (await accounts<GroupList>('/groups')).data.map(merge);
  },
  /** A group, for its members: 403 `not_a_member`, 404 `group_not_found`. */
  async group(id: string): Promise<Group> {
    return merge((await accounts<GroupDocument>(`/groups/${path(id)}`)).data);
  },
  /** Makes a group; answers its uuid. `avatar` is group-1 … group-15, or empty for none. */
  async create(body: GroupBody): Promise<string> {
    return (await accounts<{ uuid: string }>('/groups', { method: 'POST', body })).uuid;
  },
  /** Joins the group with this code; answers its uuid. */
  async join(code: string): Promise<string> {
    return (await accounts<{ uuid: string }>('/groups/join', { method: 'POST', body: { code } })).uuid;
  },
  /** Renames the group or changes its avatar (owners). */
  async update(id: string, body: GroupBody): Promise<Group> {
    return merge((await accounts<GroupDocument>(`/groups/${path(id)}`, { method: 'PUT', body })).data);
  },
  /** Leaves the group; the answer names the group left and its code. */
  leave(id: string): Promise<LeftGroup> {
    return accounts<LeftGroup>(`/groups/${path(id)}/members`, { method: 'DELETE' });
  },
  /** A new join code (owners), confirmed with the current one, which stops working. */
  async refreshCode(id: string, currentCode: string): Promise<string> {
    return (
      await accounts<{ code: string }>(`/groups/${path(id)}/new-code`, { method: 'POST', body: { code: currentCode } })
    ).code;
  },
  kick(groupId: string, memberId: string): Promise<MessageResponse> {
    return accounts<MessageResponse>(`/groups/${path(groupId)}/kick/${path(memberId)}`, { method: 'DELETE' });
  },
  /** Makes a member an owner (SPEC §6 promote). */
  promote(groupId: string, memberId: string): Promise<MessageResponse> {
    return accounts<MessageResponse>(`/groups/${path(groupId)}/add-admin`, {
      method: 'POST',
      body: { 'user-uuid': memberId },
    });
  },
  /** Names and avatars of groups, one call for a page of them. */
  async publicGroups(ids: readonly string[]): Promise<PublicGroup[]> {
    const doc = await accounts<PublicGroupList>(`/public/groups?uuids=${ids.map(path).join(',')}`);
    return doc.data.map((item) => item.attributes);
  },

  /** Engine: the group's grains, overall rank and number of members. */
  async stats(id: string): Promise<GroupStats> {
    return merge((await engine<GroupStatsDocument>(`/groups/${path(id)}`)).data);
  },
  /** Engine: a page of the group's members by grains (members only). */
  async members(id: string, page: number): Promise<Page<GroupMember>> {
    const doc = await engine<GroupMemberList>(
      `/group-members?limit=${PAGE_LIMITS.groupMembers}&group=${path(id)}&current=${page}`,
    );
    return { items: doc.data.map(merge), pagination: doc.meta.pagination };
  },
  /** Engine: one member's contribution and rank in the group. */
  async member(groupId: string, userId: string): Promise<GroupMember> {
    return merge((await engine<GroupMemberDocument>(`/group-members/${path(groupId)}--${path(userId)}`)).data);
  },
  /** Engine: the players' leaderboard, a page of 50. */
  async topPlayers(page = 1): Promise<Page<LeaderboardPlayer>> {
    const doc = await engine<UserLeaderboard>(`/users?current=${page}&limit=${PAGE_LIMITS.topUsers}`);
    return { items: doc.data.map(merge), pagination: doc.meta.pagination };
  },
  /** Engine: the groups' leaderboard, a page of 50. */
  async topGroups(page = 1): Promise<Page<LeaderboardGroup>> {
    const doc = await engine<GroupLeaderboard>(`/groups?current=${page}&limit=${PAGE_LIMITS.topGroups}`);
    return { items: doc.data.map(merge), pagination: doc.meta.pagination };
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
