import type en from './en.json';

/**
 * The interface's translator: the part of i18next this app used (nested keys, `{{name}}` and
 * `{{name, number}}` interpolation, plural forms by `count` through Intl.PluralRules with i18next's
 * JSON v4 suffixes, `defaultValue`), in 2 kB instead of i18next's and react-i18next's 18 kB gzip, which
 * the game's initial bundle could not afford (issue 18, docs/decisions). The catalogues keep their
 * i18next format: translators' tools and the catalogue checks read them as before.
 */
export type Catalogue = typeof en;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every key of the catalogue, as `section.key`; a plural key also by its name without the suffix. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralForm}` ? Base | K : K}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Keys<Catalogue>;

export interface TranslateOptions {
  /** Picks the plural form when a number (a formatted figure is only `{{count}}` in the text). */
  count?: number | string;
  /** The text when the key is in no loaded catalogue. */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

/** A catalogue, or a part of one, as nested sections. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };
type Tree = CatalogueTree;

const resources = new Map<string, Tree>();
const listeners = new Set<() => void>();
let language = 'en';
let fallbackLanguage = 'en';
/** Bumped on every change of language or catalogue: React re-renders what it translated. */
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function lookup(lang: string, key: string): string | undefined {
  let node: string | Tree | undefined = resources.get(lang);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** The text of `key` in `lang`: with a count, its plural form (i18next's order: _zero for 0 first). */
function resolve(lang: string, key: string, count: number | undefined): string | undefined {
  if (count === undefined) return lookup(lang, key);
  return (
    (count === 0 ? lookup(lang, `${key}_zero`) : undefined) ??
    lookup(lang, `${key}_${pluralForm(lang, count)}`) ??
    lookup(lang, `${key}_other`) ??
    lookup(lang, key)
  );
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One number format per language: making one costs far more than using it (a counter formats every frame). */
export function numberFormat(lang: string): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format;
}

function interpolate(text: string, lang: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (match, name: string, format?: string) => {
    const value = values[name];
    if (format === 'number' && typeof value === 'number') return numberFormat(lang).format(value);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    return match;
  });
}

export const translator = {
  /** The interface language now (a BCP 47 code). */
  get language() {
    return language;
  },
  /** The text of a key in the current language (else the fallback's, if loaded; else the default or the key). */
  t(key: TranslationKey, options: TranslateOptions = {}): string {
    const count = typeof options.count === 'number' ? options.count : undefined;
    const found = resolve(language, key, count) ?? resolve(fallbackLanguage, key, count);
    if (found === undefined) return options.defaultValue ?? key;
    return interpolate(found, language, options);
  },
  /** Whether a key has a text in the current or the fallback language. */
  exists(key: string): boolean {
    return lookup(language, key) !== undefined || lookup(fallbackLanguage, key) !== undefined;
  },
  /** Merges a (part of a) catalogue into a language's resources. */
  addResources(lang: string, tree: Tree) {
    resources.set(lang, merge(resources.get(lang) ?? {}, tree));
    changed();
  },
  hasResources(lang: string): boolean {
    return resources.has(lang);
  },
  setFallbackLanguage(lang: string) {
    fallbackLanguage = lang;
  },
  changeLanguage(lang: string) {
    if (lang === language) return;
    language = lang;
    changed();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object' && existing !== null ? merge(existing, value) : value;
  }
  return out;
}
