import { describe, expect, it } from 'vitest';
import { pickAnnouncement } from './announcements';
import { announcement, iso } from './test-fixtures';

describe('pickAnnouncement', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const old = announcement({ id: 'old', date: '2026-05-01T00:00:00.000Z' });
  const latest = announcement({ id: 'new', date: '2026-05-20T00:00:00.000Z' });

  it('takes the latest by date, whatever the order', () => {
    expect(pickAnnouncement([old, latest], [], now)?.id).toBe('new');
    expect(pickAnnouncement([latest, old], [], now)?.id).toBe('new');
  });

  it('shows nothing once the latest is read: an older unread one is superseded', () => {
    expect(pickAnnouncement([old, latest], [latest.date], now)).toBeNull();
  });

  it('leaves out expired announcements', () => {
    const expired = announcement({ id: 'gone', date: '2026-05-30T00:00:00.000Z', expiration_date: iso(now) });
    expect(pickAnnouncement([expired, old], [], now)?.id).toBe('old');
    expect(pickAnnouncement([expired], [], now)).toBeNull();
    expect(pickAnnouncement([], [], now)).toBeNull();
  });
});
