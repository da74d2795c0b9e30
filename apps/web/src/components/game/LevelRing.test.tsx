import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LevelRing, levelTone } from './LevelRing';

describe('LevelRing', () => {
  it('is green up to level 2, yellow at 3 and red at 4 and 5', () => {
    expect([1, 2, 3, 4, 5].map(levelTone)).toEqual(['low', 'low', 'mid', 'high', 'high']);
  });

  it.each([
    [1, '--color-level-low'],
    [2, '--color-level-low'],
    [3, '--color-level-mid'],
    [4, '--color-level-high'],
    [5, '--color-level-high'],
  ])('draws level %i in var(%s) and links to /levels', (level, token) => {
    render(
      <MemoryRouter>
        <LevelRing level={level} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: `Level ${level}. Change the difficulty` });
    expect(link.getAttribute('href')).toBe('/levels');
    expect(link.style.getPropertyValue('--ring-color')).toBe(`var(${token})`);
    expect(link.textContent).toContain(String(level));
  });
});
