import {
  AdminGroupDocument,
  AdminGroupList,
  AdminGroupPatch,
  AdminIdParams,
  AdminSearchQuery,
  FORM_RULES,
  MessageResponse,
} from '@ricebowl/contract';
import type { Kysely } from 'kysely';
import type { App } from '../../platform/http.js';
import type { Database } from '../../platform/database/schema.js';
import { recordEvent } from '../../platform/events/domain-events.js';
import { enforceRules } from '../../accounts/validation.js';
import { normaliseName } from '../../accounts/names.js';
import {
  findGroup,
  membersWithNames,
  removeGroup,
  renameGroup,
  searchGroups,
} from '../../accounts/groups/moderation.js';
import { contributionsTo, statsOf } from '../../engine/groups/service.js';
import { adminSchema, audited, bool, found, iso, notFound, searchPage } from '../shared.js';

const missing = () => notFound('group_not_found', 'Group not found');

type GroupRow = { id: string; name: string; created_at: number };
type Stats = { rice: number; members: number } | undefined;

const summary = (row: GroupRow, stats: Stats) => ({
  name: row.name,
  members: Number(stats?.members ?? 0),
  rice: Number(stats?.rice ?? 0),
  created_at: iso(row.created_at),
});

async function loadGroup(db: Kysely<Database>, id: string) {
  const row = found(await findGroup(db, id), missing);
  const [[stats], members, contributions] = await Promise.all([
    statsOf(db, [id]),
    membersWithNames(db, id),
    contributionsTo(db, id),
  ]);
  const riceOf = new Map(contributions.map((c) => [c.user_id, Number(c.rice)]));
  return {
    data: {
      id: row.id,
      type: 'groups' as const,
      attributes: {
        ...summary(row, stats),
        description: row.description,
        avatar: row.avatar,
        member_list: members.map((m) => ({
          user_id: m.id,
          username: m.username,
          is_owner: bool(m.is_admin),
          rice: riceOf.get(m.id) ?? 0,
        })),
      },
    },
  };
}

/** Groups: search, view, rename, remove. */
export async function groupRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;

  app.get(
    '/groups',
    { schema: adminSchema('Search groups by name', AdminGroupList, { querystring: AdminSearchQuery }) },
    async (request) =>
      searchPage(db, request.query, {
        type: 'groups',
        search: searchGroups,
        figuresOf: statsOf,
        rowIdOf: (stats) => stats.group_id,
        present: summary,
      }),
  );

  app.get(
    '/groups/:id',
    { schema: adminSchema('A group, with members', AdminGroupDocument, { params: AdminIdParams }) },
    async (request) => loadGroup(db, request.params.id),
  );

  app.patch(
    '/groups/:id',
    { schema: adminSchema('Rename a group', AdminGroupDocument, { params: AdminIdParams, body: AdminGroupPatch }) },
    async (request) => {
      const { id } = request.params;
      // The same rules as the owners' rename: no hidden or direction-changing characters, NFKC.
      enforceRules(FORM_RULES.group, { name: request.body.name }, new Date(deps.now()));
      const name = normaliseName(request.body.name);
      await audited(
        deps,
        request.adminId,
        async (trx, now) => found(await renameGroup(trx, id, name, now), missing),
        (from) => ({ action: 'group.rename', targetType: 'group', targetId: id, details: { from, to: name } }),
      );
      return loadGroup(db, id);
    },
  );

  app.delete(
    '/groups/:id',
    {
      schema: adminSchema('Remove a group (members leave; the ledger keeps the grains)', MessageResponse, {
        params: AdminIdParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      await audited(
        deps,
        request.adminId,
        async (trx) => {
          const name = found(await removeGroup(trx, id), missing);
          await recordEvent(trx, { type: 'group-removed', groupId: id });
          return name;
        },
        (name) => ({ action: 'group.remove', targetType: 'group', targetId: id, details: { name } }),
      );
      deps.events.nudge();
      return { message: 'Group removed.' };
    },
  );
}
