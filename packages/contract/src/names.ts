/**
 * Rules for names people choose (usernames, group names), shared by the forms and the server.
 * Unicode TS #39 (security mechanisms) is the reference: no invisible or direction-changing
 * characters, and a name's letters come from one script (or one of the CJK combinations that
 * TS #39's "highly restrictive" level allows), so `аlice` with a Cyrillic а is refused.
 */

// Controls, format characters (bidi overrides and isolates, zero-width space/joiners, BOM …),
// other default-ignorable code points and line/paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;

export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name);
}

// Scripts a name's letters and marks may come from; anything else counts as a script of its own.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Canadian_Aboriginal',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
  'Yi',
  'Tifinagh',
  'Javanese',
  'Balinese',
  'Sundanese',
  'Vai',
  'Nko',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** The scripts of a name's characters, without Common (digits, punctuation) and Inherited (marks). */
export function scriptsOf(name: string): Set<string> {
  const found = new Set<string>();
  for (const char of name) {
    if (NEUTRAL.test(char)) continue;
    found.add(SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return found;
}

// TS #39 "highly restrictive": one script, or Latin with Japanese, Chinese or Korean writing.
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

export function mixesScripts(name: string): boolean {
  const scripts = scriptsOf(name);
  if (scripts.size <= 1) return false;
  if (scripts.has('Other')) return true;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}
