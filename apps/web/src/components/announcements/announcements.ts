import type { Announcement } from '../../api/challenges';

/**
 * The announcement to show (SPEC §4 Announcement): the latest one, if it has not expired and its
 * date (the announcement's id) is not among those already read. An older unread one is not shown
 * instead: the latest supersedes it.
 */
export function pickAnnouncement(
  announcements: readonly Announcement[],
  read: readonly string[],
  now: number = Date.now(),
): Announcement | null {
  const unexpired = announcements.filter((a) => !(Date.parse(a.expiration_date) <= now));
  const latest = unexpired.reduce<Announcement | null>(
    (best, a) => (best === null || Date.parse(a.date) > Date.parse(best.date) ? a : best),
    null,
  );
  return latest && !read.includes(latest.date) ? latest : null;
}

export { safeLink } from '../../lib/safe-link';
