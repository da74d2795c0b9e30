import { AdminPageQuery, AuditList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { adminSchema, iso, pagination, paging } from '../shared.js';

/** The audit log, newest first. */
export async function auditRoutes(app: App) {
  const db = app.deps.db.kysely;
  app.get(
    '/audit',
    { schema: adminSchema('Admin changes, newest first', AuditList, { querystring: AdminPageQuery }) },
    async (request) => {
      const { page, limit, offset } = paging(request.query.current);
      const rows = await db
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
        .selectAll('audit_log')
        .select('users.username')
        .orderBy('audit_log.seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return {
        data: rows.map((row) => ({
          id: row.id,
          type: 'audit-entries' as const,
          attributes: {
            at: iso(row.at),
            actor_user_id: row.actor_user_id,
            actor_username: row.username ?? null,
            action: row.action,
            target_type: row.target_type,
            target_id: row.target_id,
            details: JSON.parse(row.details) as Record<string, unknown>,
          },
        })),
        meta: pagination(page, Number(total)),
      };
    },
  );
}
