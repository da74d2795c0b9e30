import { BADGE_NAMES, type BadgeName } from '@ricebowl/contract';
import { translatorFor } from '../../i18n/index.js';

/** Every badge and the rule that earns it (ARCHITECTURE §5). Ids are the machine names. */
export interface BadgeDefinition {
  machine_name: BadgeName;
  label: string;
  description: string;
}

type BadgeKind = 'streak' | 'accumulation' | 'hours' | 'daysInARow' | 'daysPlayed';

/** A badge's kind (its catalogue section under `badges`) and its amount, from the machine name. */
function kindOf(name: BadgeName): { kind: BadgeKind; count: number } {
  const [family, amount] = name.split('_') as [string, string];
  if (family === 'streak') return { kind: 'streak', count: Number(amount) };
  if (family === 'accumulation') return { kind: 'accumulation', count: Number(amount) };
  const count = Number(amount.slice(0, -1));
  const unit = amount.slice(-1);
  return { kind: unit === 'h' ? 'hours' : unit === 'd' ? 'daysInARow' : 'daysPlayed', count };
}

/**
 * A badge's label and description in `language` (a request's Accept-Language or a language code;
 * English when the server has no catalogue for it), numbers formatted for that language.
 */
export function describeBadge(name: BadgeName, language?: string | null): BadgeDefinition {
  const { t } = translatorFor(language);
  const { kind, count } = kindOf(name);
  return {
    machine_name: name,
    label: t(`badges.${kind}.label`, { count }),
    description: t(`badges.${kind}.description`, { count }),
  };
}

/** Every badge, in catalogue order, described in `language`. */
export function badgesIn(language?: string | null): BadgeDefinition[] {
  return BADGE_NAMES.map((name) => describeBadge(name, language));
}

/** Every badge in English (the machine names and rules do not depend on the language). */
export const BADGES: BadgeDefinition[] = badgesIn('en');

/** Correct answers needed for each accumulation badge, ascending. */
export const ACCUMULATION_THRESHOLDS = BADGE_NAMES.filter((n) => n.startsWith('accumulation_')).map((n) =>
  Number(n.split('_')[1]),
);
