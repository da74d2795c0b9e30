import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_GROUP_LABELS, LANGUAGES } from '@ricebowl/contract';
import { loadRestOfCatalogue, switchLanguage } from '../../i18n';
import en from '../../i18n/en.json';
import { questionLanguageName } from '../../i18n/categories';
import { CategoriesPage } from './CategoriesPage';
import { CATEGORIES, collection, json, renderScreen, stubEngine } from './test-utils';

const catalogues = import.meta.glob<typeof en>('../../i18n/locales/*.json', { eager: true, import: 'default' });

afterEach(async () => {
  await switchLanguage('en');
});

/** The app loads a screen with the rest of the catalogue (lazyScreen); rendered directly here, so does the test. */
async function inLanguage(language: Parameters<typeof switchLanguage>[0]) {
  await switchLanguage(language);
  await loadRestOfCatalogue();
}

async function openGroup(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name} `) });
  const toggle = within(heading).getByRole('button');
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

describe('categories screen in the player’s language (issue 19 item 6)', () => {
  it('names subjects and groups in French, and says which subjects ask in English', async () => {
    await inLanguage('fr');
    stubEngine();
    renderScreen(<CategoriesPage />, { path: '/categories', url: '/categories' });

    const geography = await openGroup('Géographie');
    const capitals = within(geography).getByRole('button', { name: /Capitales du monde/ });
    expect(capitals.textContent).toContain('Questions en anglais');
    expect(within(geography).queryByText('World Capitals')).toBeNull();
    // Its sources link speaks of the subject by its French name too.
    expect(within(geography).getByRole('link', { name: 'Sources et licences de Capitales du monde' })).toBeTruthy();

    const science = await openGroup('Sciences');
    expect(within(science).getByRole('button', { name: /Symboles chimiques/ }).textContent).toContain(
      'Questions en anglais',
    );

    // Sums ask in no language: no tag. A subject the catalogue does not know keeps the server's name.
    const math = await openGroup('Mathématiques');
    const times = within(math).getByRole('button', { name: /Table de multiplication/ });
    expect(times.textContent).not.toMatch(/Questions en/);
    expect(within(math).getByRole('button', { name: /^Basic Math/ })).toBeTruthy();
    const art = await openGroup('Art et culture');
    expect(within(art).getByRole('button', { name: /Famous Paintings/ }).textContent).toContain('Questions en anglais');
  });

  it('shows no language tag when the questions are in the interface language', async () => {
    stubEngine();
    renderScreen(<CategoriesPage />, { path: '/categories', url: '/categories' });
    const geography = await openGroup('Geography');
    expect(within(geography).getByRole('button', { name: /World Capitals/ }).textContent).not.toMatch(/Questions in/);
  });

  it('keeps an operator’s renamed subject and group as the operator wrote them', async () => {
    await inLanguage('de');
    const renamed = CATEGORIES.map((category) =>
      category.machine_name === 'world-capitals'
        ? { ...category, label: 'Capitals of Our World', category_group_label: 'Places' }
        : category,
    );
    stubEngine({ categories: () => json(collection('categories', renamed)) });
    renderScreen(<CategoriesPage />, { path: '/categories', url: '/categories' });
    const places = await openGroup('Places');
    expect(within(places).getByRole('button', { name: /Capitals of Our World/ }).textContent).toContain(
      'Fragen auf Englisch',
    );
    expect(await screen.findByRole('heading', { level: 2, name: /^Naturwissenschaften / })).toBeTruthy();
  });

  it('names the groups in English as the contract does, so a stock group label is recognised', () => {
    expect(en.categoryGroups).toEqual(CATEGORY_GROUP_LABELS);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s names every subject, group and the question language',
    (language) => {
      const catalogue = catalogues[`../../i18n/locales/${language}.json`]!;
      expect(Object.keys(catalogue.categoryNames)).toEqual(Object.keys(en.categoryNames));
      expect(Object.keys(catalogue.categoryGroups)).toEqual(Object.keys(en.categoryGroups));
      const english = questionLanguageName('en', language);
      expect(english, language).toBeTruthy();
      expect(english).not.toBe('en');
      expect(catalogue.categories.askedIn.replace('{{language}}', english!)).not.toBe('Questions in English');
    },
  );
});
