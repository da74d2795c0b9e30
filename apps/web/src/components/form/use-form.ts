import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { validateForm, type RuleFailure, type RuleName } from '@ricebowl/contract';
import { accountsErrorOf } from '../../api/accounts';

/** Per field and rule, a message that replaces the vocabulary's (SPEC §5 delete account). */
export type MessageOverrides<F extends string> = Partial<Record<F, Partial<Record<RuleName, string>>>>;

export interface FormOptions<F extends string> {
  /** The fields in screen order, with their starting values. */
  initial: Record<F, string>;
  /** SPEC §5 rules per field (FORM_RULES…); may change between renders (captcha, resend password). */
  rules: Partial<Record<F, string>>;
  /** The translated label of each field, used in the messages. */
  labels: Record<F, string>;
  overrides?: MessageOverrides<F>;
}

/** The elements a field can be: an input, a text area or a select (the admin area uses all three). */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  ref: (element: FieldElement | null) => void;
}

/**
 * A form's values, its SPEC §5 validation with translated messages, the server's answer, and the
 * accessibility around them: `aria-invalid`, error ids for `aria-describedby`, and focus moved to
 * the first invalid field after a refused submit.
 */
export function useForm<F extends string>({ initial, rules, labels, overrides }: FormOptions<F>) {
  const { t } = useTranslation();
  const formId = useId();
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [failures, setFailures] = useState<Record<string, RuleFailure[]>>({});
  const { serverFieldErrors, setServerFieldErrors, serverMessage, setServerMessage, showServerError } = useServerAnswer(
    fields,
    t,
  );
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<F, FieldElement>());

  const check = (next: Record<F, string>) => validateForm(rules as Record<string, string>, next);

  const errors = messagesByField(fields, rules, failures, serverFieldErrors, (failure) =>
    ruleMessage(t, failure, labels, overrides),
  );
  const summary = fields.flatMap((field) => errors[field]);
  /** The translated label of a field (the error summary names the fields to correct). */
  const labelOf = (field: F) => labels[field];

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the player has tried to submit, messages follow what they type.
    if (submitted) setFailures(check(next));
    setServerFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Sets values without judging them (a saved form clears its passwords; a used captcha is spent). */
  const resetFields = (changes: Partial<Record<F, string>>) => {
    setValues((current) => ({ ...current, ...changes }));
    setFailures((current) => {
      const next = { ...current };
      for (const name of Object.keys(changes)) delete next[name];
      return next;
    });
    setSubmitted(false);
  };

  const errorId = (field: F) => `${formId}-${field}-error`;
  const hintId = (field: F) => `${formId}-${field}-hint`;

  /** Props for the field's input; `hint` adds the hint's id to its description. */
  const field = (name: F, { hint = false }: { hint?: boolean } = {}): FieldProps => {
    const invalid = errors[name].length > 0;
    const describedBy = [hint ? hintId(name) : null, invalid ? errorId(name) : null].filter(Boolean).join(' ');
    return {
      id: `${formId}-${name}`,
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      'aria-invalid': invalid,
      'aria-describedby': describedBy || undefined,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  };

  /** Validates, then runs `onValid`; a refused form lists its messages and focuses the first invalid field. */
  const handleSubmit = (onValid: (values: Record<F, string>) => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(values);
    setSubmitted(true);
    setFailures(found);
    setServerFieldErrors({});
    setServerMessage(null);
    const firstInvalid = fields.find((name) => rules[name] !== undefined && found[name]);
    if (firstInvalid) {
      elements.current.get(firstInvalid)?.focus();
      return;
    }
    setSubmitting(true);
    void Promise.resolve(onValid(values)).finally(() => setSubmitting(false));
  };

  return {
    values,
    setValue,
    resetFields,
    errors,
    summary,
    labelOf,
    errorId,
    hintId,
    field,
    serverMessage,
    setServerMessage,
    showServerError,
    handleSubmit,
    submitting,
  };
}

/** Each field's messages under it: its broken rule, then the server's, each message once. */
function messagesByField<F extends string>(
  fields: F[],
  rules: Partial<Record<F, string>>,
  failures: Record<string, RuleFailure[]>,
  serverFieldErrors: Partial<Record<F, string[]>>,
  messageOf: (failure: RuleFailure) => string,
): Record<F, string[]> {
  const errors = {} as Record<F, string[]>;
  for (const field of fields) {
    // A field whose rules went away (a hidden password field) has nothing left to say. Otherwise
    // its first broken rule speaks for it: an empty field is "required", not also "too short".
    const first = rules[field] === undefined ? undefined : failures[field]?.[0];
    const messages = [...(first ? [messageOf(first)] : []), ...(serverFieldErrors[field] ?? [])];
    errors[field] = [...new Set(messages)];
  }
  return errors;
}

/** A rule's translated message for a field, or the form's own override of it. */
function ruleMessage<F extends string>(
  t: TFunction,
  failure: RuleFailure,
  labels: Record<F, string>,
  overrides: MessageOverrides<F> | undefined,
): string {
  const override = overrides?.[failure.field as F]?.[failure.rule];
  if (override) return override;
  const label = (field: string) => labels[field as F] ?? field;
  const arg = failure.args[0] ?? '';
  return t(`validation.${failure.rule}`, {
    field: label(failure.field),
    arg_0: failure.rule === 'match' ? label(arg) : arg,
  });
}

/** The server's answer to the last submit: its message for the form and its errors per field. */
function useServerAnswer<F extends string>(fields: F[], t: TFunction) {
  const [serverFieldErrors, setServerFieldErrors] = useState<Partial<Record<F, string[]>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  /** Shows a failed call's answer: the server's `message` under the form, its field errors under the fields. */
  const showServerError = (error: unknown, fallback = t('forms.failed')) => {
    const body = accountsErrorOf(error);
    const perField: Partial<Record<F, string[]>> = {};
    for (const [name, messages] of Object.entries(body?.errors ?? {})) {
      if ((fields as string[]).includes(name)) perField[name as F] = messages;
    }
    setServerFieldErrors(perField);
    setServerMessage(body?.message ?? fallback);
  };

  return { serverFieldErrors, setServerFieldErrors, serverMessage, setServerMessage, showServerError };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;
