import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { appFlags } from '../../state/app-flags';
import { json, renderApp, stubApi } from '../../test/accounts-fixtures';
import { challenge, challengeDocument } from '../../components/challenges/test-fixtures';
import { refreshIntervalFrom } from './ChallengeProgressPage';

/** Moves the clock, then lets the answers arrive (reading a Response body takes a few real ticks). */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  });
const raised = () => screen.getByTestId('challenge-raised').textContent;

/** The engine, whose challenge gains 10 grains per poll; `fail` makes a poll fail like an offline fetch. */
function pollingApi(options: { fail?: (n: number) => boolean } = {}) {
  let polls = 0;
  const api = stubApi([
    [
      'GET',
      '/api/engine/challenges/ch-1',
      () => {
        polls += 1;
        if (options.fail?.(polls)) throw new TypeError('Failed to fetch');
        return json(challengeDocument(challenge({ rice_raised: 49_990 + polls * 10, participants: 3 })));
      },
    ],
  ]);
  return { ...api, polls: () => polls };
}

beforeEach(() => {
  // Timers and the clock are faked; setImmediate stays real so fetch's body can be read.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // TanStack Query hands results to React in a zero-delay timeout, which a fake clock would hold
  // back (a timeout set during a tick is due a millisecond later): deliver them as microtasks.
  notifyManager.setScheduler(queueMicrotask);
});

afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
});

describe('the wall screen /challenge-progress/:id', () => {
  it('shows the challenge in large type and polls it every second by default', async () => {
    const api = pollingApi();
    renderApp('/challenge-progress/ch-1');
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First Harvest: live progress');
    expect(raised()).toBe('50,000');
    expect(screen.getByTestId('challenge-percent').textContent).toBe('50%');
    expect(screen.getByRole('img', { name: 'A rice sack, 50% full' }).getAttribute('src')).toBe(
      '/challenges/meter-50.svg',
    );
    expect(screen.getByTestId('challenge-participants').textContent).toBe('3');
    expect(screen.getByTestId('challenge-timing').textContent).toBe('2 days, 3 hours left');
    expect(api.polls()).toBe(1);

    await advance(999);
    expect(api.polls()).toBe(1);
    await advance(1);
    expect(api.polls()).toBe(2);
    expect(raised()).toBe('50,010');
    await advance(3000);
    expect(api.polls()).toBe(5);
    expect(raised()).toBe('50,040');
  });

  it('honours ?refreshInterval= in milliseconds', async () => {
    const api = pollingApi();
    renderApp('/challenge-progress/ch-1?refreshInterval=500');
    await advance(0);
    expect(api.polls()).toBe(1);
    await advance(499);
    expect(api.polls()).toBe(1);
    await advance(1);
    expect(api.polls()).toBe(2);
    await advance(2000);
    expect(api.polls()).toBe(6);
    expect(raised()).toBe('50,050');
  });

  it('stops polling when the screen goes: its interval is cleared and its data dropped', async () => {
    const api = pollingApi();
    const { unmount, client } = renderApp('/challenge-progress/ch-1?refreshInterval=500');
    await advance(1500);
    expect(api.polls()).toBe(4);
    unmount();
    const live = () => client.getQueryCache().find({ queryKey: ['challenges', 'ch-1', 'live'] });
    expect(live()).toBeDefined();
    // No more polls, ever; and the cached answer goes after its short gcTime (1 s).
    await advance(60_000);
    expect(api.polls()).toBe(4);
    expect(live()).toBeUndefined();
    await advance(3_600_000);
    expect(api.polls()).toBe(4);
  });

  it('keeps the last numbers through a connection failure, without the full-page error, and goes on', async () => {
    const api = pollingApi({ fail: (n) => n === 2 });
    renderApp('/challenge-progress/ch-1?refreshInterval=500');
    await advance(0);
    expect(raised()).toBe('50,000');
    await advance(500);
    expect(api.polls()).toBe(2);
    expect(appFlags.get()).toBeNull();
    expect(raised()).toBe('50,000');
    await advance(500);
    expect(raised()).toBe('50,020');
  });
});

describe('refreshIntervalFrom', () => {
  it.each([
    [null, 1000],
    ['', 1000],
    ['500', 500],
    ['2500', 2500],
    ['abc', 1000],
    ['-5', 1000],
    ['1e3', 1000],
    ['10', 100],
  ])('%s gives %i ms', (value, ms) => {
    expect(refreshIntervalFrom(value)).toBe(ms);
  });
});
