import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { bowlStep, counterDurationMs } from './rice';
import { RiceBowl } from './RiceBowl';
import { RiceProgress } from './RiceProgress';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bowlStep', () => {
  it('steps in units of 5 within each 50 grains', () => {
    expect([0, 4, 5, 9, 10, 24, 25, 45, 49].map(bowlStep)).toEqual([0, 0, 1, 1, 2, 4, 5, 9, 9]);
    expect([50, 54, 55, 99, 100, 1234].map(bowlStep)).toEqual([0, 0, 1, 9, 0, 6]);
  });

  it('draws the bowl at that step', () => {
    const { container, rerender } = render(<RiceBowl rice={0} />);
    expect(container.querySelector('svg')?.getAttribute('data-step')).toBe('0');
    rerender(<RiceBowl rice={1234} />);
    expect(container.querySelector('svg')?.getAttribute('data-step')).toBe('6');
  });
});

describe('counterDurationMs', () => {
  it('lasts ceil(grains / 50) seconds', () => {
    expect(counterDurationMs(0)).toBe(0);
    expect(counterDurationMs(10)).toBe(1000);
    expect(counterDurationMs(50)).toBe(1000);
    expect(counterDurationMs(51)).toBe(2000);
    expect(counterDurationMs(120)).toBe(3000);
  });
});

describe('RiceProgress', () => {
  it('shows the total with thousands separators and announces it politely', () => {
    render(<RiceProgress total={1234567} />);
    expect(screen.getByTestId('rice-counter').textContent).toBe('1,234,567');
    const live = screen.getByText('You have donated 1,234,567 grains of rice.');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('counts up to a new total over ceil(grains / 50) seconds', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    const { rerender } = render(<RiceProgress total={1000} />);
    rerender(<RiceProgress total={1100} />); // 100 grains → 2 s
    // The announcement has the new total at once; the number on screen counts.
    expect(screen.getByText('You have donated 1,100 grains of rice.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const halfway = Number(screen.getByTestId('rice-counter').textContent?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(1030);
    expect(halfway).toBeLessThan(1070);
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByTestId('rice-counter').textContent).not.toBe('1,100');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('rice-counter').textContent).toBe('1,100');
  });

  it('changes at once under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    const { rerender } = render(<RiceProgress total={0} />);
    rerender(<RiceProgress total={10} />);
    expect(screen.getByTestId('rice-counter').textContent).toBe('10');
  });
});
