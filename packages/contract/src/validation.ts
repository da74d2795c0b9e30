/**
 * The form rule vocabulary of SPEC §5, shared by the web forms and the server's validation so that
 * both give the same messages. Rules combine with `|`; arguments follow a colon:
 * `required|minLength:5|match:confirmation`.
 */
import { GROUP_NAME_MIN, MIN_SIGNUP_AGE, PASSWORD_MIN, USERNAME_MIN } from './constants.js';
import { hasInvisibleCharacters, mixesScripts } from './names.js';

export const RULE_MESSAGES = {
  required: '{field} is required.',
  email: 'Email is not valid.',
  minLength: '{field} should be at least {arg_0} characters.',
  match: '{field} and {arg_0} must match.',
  eq: '{field} should be equal to {arg_0}.',
  age: "Sorry, but if you're under 13 you can't sign up for an account right now",
  // Names (issue 20, Unicode TS #39): look-alike and hidden-text tricks.
  visible: '{field} may not contain invisible or direction-changing characters.',
  oneScript: '{field} must use the letters of one alphabet (no look-alike letters from another).',
} as const;
export type RuleName = keyof typeof RULE_MESSAGES;

/** A message to show: the rule's id (the web app translates `validation.<rule>`) and its values. */
export interface RuleFailure {
  rule: RuleName;
  field: string;
  args: string[];
}

export type FormRules = Record<string, string>;

/** SPEC §5, per form. `captcha` joins the register rules only when the server asked for it. */
export const FORM_RULES = {
  signIn: { username: 'required', password: 'required' },
  register: {
    username: `required|minLength:${USERNAME_MIN}|visible|oneScript`,
    email: 'required|email',
    birthdate: 'required|age',
    password: `required|minLength:${PASSWORD_MIN}|match:confirmation`,
    confirmation: 'required',
  },
  editProfile: {
    username: 'required|visible|oneScript',
    email: 'required|email',
    password: `required|minLength:${PASSWORD_MIN}|match:confirmation`,
    confirmation: 'required',
  },
  deleteAccount: { password: `minLength:${PASSWORD_MIN}` },
  forgotPassword: { email: 'required|email' },
  resendVerificationSameEmail: { email: 'required|email' },
  resendVerificationNewEmail: { email: 'required|email', password: 'required' },
  joinGroup: { code: 'required' },
  group: { name: `required|minLength:${GROUP_NAME_MIN}|visible` },
} as const satisfies Record<string, FormRules>;

// A pragmatic address pattern: something@something.tld, no spaces (the "standard" HTML5 shape).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Whole years between a YYYY-MM-DD birth date and `today`; null when the date is not real. */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age--;
  return age;
}

function check(rule: RuleName, value: string, args: string[], values: Record<string, string>, today: Date): boolean {
  switch (rule) {
    case 'required':
      return value.trim() !== '';
    case 'email':
      return value === '' || isEmail(value);
    case 'minLength':
      return value.length >= Number(args[0]);
    case 'match':
      return value === (values[args[0]!] ?? '');
    case 'eq':
      return value === args[0];
    case 'visible':
      return !hasInvisibleCharacters(value);
    case 'oneScript':
      return !mixesScripts(value.normalize('NFKC'));
    case 'age': {
      if (value === '') return true; // `required` speaks for an empty date
      const age = ageOn(value, today);
      return age !== null && age >= MIN_SIGNUP_AGE;
    }
  }
}

/**
 * Checks every field against its rules and returns the failures per field, in rule order; an
 * empty object when the form is valid.
 */
export function validateForm(
  rules: FormRules,
  values: Record<string, string | undefined>,
  today: Date = new Date(),
): Record<string, RuleFailure[]> {
  const filled = Object.fromEntries(Object.keys(rules).map((field) => [field, values[field] ?? '']));
  const failures: Record<string, RuleFailure[]> = {};
  for (const [field, spec] of Object.entries(rules)) {
    for (const part of spec.split('|')) {
      const [name, ...rest] = part.split(':');
      const rule = name as RuleName;
      const args = rest.length ? rest.join(':').split(',') : [];
      if (!check(rule, filled[field]!, args, filled, today)) (failures[field] ??= []).push({ rule, field, args });
    }
  }
  return failures;
}

/** The English message of a failure, with field labels supplied by the caller. */
export function ruleMessage(failure: RuleFailure, label: (field: string) => string = humanize): string {
  let text: string = RULE_MESSAGES[failure.rule];
  text = text.replace('{field}', label(failure.field));
  failure.args.forEach((arg, i) => {
    text = text.replace(`{arg_${i}}`, failure.rule === 'match' ? label(arg) : arg);
  });
  return text;
}

function humanize(field: string): string {
  const spaced = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/**
 * The rules a server applies to a form's payload: the fields it receives, without the rules that
 * compare against fields only the browser has (`match:confirmation`).
 */
export function payloadRules(rules: FormRules, sent: readonly string[]): FormRules {
  const result: FormRules = {};
  for (const field of sent) {
    const spec = rules[field];
    if (spec === undefined) continue;
    const kept = spec.split('|').filter((rule) => !rule.startsWith('match:'));
    if (kept.length) result[field] = kept.join('|');
  }
  return result;
}
