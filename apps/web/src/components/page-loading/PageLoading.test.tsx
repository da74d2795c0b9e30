import { describe, expect, it } from 'vitest';
import { use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Shell } from '../shell/Shell';

/** A screen whose code never arrives, as a lazy route on a slow connection. */
const never = new Promise<never>(() => {});
function StillLoading(): never {
  return use(never);
}

describe('a screen that is still loading', () => {
  it('keeps the frame and announces the loading state inside the main content', async () => {
    // Awaited: the screen suspends (for ever), and React wants that seen through an awaited act.
    await act(async () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/high-scores']}>
            <Shell>
              <StillLoading />
            </Shell>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the page…');
    expect(screen.getByRole('main').contains(status)).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
