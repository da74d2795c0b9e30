import { describe, expect, it } from 'vitest';
import { LANGUAGES, catalogueProblems, untranslatedKeys } from '@ricebowl/contract';
import en from './en.json';

const catalogues = import.meta.glob<object>('./locales/*.json', { eager: true, import: 'default' });
const present = Object.keys(catalogues).map((file) => /\/(\w+)\.json$/.exec(file)![1]!);

/**
 * Texts that are the same in English and in the language: names, and words the language borrows.
 * Anything else equal to its English text is English leaking through.
 */
const SAME_AS_ENGLISH: Partial<Record<(typeof LANGUAGES)[number], string[]>> = {};

describe('web catalogues (issue 19)', () => {
  it('are only of interface languages, and every interface language has one', () => {
    for (const language of present) expect(LANGUAGES).toContain(language);
    expect([...present].sort()).toEqual(LANGUAGES.filter((language) => language !== 'en').sort());
  });

  it.each(present as (typeof LANGUAGES)[number][])(
    '%s has every key of English, its plural forms and no stray placeholder',
    (language) => {
      const catalogue = catalogues[`./locales/${language}.json`];
      expect(catalogue, `apps/web/src/i18n/locales/${language}.json`).toBeDefined();
      expect(catalogueProblems(en, catalogue!, language)).toEqual([]);
      expect(untranslatedKeys(en, catalogue!, SAME_AS_ENGLISH[language])).toEqual([]);
    },
  );
});
