import { describe, expect, it } from 'vitest';
import { LANGUAGES, catalogueProblems, untranslatedKeys } from '@ricebowl/contract';
import en from './en.json' with { type: 'json' };
import { serverCatalogues } from './index.js';

describe('server catalogues (issue 19)', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key, plural form and placeholder',
    (language) => {
      const catalogue = serverCatalogues[language];
      expect(catalogue, `apps/server/src/i18n/${language}.json`).toBeDefined();
      expect(catalogueProblems(en, catalogue!, language)).toEqual([]);
      expect(untranslatedKeys(en, catalogue!)).toEqual([]);
    },
  );

  it('finds what is missing, extra, or in the wrong plural forms', () => {
    const english = { a: 'Hello {{name}}', n_one: '{{count}} grain', n_other: '{{count}} grains' };
    expect(catalogueProblems(english, { a: 'Hola {{nombre}}', n_one: 'x', n_other: 'y', b: 'z' }, 'es')).toEqual([
      'a uses {{nombre}}, which English does not give',
      'extra b',
      'missing n_many',
    ]);
    expect(catalogueProblems(english, { a: 'مرحبا', n_other: 'حبات' }, 'ar').sort()).toEqual(
      ['few', 'many', 'one', 'two', 'zero'].map((form) => `missing n_${form}`),
    );
    expect(
      untranslatedKeys(
        { ...english, a: 'Hello {{name}}, welcome' },
        { a: 'Hello {{name}}, welcome', n_one: '{{count}} grain' },
      ),
    ).toEqual(['a']);
  });
});
