import { AdminIdParams, AdminNoticeBody, AdminNoticeDocument, AdminNoticeList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { EyeCatchersTable } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import {
  createNotice,
  deleteNotice,
  editNotice,
  findNotice,
  listNotices,
} from '../../accounts/announcements/service.js';
import { adminSchema, deleteRoute, audited, bool, found, iso, notFound, wholeList } from '../shared.js';

const missing = () => notFound('notice_not_found', 'Notice not found');

function present(row: EyeCatchersTable) {
  return {
    id: row.id,
    type: 'eye-catchers' as const,
    attributes: {
      title: row.title,
      body: row.body,
      button_link: row.button_link,
      button_text: row.button_text,
      active: bool(row.active),
      created_at: iso(row.created_at),
    },
  };
}

const columns = (body: AdminNoticeBody) => ({
  title: body.title,
  body: body.body,
  button_link: body.button_link,
  button_text: body.button_text,
  active: body.active ? 1 : 0,
});

const target = (id: string) => ({ targetType: 'notice', targetId: id });

/** Eye-catcher notices: list, create, edit, delete. */
export async function noticeRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => ({ data: present(found(await findNotice(db, id), missing)) });

  app.get('/notices', { schema: adminSchema('Every eye-catcher notice', AdminNoticeList) }, async () =>
    wholeList(await listNotices(db), present),
  );

  app.post(
    '/notices',
    { schema: adminSchema('Create an eye-catcher notice', AdminNoticeDocument, { body: AdminNoticeBody }) },
    async (request) => {
      const id = uuid();
      const { title, active } = request.body;
      await audited(
        deps,
        request.adminId,
        (trx, now) => createNotice(trx, { id, ...columns(request.body), created_at: now }),
        () => ({ action: 'notice.create', ...target(id), details: { title, active } }),
      );
      return load(id);
    },
  );

  app.put(
    '/notices/:id',
    {
      schema: adminSchema('Edit an eye-catcher notice', AdminNoticeDocument, {
        params: AdminIdParams,
        body: AdminNoticeBody,
      }),
    },
    async (request) => {
      const { id } = request.params;
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await editNotice(trx, id, columns(request.body)), missing),
        () => ({ action: 'notice.update', ...target(id), details: { ...request.body } }),
      );
      return load(id);
    },
  );

  deleteRoute(app, {
    path: '/notices',
    summary: 'Delete an eye-catcher notice',
    missing: missing,
    remove: deleteNotice,
    audit: (row, id) => ({ action: 'notice.delete', ...target(id), details: { title: row.title } }),
    message: 'Notice deleted.',
  });
}
