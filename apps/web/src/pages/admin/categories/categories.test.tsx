import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderApp, signInAs, stubApi, type ApiCall } from '../../../test/accounts-fixtures';
import { AS_ADMIN, category, list, one, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const CATEGORIES = [
  category('c2', 'Fractions', { position: 2 }),
  category('c1', 'Multiplication Table', { position: 1 }),
  category('c9', 'Our Class', { category_group: 'new-categories', category_group_label: 'New Categories' }),
  category('c5', 'World Capitals', { category_group: 'geography', category_group_label: 'Geography', enabled: false }),
];

function routes() {
  const patches: ApiCall[] = [];
  const api = stubApi([
    AS_ADMIN,
    ['GET', '/api/admin/categories', () => json(list('categories', CATEGORIES))],
    [
      'PATCH',
      /^\/api\/admin\/categories\/(c\d)$/,
      (call, match) => {
        patches.push(call);
        return json(
          one(
            'categories',
            match[1]!,
            CATEGORIES.find((c) => c.id === match[1])!,
          ),
        );
      },
    ],
  ]);
  return { api, patches };
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('admin: categories', () => {
  it("lists them in the categories screen's order: by group, then position", async () => {
    signInAs();
    routes();
    renderApp('/admin/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Multiplication Table', 'Fractions', 'Our Class', 'World Capitals']);
    expect(within(rowOf('World Capitals')).getByText('Disabled')).toBeTruthy();
    // The first of a group cannot move up, the last cannot move down.
    expect(screen.getByRole('button', { name: 'Move Multiplication Table up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Fractions down' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables and enables a category, and swaps two neighbours to reorder', async () => {
    signInAs();
    const { patches } = routes();
    renderApp('/admin/categories');
    await screen.findByRole('table', { name: 'Categories' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Disable Fractions' }));
    await user.click(screen.getByRole('button', { name: 'Enable World Capitals' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches.map((p) => [p.path, p.body])).toEqual([
      ['/api/admin/categories/c2', { enabled: false }],
      ['/api/admin/categories/c5', { enabled: true }],
    ]);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Multiplication Table down' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Move Multiplication Table down' }));
    await waitFor(() => expect(patches).toHaveLength(4));
    expect(patches.slice(2).map((p) => [p.path, p.body])).toEqual([
      ['/api/admin/categories/c1', { position: 2 }],
      ['/api/admin/categories/c2', { position: 1 }],
    ]);
  });

  it('moves a new subject home, with its sponsor text, from the edit form', async () => {
    signInAs();
    const { patches } = routes();
    renderApp('/admin/categories');
    await screen.findByRole('table', { name: 'Categories' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Our Class' }));
    const form = screen.getByRole('form', { name: 'Edit Our Class' });
    // The form's heading takes focus, so a keyboard user lands on it.
    expect(document.activeElement?.textContent).toBe('Edit Our Class');
    await user.selectOptions(within(form).getByLabelText('Group'), 'Science');
    await user.type(within(form).getByLabelText('Sponsor text'), 'Thanks to our school');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(patches.map((p) => [p.path, p.body])).toEqual([
      [
        '/api/admin/categories/c9',
        { category_group: 'science', position: 0, icon_urls: [], sponsor_text: 'Thanks to our school' },
      ],
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Our Class' })).toBeNull();
  });
});
