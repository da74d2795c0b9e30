import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json, signInAs, statsDocument, stubApi } from '../../test/accounts-fixtures';
import { ACCUMULATION_THRESHOLDS, PersonalProgress, nextAccumulationBadge } from './PersonalProgress';

function renderProgress(total: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PersonalProgress total={total} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('next accumulation badge', () => {
  it('takes the thresholds from the badge names', () => {
    expect(ACCUMULATION_THRESHOLDS).toEqual([1000, 2000, 5000, 10000]);
  });

  it('counts correct answers as grains / 10', () => {
    expect(nextAccumulationBadge(0)).toEqual({ correct: 0, target: 1000, machineName: 'accumulation_1000' });
    expect(nextAccumulationBadge(9_990)).toEqual({ correct: 999, target: 1000, machineName: 'accumulation_1000' });
    expect(nextAccumulationBadge(10_000)).toEqual({ correct: 1000, target: 2000, machineName: 'accumulation_2000' });
    expect(nextAccumulationBadge(49_995)).toEqual({ correct: 4999, target: 5000, machineName: 'accumulation_5000' });
    expect(nextAccumulationBadge(100_000)).toBeNull();
  });
});

describe('personal progress on the game screen', () => {
  it('renders nothing for anonymous players and asks for nothing', () => {
    const api = stubApi();
    const { container } = renderProgress(500);
    expect(container.innerHTML).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('shows total grains, rank and progress towards the next accumulation badge', async () => {
    signInAs();
    stubApi([['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 12_340, rank: 1234 }))]]);
    renderProgress(12_350);
    expect(screen.getByRole('heading', { name: 'Your progress' })).toBeTruthy();
    // The game's running total wins over the (older) statistics.
    expect(screen.getByText('12,350')).toBeTruthy();
    expect(await screen.findByText('#1,234')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Next badge: 2,000 answers' });
    expect(bar.getAttribute('value')).toBe('1235');
    expect(bar.getAttribute('max')).toBe('2000');
    expect(screen.getAllByText('1,235 of 2,000 correct answers').length).toBeGreaterThan(0);
  });

  it('uses the statistics before the game has a total', async () => {
    signInAs();
    stubApi([['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 420, rank: 7 }))]]);
    renderProgress(null);
    expect(await screen.findByText('420')).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Next badge: 1,000 answers' })).toBeTruthy();
  });

  it('thanks a player who has every accumulation badge', async () => {
    signInAs();
    stubApi([['GET', '/api/engine/users/u-1', () => json(statsDocument({ rice: 100_000 }))]]);
    renderProgress(null);
    expect(await screen.findByText('You have earned every accumulation badge. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
