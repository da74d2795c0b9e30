import { BADGE_NAMES, type BadgeName } from '@ricebowl/contract';

/** Every badge and the rule that earns it (ARCHITECTURE §5). Ids are the machine names. */
export interface BadgeDefinition {
  machine_name: BadgeName;
  label: string;
  description: string;
}

function describe(name: BadgeName): BadgeDefinition {
  const [kind, amount] = name.split('_') as [string, string];
  if (kind === 'streak') {
    return {
      machine_name: name,
      label: `${amount} in a row`,
      description: `Answer ${amount} questions correctly in a row.`,
    };
  }
  if (kind === 'accumulation') {
    const count = Number(amount).toLocaleString('en');
    return {
      machine_name: name,
      label: `${count} correct answers`,
      description: `Answer ${count} questions correctly in all.`,
    };
  }
  const value = Number(amount.slice(0, -1));
  const unit = amount.slice(-1);
  if (unit === 'h') {
    return {
      machine_name: name,
      label: `${value} hour${value > 1 ? 's' : ''} of play`,
      description: `Play for ${value} hour${value > 1 ? 's' : ''} without a break longer than 10 minutes.`,
    };
  }
  if (unit === 'd') {
    return { machine_name: name, label: `${value} days in a row`, description: `Play on ${value} days in a row.` };
  }
  return { machine_name: name, label: `${value} days of play`, description: `Play on ${value} different days.` };
}

export const BADGES: BadgeDefinition[] = BADGE_NAMES.map(describe);

/** Correct answers needed for each accumulation badge, ascending. */
export const ACCUMULATION_THRESHOLDS = BADGE_NAMES.filter((n) => n.startsWith('accumulation_')).map((n) =>
  Number(n.split('_')[1]),
);
