import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeFetch } from '../../test/fake-fetch';
import { GlobalStats, yesterdayWeekday } from './GlobalStats';

afterEach(() => {
  vi.useRealTimers();
});

describe('yesterdayWeekday', () => {
  it('is the UTC weekday 24 hours ago', () => {
    expect(yesterdayWeekday(new Date('2025-03-05T12:00:00Z'))).toBe('Tue'); // a Wednesday
    expect(yesterdayWeekday(new Date('2025-03-05T00:10:00Z'))).toBe('Tue');
    expect(yesterdayWeekday(new Date('2025-03-04T23:59:00Z'))).toBe('Mon');
    expect(yesterdayWeekday(new Date('2025-03-09T08:00:00Z'))).toBe('Sat'); // a Sunday
    expect(yesterdayWeekday(new Date('2025-03-10T08:00:00Z'))).toBe('Sun');
  });
});

describe('GlobalStats', () => {
  it("shows yesterday's grains from the week map and the instance's lifetime total", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-05T12:00:00Z'));
    const week = { Sun: 1, Mon: 2, Tue: 1234560, Wed: 4, Thu: 5, Fri: 6, Sat: 7, lifetime: 98765430 };
    const fetchMock = fakeFetch(() => Response.json({ data: { id: 'week', type: 'rice-totals', attributes: week } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GlobalStats />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1,234,560')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/engine/gamestats/rice-totals');
    expect(screen.getByTestId('stats-lifetime').textContent).toBe('98,765,430');
    expect(screen.queryByText('224 billion')).toBeNull();
  });
});
