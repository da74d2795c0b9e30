import {
  AdminGroupDocument,
  AdminGroupList,
  AdminGroupPatch,
  AdminIdParams,
  AdminSearchQuery,
  FORM_RULES,
  MessageResponse,
} from '@ricebowl/contract';
import { sql, type Kysely } from 'kysely';
import type { App } from '../../platform/http.js';
import type { Database } from '../../platform/database/schema.js';
import { enforceRules } from '../../accounts/validation.js';
import { normaliseName } from '../../accounts/names.js';
import { adminSchema, audit, bool, containing, iso, notFound, pagination, paging } from '../shared.js';

const missing = () => notFound('group_not_found', 'Group not found');

const summaryQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('groups')
    .leftJoin('group_stats', 'group_stats.group_id', 'groups.id')
    .select([
      'groups.id',
      'groups.name',
      'groups.description',
      'groups.avatar',
      'groups.created_at',
      'group_stats.rice',
      'group_stats.members',
    ]);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const summary = (row: SummaryRow) => ({
  name: row.name,
  members: Number(row.members ?? 0),
  rice: Number(row.rice ?? 0),
  created_at: iso(row.created_at),
});

async function loadGroup(db: Kysely<Database>, id: string) {
  const row = await summaryQuery(db).where('groups.id', '=', id).executeTakeFirst();
  if (!row) throw missing();
  const members = await db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .leftJoin('group_contributions', (join) =>
      join
        .onRef('group_contributions.group_id', '=', 'group_members.group_id')
        .onRef('group_contributions.user_id', '=', 'group_members.user_id'),
    )
    .select(['users.id', 'users.username', 'group_members.is_admin', 'group_contributions.rice'])
    .where('group_members.group_id', '=', id)
    .orderBy('users.username_key')
    .execute();
  return {
    data: {
      id: row.id,
      type: 'groups' as const,
      attributes: {
        ...summary(row),
        description: row.description,
        avatar: row.avatar,
        member_list: members.map((m) => ({
          user_id: m.id,
          username: m.username,
          is_owner: bool(m.is_admin),
          rice: Number(m.rice ?? 0),
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
    async (request) => {
      const { page, limit, offset } = paging(request.query.current);
      const q = request.query.q?.trim() ?? '';
      const matching = q ? sql<boolean>`lower(groups.name) like ${containing(q)} escape '\\'` : sql<boolean>`1 = 1`;
      const rows = await summaryQuery(db)
        .where(matching)
        .orderBy('groups.name')
        .orderBy('groups.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where(matching)
        .executeTakeFirstOrThrow();
      return {
        data: rows.map((row) => ({ id: row.id, type: 'groups' as const, attributes: summary(row) })),
        meta: pagination(page, Number(total)),
      };
    },
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
      const now = deps.now();
      // The same rules as the owners' rename: no hidden or direction-changing characters, NFKC.
      enforceRules(FORM_RULES.group, { name: request.body.name }, new Date(now));
      const name = normaliseName(request.body.name);
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('groups').select('name').where('id', '=', id).executeTakeFirst();
        if (!row) throw missing();
        await trx.updateTable('groups').set({ name, updated_at: now }).where('id', '=', id).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'group.rename',
          targetType: 'group',
          targetId: id,
          details: { from: row.name, to: name },
          at: now,
        });
      });
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
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('groups').select('name').where('id', '=', id).executeTakeFirst();
        if (!row) throw missing();
        // The ledger's donation_groups rows stay: what was given stays given.
        await trx.deleteFrom('group_members').where('group_id', '=', id).execute();
        await trx.deleteFrom('group_contributions').where('group_id', '=', id).execute();
        await trx.deleteFrom('group_stats').where('group_id', '=', id).execute();
        await trx.deleteFrom('groups').where('id', '=', id).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'group.remove',
          targetType: 'group',
          targetId: id,
          details: { name: row.name },
          at: deps.now(),
        });
      });
      await deps.leaderboards.groupRemoved(id);
      return { message: 'Group removed.' };
    },
  );
}
