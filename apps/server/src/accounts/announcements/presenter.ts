import type { AnnouncementsTable } from '../../platform/database/schema.js';

/** An announcement as the game screen and the admin area both show it (times as ISO 8601). */
export function presentAnnouncement(row: AnnouncementsTable) {
  return {
    id: row.id,
    type: 'announcements' as const,
    attributes: {
      title: row.title,
      summary: row.summary,
      image: row.image,
      call_to_action: row.call_to_action,
      call_to_action_label: row.call_to_action_label,
      date: new Date(Number(row.date)).toISOString(),
      expiration_date: new Date(Number(row.expiration_date)).toISOString(),
    },
  };
}
