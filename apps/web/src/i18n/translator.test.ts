import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ricebowl/contract';
import en from './en.json';
import { cataloguePart, FIRST_SCREEN_KEYS } from './parts';
import { translator, type TranslationKey } from './translator';
import { availableLanguages, currentLanguage, loadRestOfCatalogue, switchLanguage } from './index';

const catalogues = import.meta.glob<object>('./locales/*.json', { eager: true, import: 'default' });

afterEach(() => translator.changeLanguage('en'));

describe('the translator (issue 18: in place of i18next, same catalogue format)', () => {
  it('reads nested keys and fills {{placeholders}}, a {{name, number}} in the language’s digits', () => {
    expect(translator.t('game.progress.rankValue', { rank: '7' })).toBe(
      en.game.progress.rankValue.replace('{{rank}}', '7'),
    );
    translator.addResources('xx', { demo: { grains: 'You gave {{grains, number}} grains, {{who}}' } });
    translator.changeLanguage('xx');
    expect(translator.t('demo.grains' as TranslationKey, { grains: 1234567, who: 'Ada' })).toBe(
      `You gave ${new Intl.NumberFormat('xx').format(1234567)} grains, Ada`,
    );
  });

  it('picks plural forms by count with the language’s rules, _zero first for 0', () => {
    expect(translator.t('categories.count', { count: 1 })).toBe('1 category');
    expect(translator.t('categories.count', { count: 3 })).toBe('3 categories');
    translator.addResources('ar', catalogues['./locales/ar.json'] as never);
    translator.changeLanguage('ar');
    const ar = (catalogues['./locales/ar.json'] as { categories: Record<string, string> }).categories;
    const forms = [0, 1, 2, 5, 11, 100].map((count) => translator.t('categories.count', { count }));
    expect(forms).toEqual(
      ['zero', 'one', 'two', 'few', 'many', 'other'].map((form, index) =>
        ar[`count_${form}`]!.replace('{{count}}', String([0, 1, 2, 5, 11, 100][index])),
      ),
    );
  });

  it('falls back to English, then to the default value, then to the key', () => {
    translator.addResources('yy', { game: { card: {} } });
    translator.changeLanguage('yy');
    expect(translator.t('game.progress.label')).toBe(en.game.progress.label);
    expect(translator.exists('game.progress.label')).toBe(true);
    expect(translator.exists('game.nothing.here')).toBe(false);
    expect(translator.t('game.nothing.here' as TranslationKey, { defaultValue: 'Server text' })).toBe('Server text');
    expect(translator.t('game.nothing.here' as TranslationKey)).toBe('game.nothing.here');
  });
});

type Tree = Parameters<typeof cataloguePart>[0];
function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return out;
}

describe('catalogue parts (issue 18: the first screen loads only its keys)', () => {
  it('split every catalogue into two disjoint parts that make the whole', () => {
    for (const catalogue of [en, ...Object.values(catalogues)] as Parameters<typeof cataloguePart>[0][]) {
      const first = cataloguePart(catalogue, 'first');
      const rest = cataloguePart(catalogue, 'rest');
      expect(merge(first, rest)).toEqual(catalogue);
      for (const section of Object.keys(first))
        if (!FIRST_SCREEN_KEYS.some((key) => key.startsWith(`${section}.`))) expect(rest).not.toHaveProperty(section);
      expect(Object.keys(first).sort()).toEqual([...new Set(FIRST_SCREEN_KEYS.map((key) => key.split('.')[0]))].sort());
    }
  });

  it('load in the browser: the first part on a switch, the rest when a screen asks, in the new language too', async () => {
    expect([...availableLanguages()].sort()).toEqual([...LANGUAGES].sort());
    const es = catalogues['./locales/es.json'] as typeof en;
    await switchLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(translator.t('game.progress.label')).toBe(es.game.progress.label);
    await loadRestOfCatalogue();
    expect(translator.t('groups.title')).toBe((es as unknown as { groups: { title: string } }).groups.title);
    await switchLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const ar = catalogues['./locales/ar.json'] as typeof en;
    expect(translator.t('accounts.signIn.title')).toBe(
      (ar as unknown as { accounts: { signIn: { title: string } } }).accounts.signIn.title,
    );
    await switchLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
