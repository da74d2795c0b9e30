import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, pickLanguage, type Language } from '@ricebowl/contract';
import en from './en.json';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;
export type Catalogue = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}

/**
 * English is bundled (the fallback, and the first paint of most visits); every other catalogue is its
 * own chunk, fetched only when that language is chosen (issue 19: only the active language loads).
 */
const catalogueLoaders = import.meta.glob<{ default: Catalogue }>(['./locales/*.json']);

function loaderOf(language: Language) {
  return catalogueLoaders[`./locales/${language}.json`];
}

/** The languages with a catalogue in this build, in the contract's order. */
export function availableLanguages(): Language[] {
  return (['en', ...Object.keys(catalogueLoaders).map((file) => /\/(\w+)\.json$/.exec(file)?.[1])] as string[])
    .filter(isLanguage)
    .filter((language, index, all) => all.indexOf(language) === index);
}

/** Local storage key of the player's explicit choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: availableLanguages(),
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** `<html lang dir>` follow the language, so screen readers, fonts and the CSS logical properties do too. */
i18next.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
});

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of this visit: the player's stored choice, else the browser's preferences. */
export function initialLanguage(): Language {
  const stored = storedChoice();
  const available = availableLanguages();
  if (isLanguage(stored) && available.includes(stored)) return stored;
  const picked = pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
  return available.includes(picked) ? picked : DEFAULT_LANGUAGE;
}

/** Loads a language's catalogue (once) and switches the interface to it. */
export async function switchLanguage(language: Language): Promise<void> {
  const load = loaderOf(language);
  if (language !== DEFAULT_LANGUAGE && load && !i18next.hasResourceBundle(language, defaultNS)) {
    const catalogue = await load();
    i18next.addResourceBundle(language, defaultNS, catalogue.default, true, true);
  }
  await i18next.changeLanguage(load || language === DEFAULT_LANGUAGE ? language : DEFAULT_LANGUAGE);
}

/** The player's choice from a switcher: applied and remembered on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage disabled: the choice lasts for the visit */
  }
}

/** The interface language now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** A link to one of the server's static pages asks for it in the interface language; other links stay. */
export function localisedPageLink(url: string): string {
  return /\/pages\/[a-z-]+\.html$/.test(url) ? `${url}?lang=${currentLanguage()}` : url;
}

/** Numbers with the language's digits and thousands separators (SPEC §9). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

/** A date (and time, unless `dateOnly`) in the language's own format. */
export function formatDate(value: Date | number, options: { dateOnly?: boolean } = {}): string {
  return new Intl.DateTimeFormat(
    i18next.language,
    options.dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(value);
}

export default i18next;
