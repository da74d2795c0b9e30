/**
 * The completeness rule for translation catalogues (issue 19), shared by the web and server tests:
 * a catalogue has every key of the English one and no other; a plural key has exactly the plural
 * forms its language uses (CLDR, as `Intl.PluralRules` knows them: Arabic six, Chinese one); a text
 * uses no placeholder the English text does not provide.
 */
type Tree = { [key: string]: string | Tree };

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Keys grouped by their plural base: `a.b_one`, `a.b_other` → `a.b` with forms one and other. */
function byBase(flat: Map<string, string>) {
  const plurals = new Map<string, Map<string, string>>();
  const plain = new Map<string, string>();
  for (const [key, value] of flat) {
    const match = PLURAL.exec(key);
    if (match) {
      const forms = plurals.get(match[1]!) ?? new Map<string, string>();
      forms.set(match[2]!, value);
      plurals.set(match[1]!, forms);
    } else plain.set(key, value);
  }
  return { plurals, plain };
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));

/** Every problem of `catalogue` (in `language`) against `english`; empty when it is complete. */
export function catalogueProblems(english: object, catalogue: object, language: string): string[] {
  const problems: string[] = [];
  const source = byBase(flatten(english as Tree));
  const target = byBase(flatten(catalogue as Tree));
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

  for (const [key, text] of source.plain) {
    const translated = target.plain.get(key);
    if (translated === undefined) problems.push(`missing ${key}`);
    else if (!translated.trim()) problems.push(`empty ${key}`);
    else {
      for (const name of placeholders(translated))
        if (!placeholders(text).has(name)) problems.push(`${key} uses {{${name}}}, which English does not give`);
    }
  }
  for (const key of target.plain.keys()) if (!source.plain.has(key)) problems.push(`extra ${key}`);

  for (const [base, englishForms] of source.plurals) {
    const translatedForms = target.plurals.get(base);
    if (!translatedForms) {
      problems.push(`missing ${base}_{${forms.join(',')}}`);
      continue;
    }
    const given = new Set([...englishForms.values()].flatMap((text) => [...placeholders(text)]));
    for (const form of forms) {
      const translated = translatedForms.get(form);
      if (translated === undefined) problems.push(`missing ${base}_${form}`);
      else if (!translated.trim()) problems.push(`empty ${base}_${form}`);
      else {
        for (const name of placeholders(translated))
          if (!given.has(name)) problems.push(`${base}_${form} uses {{${name}}}, which English does not give`);
      }
    }
    for (const form of translatedForms.keys())
      if (!forms.includes(form)) problems.push(`extra ${base}_${form} (${language} has no "${form}" form)`);
  }
  for (const base of target.plurals.keys()) if (!source.plurals.has(base)) problems.push(`extra ${base}_*`);
  return problems;
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

/**
 * Texts left in English: a translation equal to its English text, with at least two words of
 * Latin letters (names such as "Ricebowl" or "FAQ" pass), unless `allowed` lists its key.
 */
export function untranslatedKeys(english: object, catalogue: object, allowed: readonly string[] = []): string[] {
  const source = flatten(english as Tree);
  const target = flatten(catalogue as Tree);
  return [...target]
    .filter(([key, text]) => source.get(key) === text && /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(withoutPlaceholders(text)))
    .map(([key]) => key)
    .filter((key) => !allowed.includes(key));
}
