/* Test-only: an announcement as the accounts service sends it, merged (SPEC §3 Announcement). */
import type { AnnouncementAttributes } from '@ricebowl/contract';
import type { Announcement } from '../../api/challenges';

const DAY = 24 * 60 * 60_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** "Welcome to Ricebowl", published a day ago and good for a year. */
export function announcement(overrides: Partial<AnnouncementAttributes> & { id?: string } = {}): Announcement {
  return {
    id: 'a-1',
    type: 'announcements',
    title: 'Welcome to Ricebowl',
    image: 'announcements/welcome.svg',
    summary: 'Every correct answer pays for 10 grains of rice.',
    call_to_action: '/challenges',
    call_to_action_label: 'See the challenges',
    date: iso(Date.now() - DAY),
    expiration_date: iso(Date.now() + 365 * DAY),
    ...overrides,
  };
}
