import {
  AdminIdParams,
  AdminSearchQuery,
  AdminUserDocument,
  AdminUserList,
  AdminUserPatch,
  type AdminUserSummaryAttributes,
} from '@ricebowl/contract';
import type { Kysely } from 'kysely';
import type { App } from '../../platform/http.js';
import type { Database, User } from '../../platform/database/schema.js';
import { adminSchema, audited, bool, found, invalid, iso, notFound, searchPage } from '../shared.js';
import { clearCheater, markCheater } from '../../engine/anticheat/service.js';
import { PlayerType, playersOf } from '../../engine/players/service.js';
import { findUserById, searchUsers, setAccountDisabled, userExists } from '../../accounts/users/moderation.js';
import { membershipsOf } from '../../accounts/groups/moderation.js';
import { recordEvent } from '../../platform/events/domain-events.js';

const missing = () => notFound('user_not_found', 'User not found');

type UserRow = Pick<User, 'username' | 'email' | 'role' | 'disabled' | 'verified_at' | 'created_at'>;
type Totals = Awaited<ReturnType<typeof playersOf>>[number] | undefined;

function summary(row: UserRow, totals: Totals): AdminUserSummaryAttributes {
  return {
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'player',
    disabled: bool(row.disabled),
    verified: row.verified_at !== null,
    player_type: Number(totals?.player_type ?? PlayerType.honest),
    rice: Number(totals?.rice ?? 0),
    created_at: iso(row.created_at),
  };
}

async function loadUser(db: Kysely<Database>, id: string) {
  const row = found(await findUserById(db, id), missing);
  const [[totals], groups] = await Promise.all([playersOf(db, [id]), membershipsOf(db, id)]);
  return {
    data: {
      id: row.id,
      type: 'users' as const,
      attributes: {
        ...summary(row, totals),
        correct: Number(totals?.correct ?? 0),
        wrong: Number(totals?.wrong ?? 0),
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
    async (request) =>
      searchPage(db, request.query, {
        type: 'users',
        search: searchUsers,
        figuresOf: playersOf,
        rowIdOf: (totals) => totals.user_id,
        present: summary,
      }),
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
      const target = { targetType: 'user', targetId: id };
      await audited(
        deps,
        request.adminId,
        async (trx, now) => {
          found(await userExists(trx, id), missing);
          if (disabled !== undefined) await setAccountDisabled(trx, id, disabled, now);
          if (cheater !== undefined) {
            await (cheater ? markCheater : clearCheater)(trx, id, now);
            // The shared leaderboards follow the flag after the commit (ADR 021).
            await recordEvent(trx, { type: cheater ? 'player-flagged' : 'player-cleared', userId: id });
          }
        },
        () => [
          disabled === undefined ? null : { action: disabled ? 'user.disable' : 'user.enable', ...target },
          cheater === undefined ? null : { action: cheater ? 'user.flag_cheater' : 'user.clear_cheater', ...target },
        ],
      );
      if (cheater !== undefined) deps.events.nudge();
      return loadUser(db, id);
    },
  );
}
