import type { TFunction } from './translator';
// Only these two sections of the English catalogue: the rest of it stays out of the bundle.
import { categoryGroups, categoryNames } from './en.json';

/**
 * Category and group names in the interface language (issue 19 item 6). The catalogues name the
 * subjects the content packs bring, by machine name; the server's label stays when the catalogue has
 * no name for it (a category an operator imported) or when an operator renamed it (its label is no
 * longer the pack's English name, and the operator's word wins).
 */
const PACK_NAMES: Record<string, string> = categoryNames;
const GROUP_NAMES: Record<string, string> = categoryGroups;

export function categoryName(t: TFunction, category: { machine_name: string; label: string }): string {
  const english = PACK_NAMES[category.machine_name];
  if (english === undefined || english !== category.label) return category.label;
  return t(`categoryNames.${category.machine_name}` as 'categoryNames.world-capitals');
}

export function categoryGroupName(t: TFunction, group: string, serverLabel: string): string {
  // The English catalogue's group names are the contract's stock labels (a test keeps them equal);
  // importing those here would bring the admin schemas into the game route's first bundle.
  const english = GROUP_NAMES[group];
  if (english === undefined || (serverLabel && serverLabel !== english)) return serverLabel || group;
  return t(`categoryGroups.${group}` as 'categoryGroups.math');
}

/** The language that says "no words" (BCP 47): sums and symbols ask in no language at all. */
const NO_LANGUAGE = 'zxx';

/**
 * The name of the language a subject asks in, in the interface language ("anglais" on a French
 * screen), when it is not the interface language; null when the player reads the questions anyway.
 */
export function questionLanguageName(questionLanguage: string | undefined, interfaceLanguage: string): string | null {
  if (!questionLanguage || questionLanguage === NO_LANGUAGE) return null;
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  if (base(questionLanguage) === base(interfaceLanguage)) return null;
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(questionLanguage);
    return name && name !== questionLanguage ? name : questionLanguage;
  } catch {
    return questionLanguage;
  }
}
