import {
  AdminAnnouncementBody,
  AdminAnnouncementDocument,
  AdminAnnouncementList,
  AdminIdParams,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { uuid } from '../../platform/ids.js';
import { presentAnnouncement } from '../../accounts/announcements/presenter.js';
import {
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from '../../accounts/announcements/service.js';
import { adminSchema, deleteRoute, audited, found, invalid, notFound, wholeList } from '../shared.js';

const missing = () => notFound('announcement_not_found', 'Announcement not found');

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

const target = (id: string) => ({ targetType: 'announcement', targetId: id });

/** Announcements: list (expired too), create, edit, delete. */
export async function announcementRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => ({ data: presentAnnouncement(found(await findAnnouncement(db, id), missing)) });

  app.get('/announcements', { schema: adminSchema('Every announcement', AdminAnnouncementList) }, async () =>
    wholeList(await listAnnouncements(db), presentAnnouncement),
  );

  app.post(
    '/announcements',
    { schema: adminSchema('Create an announcement', AdminAnnouncementDocument, { body: AdminAnnouncementBody }) },
    async (request) => {
      const row = { id: uuid(), ...columns(request.body) };
      await audited(
        deps,
        request.adminId,
        (trx) => insertAnnouncement(trx, row),
        () => ({ action: 'announcement.create', ...target(row.id), details: { title: row.title } }),
      );
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
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await updateAnnouncement(trx, id, change), missing),
        () => ({ action: 'announcement.update', ...target(id), details: { ...request.body } }),
      );
      return load(id);
    },
  );

  deleteRoute(app, {
    path: '/announcements',
    summary: 'Delete an announcement',
    missing: missing,
    remove: deleteAnnouncement,
    audit: (row, id) => ({ action: 'announcement.delete', ...target(id), details: { title: row.title } }),
    message: 'Announcement deleted.',
  });
}
