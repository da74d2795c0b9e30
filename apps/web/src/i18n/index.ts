import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Numbers with the language's thousands separators (SPEC §9). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

export default i18next;
