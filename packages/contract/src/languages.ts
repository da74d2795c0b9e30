import { Type, type Static } from '@sinclair/typebox';
import { LiteralUnion } from './jsonapi.js';

/**
 * The interface languages (issue 19): BCP 47 codes as catalogue files and the account's `language`
 * attribute spell them. English is the source language and the fallback.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'de', 'it', 'ar', 'hi', 'sw', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: a switcher lists them so, whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  de: 'Deutsch',
  it: 'Italiano',
  ar: 'العربية',
  hi: 'हिन्दी',
  sw: 'Kiswahili',
  zh: '简体中文',
};

const RTL: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return RTL.has(language) ? 'rtl' : 'ltr';
}

/**
 * The first supported language among a browser's preferences, best first ('pt-BR' is Portuguese,
 * 'zh-Hant-TW' still reads Simplified Chinese better than English); English when none is.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` header's tags, by quality (highest first, ties in header order); q=0 is refused. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language an `Accept-Language` header asks for (e-mails, static pages, error messages). */
export function languageFromHeader(header: string | undefined): Language {
  return pickLanguage(acceptLanguageTags(header));
}

/** A language code in a request or an account document. */
export const LanguageCode = LiteralUnion(LANGUAGES, { description: 'An interface language (BCP 47 code)' });

/** `PUT /api/accounts/users/{id}/language`: the account's interface language. */
export const SetLanguageBody = Type.Object({ language: LanguageCode }, { additionalProperties: false });
export type SetLanguageBody = Static<typeof SetLanguageBody>;
