import {
  AdminIdParams,
  AdminSearchQuery,
  AdminUserDocument,
  AdminUserList,
  AdminUserPatch,
  type AdminUserSummaryAttributes,
} from '@ricebowl/contract';
import { sql, type Kysely } from 'kysely';
import type { App } from '../../platform/http.js';
import type { Database } from '../../platform/database/schema.js';
import { adminSchema, audit, bool, containing, invalid, iso, notFound, pagination, paging } from '../shared.js';
import { clearCheater, markCheater } from '../../engine/anticheat/service.js';
import { PlayerType } from '../../engine/players/service.js';

const missing = () => notFound('user_not_found', 'User not found');

const summaryQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('players', 'players.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.disabled',
      'users.verified_at',
      'users.created_at',
      'players.player_type',
      'players.rice',
      'players.correct',
      'players.wrong',
    ]);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function summary(row: SummaryRow): AdminUserSummaryAttributes {
  return {
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'player',
    disabled: bool(row.disabled),
    verified: row.verified_at !== null,
    player_type: Number(row.player_type ?? PlayerType.honest),
    rice: Number(row.rice ?? 0),
    created_at: iso(row.created_at),
  };
}

async function loadUser(db: Kysely<Database>, id: string) {
  const row = await summaryQuery(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw missing();
  const groups = await db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['groups.id', 'groups.name', 'group_members.is_admin'])
    .where('group_members.user_id', '=', id)
    .orderBy('groups.name')
    .execute();
  return {
    data: {
      id: row.id,
      type: 'users' as const,
      attributes: {
        ...summary(row),
        correct: Number(row.correct ?? 0),
        wrong: Number(row.wrong ?? 0),
        groups: groups.map((g) => ({ id: g.id, name: g.name, is_owner: bool(g.is_admin) })),
      },
    },
  };
}

/** Players: search, view, the cheater flag, disabling an account. */
export async function userRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;

  app.get(
    '/users',
    { schema: adminSchema('Search users by username or e-mail', AdminUserList, { querystring: AdminSearchQuery }) },
    async (request) => {
      const { page, limit, offset } = paging(request.query.current);
      const q = request.query.q?.trim() ?? '';
      // username_key and email_key are stored lower-cased, so the search ignores case.
      const pattern = containing(q);
      const matching = q
        ? sql<boolean>`(users.username_key like ${pattern} escape '\\' or users.email_key like ${pattern} escape '\\')`
        : sql<boolean>`1 = 1`;
      const rows = await summaryQuery(db)
        .where(matching)
        .orderBy('users.username_key')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where(matching)
        .executeTakeFirstOrThrow();
      return {
        data: rows.map((row) => ({ id: row.id, type: 'users' as const, attributes: summary(row) })),
        meta: pagination(page, Number(total)),
      };
    },
  );

  app.get(
    '/users/:id',
    { schema: adminSchema('A user, with totals and groups', AdminUserDocument, { params: AdminIdParams }) },
    async (request) => loadUser(db, request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      schema: adminSchema('Set or clear the cheater flag; disable or enable the account', AdminUserDocument, {
        params: AdminIdParams,
        body: AdminUserPatch,
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { cheater, disabled } = request.body;
      if (disabled === true && id === request.adminId)
        throw invalid({ disabled: ['You cannot disable your own account.'] });
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw missing();
        if (disabled !== undefined) {
          // Disabling ends every session and link; enabling again revives none of them.
          await trx
            .updateTable('users')
            .set((eb) => ({
              disabled: disabled ? 1 : 0,
              updated_at: now,
              ...(disabled ? { credentials_generation: eb('credentials_generation', '+', 1) } : {}),
            }))
            .where('id', '=', id)
            .execute();
          if (disabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
          await audit(trx, {
            actor: request.adminId,
            action: disabled ? 'user.disable' : 'user.enable',
            targetType: 'user',
            targetId: id,
            at: now,
          });
        }
        if (cheater !== undefined) {
          await (cheater ? markCheater : clearCheater)(trx, id, now);
          await audit(trx, {
            actor: request.adminId,
            action: cheater ? 'user.flag_cheater' : 'user.clear_cheater',
            targetType: 'user',
            targetId: id,
            at: now,
          });
        }
      });
      // The shared leaderboards follow the committed flag (ADR 010).
      if (cheater === true) await deps.leaderboards.playerFlagged(id);
      if (cheater === false) await deps.leaderboards.playerCleared(id);
      return loadUser(db, id);
    },
  );
}
