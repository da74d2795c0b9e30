import { AnnouncementList, EyeCatcherDocument } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';

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
      const rows = await db
        .selectFrom('announcements')
        .selectAll()
        .where('expiration_date', '>', app.deps.now())
        .orderBy('date', 'desc')
        .limit(10)
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          type: 'announcements' as const,
          attributes: {
            title: row.title,
            image: row.image,
            summary: row.summary,
            call_to_action: row.call_to_action,
            call_to_action_label: row.call_to_action_label,
            date: new Date(Number(row.date)).toISOString(),
            expiration_date: new Date(Number(row.expiration_date)).toISOString(),
          },
        })),
      };
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
      const row = await db
        .selectFrom('eye_catchers')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
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
