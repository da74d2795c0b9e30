import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, type Language } from '@ricebowl/contract';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import sw from './sw.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

/**
 * The server's catalogues (e-mails, accounts error messages), one per interface language that has
 * one. A language without one speaks English.
 */
// A nested tree of texts: plural keys (`_one`, `_few`, …) differ by language, so no one shape.
type Catalogue = { [key: string]: string | Catalogue };
export const serverCatalogues: Partial<Record<Language, Catalogue>> = { en, es, fr, pt, de, it, ar, hi, sw, zh };

// The server's own instance: the web app's i18next (and its catalogue) never sees these keys.
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(serverCatalogues).map(([lng, catalogue]) => [lng, { translation: catalogue }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  // Plain text is not HTML: values stay as typed; the HTML body escapes whole strings itself.
  interpolation: { escapeValue: false },
});

/** The language to write in: the one asked for when it has a catalogue, else English. */
export function serverLanguage(language: string | undefined | null): Language {
  return isLanguage(language) && serverCatalogues[language] ? language : DEFAULT_LANGUAGE;
}

export function translatorFor(language: string | undefined | null): {
  t: TFunction;
  language: Language;
  dir: 'ltr' | 'rtl';
} {
  const lng = serverLanguage(language);
  return { t: i18n.getFixedT(lng), language: lng, dir: languageDirection(lng) };
}

// English message → its key under `errors`: the code keeps its English texts where they are, and a
// message with a catalogue entry is translated on the way out.
const errorKeys = new Map(Object.entries(en.errors).map(([key, text]) => [text, key]));

/** An accounts error message in the asked language, when the catalogue has it; otherwise as it is. */
export function translateMessage(message: string, language: string | undefined | null): string {
  const key = errorKeys.get(message);
  const lng = serverLanguage(language);
  if (!key || lng === DEFAULT_LANGUAGE) return message;
  return i18n.getFixedT(lng)(`errors.${key}` as 'errors.wrongCredentials');
}
