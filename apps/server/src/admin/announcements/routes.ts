import {
  AdminAnnouncementBody,
  AdminAnnouncementDocument,
  AdminAnnouncementList,
  AdminIdParams,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import type { AnnouncementsTable } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import { MessageOnly, adminSchema, audit, invalid, iso, notFound, onePage } from '../shared.js';

const missing = () => notFound('announcement_not_found', 'Announcement not found');

function present(row: AnnouncementsTable) {
  return {
    id: row.id,
    type: 'announcements' as const,
    attributes: {
      title: row.title,
      summary: row.summary,
      image: row.image,
      call_to_action: row.call_to_action,
      call_to_action_label: row.call_to_action_label,
      date: iso(row.date),
      expiration_date: iso(row.expiration_date),
    },
  };
}

/** The stored columns of a body, or 400: both dates must parse and the expiry come after the date. */
function columns(body: AdminAnnouncementBody) {
  const date = Date.parse(body.date);
  const expires = Date.parse(body.expiration_date);
  if (Number.isNaN(date)) throw invalid({ date: ['date: not a date'] });
  if (Number.isNaN(expires)) throw invalid({ expiration_date: ['expiration_date: not a date'] });
  if (expires <= date) throw invalid({ expiration_date: ['The expiry must be after the date.'] });
  return {
    title: body.title,
    summary: body.summary,
    image: body.image,
    call_to_action: body.call_to_action,
    call_to_action_label: body.call_to_action_label,
    date,
    expiration_date: expires,
  };
}

/** Announcements: list (expired too), create, edit, delete. */
export async function announcementRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => {
    const row = await db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw missing();
    return { data: present(row) };
  };

  app.get('/announcements', { schema: adminSchema('Every announcement', AdminAnnouncementList) }, async () => {
    const rows = await db.selectFrom('announcements').selectAll().orderBy('date', 'desc').execute();
    return { data: rows.map(present), meta: onePage(rows.length) };
  });

  app.post(
    '/announcements',
    { schema: adminSchema('Create an announcement', AdminAnnouncementDocument, { body: AdminAnnouncementBody }) },
    async (request) => {
      const row = { id: uuid(), ...columns(request.body) };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('announcements').values(row).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: row.id,
          details: { title: row.title },
          at: deps.now(),
        });
      });
      return load(row.id);
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: adminSchema('Edit an announcement', AdminAnnouncementDocument, {
        params: AdminIdParams,
        body: AdminAnnouncementBody,
      }),
    },
    async (request) => {
      const { id } = request.params;
      const change = columns(request.body);
      await db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('announcements').set(change).where('id', '=', id).executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw missing();
        await audit(trx, {
          actor: request.adminId,
          action: 'announcement.update',
          targetType: 'announcement',
          targetId: id,
          details: { ...request.body },
          at: deps.now(),
        });
      });
      return load(id);
    },
  );

  app.delete(
    '/announcements/:id',
    { schema: adminSchema('Delete an announcement', MessageOnly, { params: AdminIdParams }) },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('announcements').select('title').where('id', '=', id).executeTakeFirst();
        if (!row) throw missing();
        await trx.deleteFrom('announcements').where('id', '=', id).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: id,
          details: { title: row.title },
          at: deps.now(),
        });
      });
      return { message: 'Announcement deleted.' };
    },
  );
}
