import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CategoryCreditsAttributes } from '@ricebowl/contract';
import { json, renderApp, stubApi } from '../../test/accounts-fixtures';

vi.mock('../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));

const capitals: CategoryCreditsAttributes = {
  machine_name: 'world-capitals',
  label: 'World Capitals',
  licence: { name: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
  sources: [
    {
      source: 'world-countries',
      author: 'Mohammed Le Doze',
      url: 'https://github.com/mledoze/countries',
      licence: 'ODbL 1.0',
      licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      used_for: 'country names and capitals',
    },
  ],
};
const maths: CategoryCreditsAttributes = {
  machine_name: 'multiplication-table',
  label: 'Multiplication Table',
  licence: null,
  sources: [],
};

function stubCredits() {
  return stubApi([
    [
      'GET',
      '/api/engine/credits',
      () =>
        json({
          data: [capitals, maths].map((attributes, i) => ({ id: `c-${i}`, type: 'credits', attributes })),
          meta: { pagination: { current_page: 1, total_pages: 1, total: 2 } },
        }),
    ],
  ]);
}

describe('credits', () => {
  it('lists every subject with its sources, licences and links, from the footer', async () => {
    stubCredits();
    renderApp('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sources and licences' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'World Capitals' });
    expect(
      within(section)
        .getByRole('link', { name: /^world-countries/ })
        .getAttribute('href'),
    ).toBe('https://github.com/mledoze/countries');
    expect(
      within(section)
        .getAllByRole('link', { name: /^ODbL 1\.0/ })[0]!
        .getAttribute('href'),
    ).toBe('https://opendatacommons.org/licenses/odbl/1-0/');
    expect(section.textContent).toContain('by Mohammed Le Doze');
    expect(section.textContent).toContain('Used for: country names and capitals');
    expect(screen.getByRole('region', { name: 'Multiplication Table' }).textContent).toContain(
      'This subject does not name its sources.',
    );
    expect(screen.getByRole('contentinfo').querySelector('a[href="/credits"]')?.textContent).toBe(
      'Sources and licences',
    );
  });

  it("shows one subject's sources at /credits/:category", async () => {
    stubCredits();
    renderApp('/credits/world-capitals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sources of World Capitals' })).toBeTruthy();
    expect(screen.queryByText('Multiplication Table')).toBeNull();
    expect(screen.getByRole('link', { name: 'All sources and licences' }).getAttribute('href')).toBe('/credits');
  });
});
