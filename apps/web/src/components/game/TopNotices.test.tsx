import { describe, expect, it } from 'vitest';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useAnnouncements, type Announcement } from '../../api/challenges';
import { appFlags } from '../../state/app-flags';
import { STORAGE_KEYS } from '../../state/storage';
import { json, stubApi } from '../../test/accounts-fixtures';
import { useWelcomeNotice, type Notice } from './Notices';
import { TopNotices } from './TopNotices';
import { announcement } from '../announcements/test-fixtures';

const promo: Notice = {
  id: 'promo-7',
  title: 'Join a group',
  body: 'Play together with your class.',
  button_link: '/groups',
  button_text: 'See groups',
};

function serve(items: Announcement[]) {
  return stubApi([
    [
      'GET',
      '/api/accounts/api/announcements',
      () =>
        json({ data: items.map(({ id, type: _type, ...attributes }) => ({ id, type: 'announcements', attributes })) }),
    ],
  ]);
}

/**
 * Shows once the announcements have answered (or failed). It reads the same query as the block, and
 * both re-render in one batch: when it shows, the block has drawn what the answer decides.
 */
function AnnouncementsSettled() {
  return useAnnouncements().isPending ? null : <output data-testid="announcements-settled" />;
}

function renderBlock(others: Notice[] = []) {
  const welcome = renderHook(() => useWelcomeNotice()).result.current;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main id="main" tabIndex={-1}>
          <TopNotices welcome={welcome} others={others} />
          <AnnouncementsSettled />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listIn = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[];

describe('the notice block above the game', () => {
  it('welcomes a first-time visitor when there is no announcement, folded to one line', async () => {
    serve([]);
    renderBlock();
    const block = await screen.findByRole('region', { name: 'Notices' });
    const summary = block.querySelector('summary')!;
    expect(summary.textContent).toBe('Welcome to Ricebowl!');
    expect(block.querySelector('details')!.open).toBe(false);
    expect(within(block).getByText(/Every correct answer donates 10 grains of rice/).textContent).toMatch(
      /paid for by our sponsors/,
    );
  });

  it('shows the announcement instead of the welcome (no duplicate), with the others counted', async () => {
    const latest = announcement();
    serve([latest]);
    renderBlock([promo]);
    const block = await screen.findByRole('region', { name: 'Notices' });
    await waitFor(() => expect(block.querySelector('summary')!.textContent).toBe('Welcome to Ricebowl+1 more'));
    expect(within(block).queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
    const item = within(block).getByRole('article', { name: 'Welcome to Ricebowl' });
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/assets/announcements/welcome.svg');
    expect(within(item).getByRole('link', { name: 'See the challenges' }).getAttribute('href')).toBe('/challenges');
    expect(within(block).getByRole('link', { name: 'See groups' }).getAttribute('href')).toBe('/groups');
    // Recorded as read as soon as it is on screen: its date is its id.
    await waitFor(() => expect(listIn(STORAGE_KEYS.readAnnouncements)).toEqual([latest.date]));
  });

  it('remembers a dismissed notice per id and keeps the others', async () => {
    serve([]);
    const { unmount } = renderBlock([promo]);
    await screen.findByRole('region', { name: 'Notices' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notice: Welcome to Ricebowl!' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
    expect(listIn(STORAGE_KEYS.closedNotices)).toEqual(['welcome']);
    expect(document.activeElement?.id).toBe('main');
    unmount();

    renderBlock([promo]);
    const block = await screen.findByRole('region', { name: 'Notices' });
    expect(block.querySelector('summary')!.textContent).toBe('Join a group');
    expect(within(block).queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
  });

  it('dismisses everything at once, for good', async () => {
    serve([announcement()]);
    const { unmount } = renderBlock([promo]);
    await screen.findByRole('article', { name: 'Welcome to Ricebowl' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss these messages' }));
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    expect(listIn(STORAGE_KEYS.closedNotices)).toEqual(['welcome', 'promo-7']);
    unmount();

    // The next visit: the announcement was read and stood in for the welcome; nothing comes back.
    renderBlock([promo]);
    await screen.findByTestId('announcements-settled');
    expect(listIn(STORAGE_KEYS.readAnnouncements)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });

  it('shows nothing once all is dismissed, and a connection failure is no full-page error', async () => {
    localStorage.setItem(STORAGE_KEYS.closedNotices, JSON.stringify(['welcome']));
    const api = stubApi([
      [
        'GET',
        '/api/accounts/api/announcements',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ]);
    renderBlock();
    await screen.findByTestId('announcements-settled');
    expect(api.find('GET', '/api/accounts/api/announcements')).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(appFlags.get()).toBeNull();
  });

  it('never renders an unsafe link from the APIs, and opens an external one as a plain link', async () => {
    serve([announcement({ call_to_action: 'https://example.org/news', image: '' })]);
    renderBlock([{ ...promo, button_link: 'javascript:alert(1)' }]);
    const item = await screen.findByRole('article', { name: 'Welcome to Ricebowl' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://example.org/news']);
    expect(item.querySelector('img')).toBeNull();
  });
});
