import { Type } from '@sinclair/typebox';
import {
  EngineErrorDocument,
  GroupMemberDocument,
  GroupMemberList,
  GroupStatsDocument,
  PAGE_LIMITS,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { Viewer } from '../../platform/auth.js';
import { AppError, errors } from '../../platform/errors.js';
import { pagination, resource } from '../../platform/jsonapi.js';
import { findContribution, findGroupStats } from './repository.js';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const errorsOf = { 400: EngineErrorDocument, 401: EngineErrorDocument, 404: EngineErrorDocument };
const groupNotFound = () => new AppError(404, 'group_not_found', 'Group not found');

export async function groupRoutes(app: App) {
  const db = app.deps.db.kysely;
  const { leaderboards } = app.deps;

  /** Members' lists are for members: to anyone else the group's members are not found (404). */
  async function requireMembership(viewer: Viewer, groupId: string) {
    if (!viewer) throw errors.unauthorized();
    const own = await findContribution(db, groupId, viewer.userId);
    if (!own || !own.active) throw groupNotFound();
  }

  app.get(
    '/groups/:id',
    {
      schema: {
        tags: ['engine'],
        summary: "A group's grains, rank and number of members",
        params: Type.Object({ id: Id }),
        response: { 200: GroupStatsDocument, ...errorsOf },
      },
    },
    async (request) => {
      const stats = await findGroupStats(db, request.params.id);
      if (!stats) throw groupNotFound();
      const rice = Number(stats.rice);
      return {
        data: resource('groups', stats.group_id, {
          rice,
          rank: await leaderboards.groupRank(rice),
          members: stats.members,
        }),
      };
    },
  );

  app.get(
    '/group-members',
    {
      schema: {
        tags: ['engine'],
        summary: "A page of a group's members by grains",
        querystring: Type.Object({
          group: Id,
          limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_LIMITS.groupMembers }),
          current: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
        }),
        response: { 200: GroupMemberList, ...errorsOf },
      },
    },
    async (request) => {
      const { group, limit, current } = request.query;
      await requireMembership(await app.viewerOf(request), group);
      const stats = await findGroupStats(db, group);
      const offset = (current - 1) * limit;
      const rows = await leaderboards.members(group, limit, offset);
      return {
        data: rows.map((m) => resource('group-members', `${group}--${m.user}`, { ...m, group })),
        meta: { pagination: pagination(stats?.members ?? 0, current, limit) },
      };
    },
  );

  app.get(
    '/group-members/:pair',
    {
      schema: {
        tags: ['engine'],
        summary: "A member's contribution and rank in a group ({groupId}--{userId})",
        params: Type.Object({ pair: Type.String({ pattern: '^[^-]+(-[^-]+)*--[^-]+(-[^-]+)*$', maxLength: 140 }) }),
        response: { 200: GroupMemberDocument, ...errorsOf },
      },
    },
    async (request) => {
      const [group, user] = request.params.pair.split('--') as [string, string];
      await requireMembership(await app.viewerOf(request), group);
      const member = await findContribution(db, group, user);
      if (!member || !member.active) throw errors.notFound();
      const rice = Number(member.rice);
      return {
        data: resource('group-members', request.params.pair, {
          user,
          group,
          rice,
          rank: await leaderboards.memberRank(group, rice),
        }),
      };
    },
  );
}
