import { AdminIdParams, AdminNoticeBody, AdminNoticeDocument, AdminNoticeList } from '@ricebowl/contract';
import type { Transaction } from 'kysely';
import type { App } from '../../platform/http.js';
import type { Database, EyeCatchersTable } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import { MessageOnly, adminSchema, audit, bool, iso, notFound, onePage } from '../shared.js';

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

/** The site shows one notice: activating one puts the others away. */
async function deactivateOthers(trx: Transaction<Database>, id: string) {
  await trx.updateTable('eye_catchers').set({ active: 0 }).where('active', '=', 1).where('id', '!=', id).execute();
}

const columns = (body: AdminNoticeBody) => ({
  title: body.title,
  body: body.body,
  button_link: body.button_link,
  button_text: body.button_text,
  active: body.active ? 1 : 0,
});

/** Eye-catcher notices: list, create, edit, delete. */
export async function noticeRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => {
    const row = await db.selectFrom('eye_catchers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw missing();
    return { data: present(row) };
  };

  app.get('/notices', { schema: adminSchema('Every eye-catcher notice', AdminNoticeList) }, async () => {
    const rows = await db.selectFrom('eye_catchers').selectAll().orderBy('created_at', 'desc').execute();
    return { data: rows.map(present), meta: onePage(rows.length) };
  });

  app.post(
    '/notices',
    { schema: adminSchema('Create an eye-catcher notice', AdminNoticeDocument, { body: AdminNoticeBody }) },
    async (request) => {
      const now = deps.now();
      const id = uuid();
      await db.transaction().execute(async (trx) => {
        if (request.body.active) await deactivateOthers(trx, id);
        await trx
          .insertInto('eye_catchers')
          .values({ id, ...columns(request.body), created_at: now })
          .execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'notice.create',
          targetType: 'notice',
          targetId: id,
          details: { title: request.body.title, active: request.body.active },
          at: now,
        });
      });
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
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('eye_catchers')
          .set(columns(request.body))
          .where('id', '=', id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw missing();
        if (request.body.active) await deactivateOthers(trx, id);
        await audit(trx, {
          actor: request.adminId,
          action: 'notice.update',
          targetType: 'notice',
          targetId: id,
          details: { ...request.body },
          at: deps.now(),
        });
      });
      return load(id);
    },
  );

  app.delete(
    '/notices/:id',
    { schema: adminSchema('Delete an eye-catcher notice', MessageOnly, { params: AdminIdParams }) },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('eye_catchers').select('title').where('id', '=', id).executeTakeFirst();
        if (!row) throw missing();
        await trx.deleteFrom('eye_catchers').where('id', '=', id).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'notice.delete',
          targetType: 'notice',
          targetId: id,
          details: { title: row.title },
          at: deps.now(),
        });
      });
      return { message: 'Notice deleted.' };
    },
  );
}
