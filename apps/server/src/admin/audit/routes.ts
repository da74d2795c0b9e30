import { AdminPageQuery, AuditList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { adminSchema, iso, pagination, paging } from '../shared.js';
import { auditPage } from './service.js';

type AuditRow = Awaited<ReturnType<typeof auditPage>>['rows'][number];

const present = (row: AuditRow) => ({
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
});

/** The audit log, newest first. */
export async function auditRoutes(app: App) {
  const db = app.deps.db.kysely;
  app.get(
    '/audit',
    { schema: adminSchema('Admin changes, newest first', AuditList, { querystring: AdminPageQuery }) },
    async (request) => {
      const { page, limit, offset } = paging(request.query.current);
      const { rows, total } = await auditPage(db, limit, offset);
      return { data: rows.map(present), meta: pagination(page, total) };
    },
  );
}
