import { payloadRules, ruleMessage, validateForm, type FormRules } from '@ricebowl/contract';
import { AppError } from '../platform/errors.js';

const LABELS: Record<string, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  birthdate: 'Date of birth',
  confirmation: 'Confirm password',
  code: 'Code',
  name: 'Name',
};

/**
 * Applies a form's shared rules (SPEC §5) to the payload and throws a 400 with the same messages
 * the form shows: `message` is the first, `errors` lists them per field.
 */
export function enforceRules(rules: FormRules, values: Record<string, string | null | undefined>, today: Date): void {
  const sent = Object.keys(rules).filter((field) => field in values);
  const failures = validateForm(payloadRules(rules, sent), normalise(values), today);
  const fields = Object.entries(failures);
  if (fields.length === 0) return;
  const errors = Object.fromEntries(
    fields.map(([field, list]) => [field, list.map((f) => ruleMessage(f, (name) => LABELS[name] ?? name))]),
  );
  const first = fields[0]![1][0]!;
  const code = first.rule === 'age' ? 'under_age' : 'validation_failed';
  throw new AppError(400, code, 'Invalid input', errors[fields[0]![0]]![0], { errors });
}

function normalise(values: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']));
}

// Sign-in takes a username or an e-mail address, so a username cannot look like one.
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{3,28}[\p{L}\p{N}]$/u;

export function enforceUsernameShape(username: string): void {
  if (!USERNAME.test(username)) {
    throw new AppError(
      400,
      'validation_failed',
      'Invalid input',
      'Username may use 5 to 30 letters, digits, spaces, dots, dashes and underscores.',
      { errors: { username: ['Username may use 5 to 30 letters, digits, spaces, dots, dashes and underscores.'] } },
    );
  }
}

const MAX_BATCH_IDS = 100;

/** The ids of a batch lookup (`?uuids=a,b`): distinct, trimmed, at most 100. */
export function batchIds(csv: string): string[] {
  const ids = [
    ...new Set(
      csv
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_BATCH_IDS) {
    throw new AppError(400, 'validation_failed', 'Invalid input', `At most ${MAX_BATCH_IDS} ids at a time.`);
  }
  return ids;
}
