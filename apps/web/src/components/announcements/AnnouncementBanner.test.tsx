import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnnouncementAttributes } from '@ricebowl/contract';
import type { Announcement } from '../../api/challenges';
import { appFlags } from '../../state/app-flags';
import { STORAGE_KEYS } from '../../state/storage';
import { json, stubApi } from '../../test/accounts-fixtures';
import { pickAnnouncement } from './announcements';
import { AnnouncementBanner } from './AnnouncementBanner';

const DAY = 24 * 60 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function announcement(overrides: Partial<AnnouncementAttributes> & { id?: string } = {}): Announcement {
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

function announcementList(items: Announcement[]) {
  return {
    data: items.map(({ id, type: _type, ...attributes }) => ({ id, type: 'announcements', attributes })),
  };
}

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main id="main" tabIndex={-1}>
          <AnnouncementBanner />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const readList = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.readAnnouncements) ?? '[]') as string[];

afterEach(() => {
  vi.unstubAllGlobals();
  appFlags.clear();
});

describe('the announcement banner', () => {
  it('shows the latest announcement once, with title, image, summary and its call to action', async () => {
    const latest = announcement();
    const api = stubApi([['GET', '/api/accounts/api/announcements', () => json(announcementList([latest]))]]);
    const { unmount } = renderBanner();

    const region = await screen.findByRole('region', { name: 'Welcome to Ricebowl' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Ricebowl' })).toBeTruthy();
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/assets/announcements/welcome.svg');
    expect(region.textContent).toContain('Every correct answer pays for 10 grains of rice.');
    expect(screen.getByRole('link', { name: 'See the challenges' }).getAttribute('href')).toBe('/challenges');
    expect(api.find('GET', '/api/accounts/api/announcements')[0]!.headers.accept).toBe(
      'application/vnd.api+json;version=2',
    );
    // Recorded as read as soon as it is on screen: its date is its id.
    await waitFor(() => expect(readList()).toEqual([latest.date]));
    unmount();

    // The next visit of the screen: not again.
    renderBanner();
    await waitFor(() => expect(api.find('GET', '/api/accounts/api/announcements').length).toBeGreaterThan(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readList()).toEqual([latest.date]);
  });

  it('can be closed, and the focus stays on the page', async () => {
    stubApi([['GET', '/api/accounts/api/announcements', () => json(announcementList([announcement()]))]]);
    renderBanner();
    await screen.findByRole('region', { name: 'Welcome to Ricebowl' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the announcement: Welcome to Ricebowl' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('shows nothing when there is no announcement, and a connection failure is no full-page error', async () => {
    const api = stubApi([
      [
        'GET',
        '/api/accounts/api/announcements',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ]);
    renderBanner();
    await waitFor(() => expect(api.find('GET', '/api/accounts/api/announcements')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('region')).toBeNull();
    expect(appFlags.get()).toBeNull();
  });

  it('never renders an unsafe call-to-action link from the API', async () => {
    stubApi([
      [
        'GET',
        '/api/accounts/api/announcements',
        () => json(announcementList([announcement({ call_to_action: 'javascript:alert(1)' })])),
      ],
    ]);
    renderBanner();
    await screen.findByRole('region', { name: 'Welcome to Ricebowl' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens an external call to action as a plain link', async () => {
    stubApi([
      [
        'GET',
        '/api/accounts/api/announcements',
        () => json(announcementList([announcement({ call_to_action: 'https://example.org/news', image: '' })])),
      ],
    ]);
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Welcome to Ricebowl' });
    expect(screen.getByRole('link', { name: 'See the challenges' }).getAttribute('href')).toBe(
      'https://example.org/news',
    );
    expect(region.querySelector('img')).toBeNull();
  });
});

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
