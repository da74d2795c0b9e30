import { DEFAULT_LANGUAGE, isLanguage, languageDirection, pickLanguage, type Language } from '@ricebowl/contract';
import { numberFormat, translator, type Catalogue } from './translator';

export type { Catalogue, TFunction, TranslationKey } from './translator';
export { translator };

/**
 * Every catalogue, English included, is built as chunks of its own, fetched only for the active
 * language (issue 19), each in two parts (./parts.ts): the first screen's keys, which main.tsx loads
 * before the first render, and the rest, which the other screens wait for with their own code
 * (./lazy-screen.ts). The game's initial JavaScript stays within its budget (issue 18). English is the
 * source language the others are checked complete against (catalogues.test.ts), not a runtime fallback.
 */
type Part = Partial<Catalogue>;
const firstLoaders = import.meta.glob<{ default: Part }>(['./en.json', './locales/*.json'], {
  query: { part: 'first' },
});
const restLoaders = import.meta.glob<{ default: Part }>(['./en.json', './locales/*.json'], {
  query: { part: 'rest' },
});

function fileOf(language: Language) {
  return language === DEFAULT_LANGUAGE ? './en.json' : `./locales/${language}.json`;
}

/** The languages with a catalogue in this build: English first, then the others by file name. */
export function availableLanguages(): Language[] {
  return (Object.keys(firstLoaders).map((file) => /\/(\w+)\.json$/.exec(file)?.[1]) as string[])
    .filter(isLanguage)
    .filter((language, index, all) => all.indexOf(language) === index);
}

/** Local storage key of the player's explicit choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

// A key missing in a catalogue (CI forbids that) shows English only if English is loaded already.
translator.setFallbackLanguage(DEFAULT_LANGUAGE);

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

const loadedParts = new Set<string>();
/** Whether a screen beyond the first has asked for the rest of the catalogue in this visit. */
let restWanted = false;

/** Adds one part of a language's catalogue to the translator, fetching its chunk the first time. */
async function loadPart(language: Language, part: 'first' | 'rest'): Promise<void> {
  const load = (part === 'first' ? firstLoaders : restLoaders)[fileOf(language)];
  if (!load || loadedParts.has(`${language}:${part}`)) return;
  const catalogue = await load();
  translator.addResources(language, catalogue.default);
  loadedParts.add(`${language}:${part}`);
}

/** `<html lang dir>` follow the language, so screen readers, fonts and the CSS logical properties do too. */
function setLanguage(language: Language) {
  translator.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

/** The rest of the active language's catalogue: every screen but the game's needs it. */
export function loadRestOfCatalogue(): Promise<void> {
  restWanted = true;
  return loadPart(currentLanguage(), 'rest');
}

/** Loads a language's catalogue (once; the rest too once a screen has needed it) and switches to it. */
export async function switchLanguage(language: Language): Promise<void> {
  const target = firstLoaders[fileOf(language)] ? language : DEFAULT_LANGUAGE;
  await Promise.all([loadPart(target, 'first'), restWanted ? loadPart(target, 'rest') : undefined]);
  setLanguage(target);
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
  return isLanguage(translator.language) ? translator.language : DEFAULT_LANGUAGE;
}

/** A link to one of the server's static pages asks for it in the interface language; other links stay. */
export function localisedPageLink(url: string): string {
  return /\/pages\/[a-z-]+\.html$/.test(url) ? `${url}?lang=${currentLanguage()}` : url;
}

/** Numbers with the language's digits and thousands separators (SPEC §9). */
export function formatNumber(value: number): string {
  return numberFormat(translator.language).format(value);
}

/** A date (and time, unless `dateOnly`) in the language's own format. */
export function formatDate(value: Date | number, options: { dateOnly?: boolean } = {}): string {
  return new Intl.DateTimeFormat(
    translator.language,
    options.dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(value);
}

export default translator;
