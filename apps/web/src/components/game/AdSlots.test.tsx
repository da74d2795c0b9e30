import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { AdSlots, useAdLayout } from './AdSlots';

function stubViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width: (\d+)px/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ads', () => {
  it('switches layout at 768 px', () => {
    stubViewport(767);
    expect(renderHook(() => useAdLayout()).result.current).toBe('banner');
    stubViewport(768);
    expect(renderHook(() => useAdLayout()).result.current).toBe('side');
  });

  it.each([
    ['banner', '320x50'],
    ['side', '300x250'],
  ] as const)('shows two %s slots with the sponsor text as a house ad', (layout, size) => {
    render(<AdSlots layout={layout} sponsorText="Sponsored by Ricebowl's supporters" />);
    const slots = screen.getAllByRole('group', { name: 'Advertisement' });
    expect(slots).toHaveLength(2);
    for (const slot of slots) {
      expect(slot.dataset.size).toBe(size);
      expect(slot.textContent).toBe("SponsoredSponsored by Ricebowl's supporters");
    }
  });
});
