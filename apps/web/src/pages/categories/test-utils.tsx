/* Shared by the categories and levels screen tests: real-shaped engine documents and a render helper. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CategoryAttributes, LevelAttributes } from '@ricebowl/contract';
import { fakeFetch } from '../../test/fake-fetch';

/** A JSON:API collection as the engine sends it (ARCHITECTURE §4). */
export function collection<A extends object>(type: string, items: (A & { id: string })[]) {
  return {
    data: items.map(({ id, ...attributes }) => ({
      id,
      type,
      attributes,
      links: { self: `/api/engine/${type}/${id}` },
    })),
    meta: { pagination: { current_page: 1, total_pages: 1, total: items.length } },
  };
}

type CategoryFixture = CategoryAttributes & { id: string };

function category(
  id: string,
  machine_name: string,
  label: string,
  group: string,
  groupLabel: string,
  levels: number,
): CategoryFixture {
  return {
    id,
    machine_name,
    label,
    icon_urls: [`icons/${machine_name}.svg`, `icons/${machine_name}-2.svg`],
    levels,
    category_group: group,
    category_group_label: groupLabel,
    sponsor_text: 'Sponsored by Example Foods',
    // Sums need no language; every other subject here asks in English, as the packs do.
    language: group === 'math' ? 'zxx' : 'en',
  };
}

/** Deliberately not in the screen's group order, so the test sees the screen sort them. */
export const CATEGORIES: CategoryFixture[] = [
  category('c5', 'world-capitals', 'World Capitals', 'geography', 'Geography', 2),
  category('c1', 'multiplication-table', 'Multiplication Table', 'math', 'Math', 5),
  category('c4', 'chemical-symbols', 'Chemical Symbols', 'science', 'Science', 4),
  category('c3', 'english-vocabulary', 'English Vocabulary', 'english', 'English', 5),
  category('c2', 'basic-math', 'Basic Math', 'math', 'Math', 3),
  category('c6', 'famous-paintings', 'Famous Paintings', 'art-culture', 'Art & Culture', 5),
];

export const LEVELS: (LevelAttributes & { id: string })[] = [
  { id: '1', levels: 1, label: 'Easiest', machine_name: 'easiest' },
  { id: '2', levels: 2, label: 'Easier', machine_name: 'easier' },
  { id: '3', levels: 3, label: 'Normal', machine_name: 'normal' },
  { id: '4', levels: 4, label: 'Harder', machine_name: 'harder' },
  { id: '5', levels: 5, label: 'Hardest', machine_name: 'hardest' },
];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const SERVER_ERROR = {
  errors: [{ status: '500', type: 'api-problem', code: 'internal', title: 'Internal error' }],
};

/** Stubs fetch with an engine that answers categories and levels; `overrides` replace either answer. */
export function stubEngine(overrides: { categories?: () => Response; levels?: () => Response } = {}) {
  const fetchMock = fakeFetch(({ path }) => {
    if (path.includes('/categories/?limit=50'))
      return overrides.categories?.() ?? json(collection('categories', CATEGORIES));
    if (path.endsWith('/levels')) return overrides.levels?.() ?? json(collection('levels', LEVELS));
    if (path.endsWith('/client-errors')) return new Response(null, { status: 204 });
    return json({ errors: [{ status: '404', type: 'api-problem', code: 'not_found', title: 'Not found' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows where the app navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `url` on `path`; every other path renders the location probe. */
export function renderScreen(element: ReactNode, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function dataLayerEvents(): unknown[] {
  return window.dataLayer ?? [];
}
