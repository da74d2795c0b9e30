import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appFlags } from '../../state/app-flags';
import { CategoriesPage } from './CategoriesPage';
import { CATEGORIES, SERVER_ERROR, collection, dataLayerEvents, json, renderScreen, stubEngine } from './test-utils';

function renderCategories(url = '/categories') {
  return renderScreen(<CategoriesPage />, { path: '/categories', url });
}

/** The group disclosure buttons, in screen order. */
async function groupToggles() {
  await screen.findByRole('heading', { level: 2, name: /Math/ });
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('button'));
}

function toggleFor(name: string) {
  return within(screen.getByRole('heading', { level: 2, name: new RegExp(`^${name} `) })).getByRole('button');
}

function panelOf(toggle: HTMLElement) {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the toggle controls no element');
  return panel;
}

function location() {
  return screen.queryByTestId('location')?.textContent ?? null;
}

/**
 * Fakes only the clock the pick delay runs on. Clicks under fake timers go through fireEvent: Testing
 * Library's async wrapper (used by user-event) waits on a real timeout it only advances for Jest.
 */
function useFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('categories screen', () => {
  it('shows the groups that have categories in the fixed order, with singular and plural counts', async () => {
    stubEngine();
    renderCategories();

    expect(screen.getByRole('status').textContent).toBe('Loading categories…');
    await groupToggles();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Categories');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'English 1 category',
      'Art & Culture 1 category',
      'Math 2 categories',
      'Science 1 category',
      'Geography 1 category',
    ]);
    expect(screen.queryByText('Loading categories…')).toBeNull();
  });

  it('shows each category with its icon from the assets host and its label', async () => {
    stubEngine();
    renderCategories();
    await groupToggles();

    const basicMath = screen.getByRole('button', { name: 'Basic Math' });
    const icon = basicMath.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/assets/icons/basic-math.svg');
    expect(icon?.getAttribute('alt')).toBe('');
  });

  it('opens the group of the current category and disables that category with a hint', async () => {
    stubEngine();
    renderCategories();
    const toggles = await groupToggles();

    // No stored category: the deployment default (multiplication-table) is current.
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    const current = screen.getByRole('button', { name: 'Multiplication Table Current category' });
    expect(current.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Basic Math' }).getAttribute('aria-disabled')).toBeNull();

    useFakeTimers();
    fireEvent.click(current);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(location()).toBeNull();
    expect(dataLayerEvents()).toEqual([]);
  });

  it('takes the current category from local storage', async () => {
    localStorage.setItem('category', 'world-capitals');
    stubEngine();
    renderCategories();
    await groupToggles();

    expect(toggleFor('Geography').getAttribute('aria-expanded')).toBe('true');
    expect(toggleFor('Math').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'World Capitals Current category' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.queryByText('Current category', { selector: '#category-group-math *' })).toBeNull();
  });

  it('expands and collapses a group from the keyboard', async () => {
    stubEngine();
    renderCategories();
    await groupToggles();
    const user = userEvent.setup();

    const english = toggleFor('English');
    const panel = panelOf(english);
    expect(english.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(within(panel).getByText('English Vocabulary')).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(english);
    await user.keyboard('{Enter}');
    expect(english.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'English Vocabulary' })).toBeTruthy();

    await user.keyboard(' ');
    expect(english.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'English Vocabulary' })).toBeNull();

    // The open group of the current category closes too.
    const math = toggleFor('Math');
    await user.click(math);
    expect(math.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(math).hidden).toBe(true);
  });

  it('expands the group named by ?focus=, scrolls it into view and moves focus to it', async () => {
    stubEngine();
    renderCategories('/categories?focus=geography');
    await groupToggles();

    const geography = toggleFor('Geography');
    expect(geography.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(geography).hidden).toBe(false);
    expect(toggleFor('Math').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(geography);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(geography.closest('li'));
  });

  it('ignores a ?focus= group that does not exist', async () => {
    stubEngine();
    renderCategories('/categories?focus=astrology');
    await groupToggles();

    expect(toggleFor('Math').getAttribute('aria-expanded')).toBe('true');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('picks a category: feedback at once, the game after 0.5 s at the stored level clamped to its maximum', async () => {
    localStorage.setItem('level', '4');
    stubEngine();
    renderCategories();
    await groupToggles();

    useFakeTimers();
    const basicMath = screen.getByRole('button', { name: 'Basic Math' });
    fireEvent.click(basicMath);

    expect(basicMath.className).toContain('picked');
    expect(screen.getByRole('status').textContent).toBe('Starting Basic Math…');
    expect(dataLayerEvents()).toEqual([{ event: 'change_category', category: 'basic-math' }]);

    // A second pick while the first is pending changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Multiplication Table Current category' }));
    fireEvent.click(toggleFor('English'));
    fireEvent.click(screen.getByRole('button', { name: 'English Vocabulary' }));

    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(location()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    // Basic Math goes up to level 3, so the stored 4 becomes 3.
    expect(location()).toBe('/categories/basic-math?level=3');
    expect(dataLayerEvents()).toHaveLength(1);
  });

  it('keeps a stored level within the category maximum as it is', async () => {
    localStorage.setItem('level', '2');
    stubEngine();
    renderCategories('/categories?focus=english');
    await groupToggles();

    useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'English Vocabulary' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(location()).toBe('/categories/english-vocabulary?level=2');
  });

  it('uses level 1 when no level is stored', async () => {
    stubEngine();
    renderCategories('/categories?focus=science');
    await groupToggles();

    useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Chemical Symbols' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(location()).toBe('/categories/chemical-symbols?level=1');
  });

  it('shows an error with a retry button when the categories cannot be loaded', async () => {
    stubEngine({ categories: () => json(SERVER_ERROR, 500) });
    renderCategories();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The categories could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // A server error is the screen's to show, not a full-page app flag.
    expect(appFlags.get()).toBeNull();
  });

  it('loads again when retry is pressed', async () => {
    let calls = 0;
    const fetchMock = stubEngine({
      categories: () => {
        calls += 1;
        return calls === 1 ? json(SERVER_ERROR, 500) : json(collection('categories', CATEGORIES));
      },
    });
    renderCategories();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await groupToggles()).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => (url as string).includes('/categories/')).length).toBe(2);
  });
});
