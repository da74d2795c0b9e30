import { AnnouncementList, EyeCatcherDocument } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { activeNotice, currentAnnouncements } from './repository.js';
import { presentAnnouncement } from './presenter.js';

/** The game screen shows this many announcements at most. */
const SHOWN_ANNOUNCEMENTS = 10;

/** `GET /api/announcements` and `GET /api/eye-catcher` (SPEC §7): what the game screen shows. */
export async function announcementRoutes(app: App) {
  const db = app.deps.db.kysely;

  app.get(
    '/api/announcements',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Unexpired announcements, newest first',
        response: { 200: AnnouncementList },
      },
    },
    async () => {
      const rows = await currentAnnouncements(db, app.deps.now(), SHOWN_ANNOUNCEMENTS);
      return { data: rows.map(presentAnnouncement) };
    },
  );

  app.get(
    '/api/eye-catcher',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The eye-catcher notice, if one is up',
        response: { 200: EyeCatcherDocument },
      },
    },
    async () => {
      const row = await activeNotice(db);
      return {
        data: row
          ? {
              id: row.id,
              type: 'eye-catchers' as const,
              attributes: {
                title: row.title,
                body: row.body,
                button_link: row.button_link,
                button_text: row.button_text,
              },
            }
          : null,
      };
    },
  );
}
