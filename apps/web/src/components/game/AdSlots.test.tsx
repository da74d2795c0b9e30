import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, within } from '@testing-library/react';
import type { Ad } from '../../api/ads';
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

const ADS: Ad[] = [
  {
    id: 'ad-1',
    type: 'ads',
    sponsor_id: 's-1',
    kind: 'image',
    image_url: '/uploads/abc.png',
    text: '',
    link: 'https://grains.example.org/',
    alt: 'Good Grains: rice for every school',
  },
  {
    id: 'ad-2',
    type: 'ads',
    sponsor_id: 's-1',
    kind: 'text',
    image_url: '',
    text: 'Grains that feed',
    link: 'https://grains.example.org/feed',
    alt: '',
  },
  {
    id: 'ad-3',
    type: 'ads',
    sponsor_id: 's-2',
    kind: 'text',
    image_url: '',
    text: 'Bowls by Bowl Co',
    link: 'https://bowl.example.org/',
    alt: '',
  },
];

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

  it("shows the named sponsor's creatives in order: an image with its alt text, a text, each a sponsored link in a new tab", () => {
    render(<AdSlots layout="side" sponsorText="House ad" sponsorId="s-1" ads={ADS} />);
    const [first, second] = screen.getAllByRole('group', { name: 'Advertisement' });
    const image = within(first!).getByRole('img', { name: 'Good Grains: rice for every school' });
    expect(image.getAttribute('src')).toBe('/uploads/abc.png');
    const imageLink = within(first!).getByRole('link');
    expect(imageLink.getAttribute('href')).toBe('https://grains.example.org/');
    expect(imageLink.getAttribute('target')).toBe('_blank');
    expect(imageLink.getAttribute('rel')).toBe('sponsored noopener');
    expect(imageLink.textContent).toContain('(opens in a new tab)');

    const textLink = within(second!).getByRole('link', { name: /Grains that feed/ });
    expect(textLink.getAttribute('href')).toBe('https://grains.example.org/feed');
    expect(textLink.getAttribute('rel')).toBe('sponsored noopener');
    expect(screen.queryByText('House ad')).toBeNull();
    expect(screen.queryByText('Bowls by Bowl Co')).toBeNull();
  });

  it('fills both slots from a sponsor with one creative', () => {
    render(<AdSlots layout="banner" sponsorText="House ad" sponsorId="s-2" ads={ADS} />);
    const slots = screen.getAllByRole('group', { name: 'Advertisement' });
    expect(slots.map((slot) => within(slot).getByRole('link').textContent)).toEqual([
      'Bowls by Bowl Co(opens in a new tab)',
      'Bowls by Bowl Co(opens in a new tab)',
    ]);
  });

  it('falls back to the house ad when the sponsor has no creatives (its budget is spent) or none is named', () => {
    const { rerender } = render(<AdSlots layout="banner" sponsorText="House ad" sponsorId="s-9" ads={ADS} />);
    expect(screen.getAllByText('House ad')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<AdSlots layout="banner" sponsorText="House ad" sponsorId={null} ads={ADS} />);
    expect(screen.getAllByText('House ad')).toHaveLength(2);
  });
});
