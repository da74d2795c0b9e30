import { translator } from '../../i18n/translator';

/**
 * A rank or count padded to two digits ('03'), with the language's digits and separators: the
 * group page shows "your rank" as 'rank / member count' (SPEC §2 Group page).
 */
export function padTwo(value: number): string {
  return new Intl.NumberFormat(translator.language, { minimumIntegerDigits: 2 }).format(value);
}
