import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, languageDirection, languageFromHeader, pickLanguage } from './index.js';

describe('interface languages', () => {
  it('picks the first supported preference by its base language', () => {
    expect(pickLanguage(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(pickLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(pickLanguage(['ja', 'ko'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('reads Accept-Language by quality, refusing q=0 and wildcards', () => {
    expect(acceptLanguageTags('fr;q=0.5, ar-EG, *;q=0.1, de;q=0')).toEqual(['ar-EG', 'fr']);
    expect(languageFromHeader('de;q=0, sw-KE;q=0.9, hi;q=0.8')).toBe('sw');
    expect(languageFromHeader('xx, yy')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('hi')).toBe('ltr');
  });
});
