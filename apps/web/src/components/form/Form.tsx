import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Form } from './use-form';
import styles from './Form.module.css';

interface TextFieldProps<F extends string> {
  form: Form<F>;
  name: F;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'number' | 'datetime-local' | 'url';
  autoComplete?: string;
  hint?: ReactNode;
  required?: boolean;
  max?: string;
  min?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled input with its hint and its messages, described for screen readers. */
export function TextField<F extends string>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  required = false,
  max,
  min,
  rows,
}: TextFieldProps<F>) {
  const props = form.field(name, { hint: Boolean(hint) });
  const errors = form.errors[name];
  const className = errors.length > 0 ? `${styles.input} ${styles.invalid}` : styles.input;
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {label}
      </label>
      <FieldHint form={form} name={name} hint={hint} />
      {rows ? (
        <textarea {...props} rows={rows} aria-required={required || undefined} className={className} />
      ) : (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          max={max}
          min={min}
          className={className}
        />
      )}
      <FieldErrors form={form} name={name} />
    </div>
  );
}

function FieldHint<F extends string>({ form, name, hint }: { form: Form<F>; name: F; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={form.hintId(name)} className={styles.hint}>
      {hint}
    </p>
  );
}

function FieldErrors<F extends string>({ form, name }: { form: Form<F>; name: F }) {
  const errors = form.errors[name];
  if (errors.length === 0) return null;
  return (
    <ul id={form.errorId(name)} className={styles.fieldErrors}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A labelled choice from a list; the form holds the chosen option's value. */
export function SelectField<F extends string>({
  form,
  name,
  label,
  options,
  hint,
}: {
  form: Form<F>;
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
}) {
  const props = form.field(name, { hint: Boolean(hint) });
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {label}
      </label>
      <FieldHint form={form} name={name} hint={hint} />
      <select {...props} className={form.errors[name].length > 0 ? `${styles.input} ${styles.invalid}` : styles.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors form={form} name={name} />
    </div>
  );
}

/** A labelled check box; the form holds `'true'` when ticked and `''` when not. */
export function CheckboxField<F extends string>({
  form,
  name,
  label,
  hint,
}: {
  form: Form<F>;
  name: F;
  label: string;
  hint?: ReactNode;
}) {
  const { value: _value, onChange: _onChange, ...props } = form.field(name, { hint: Boolean(hint) });
  return (
    <div className={styles.checkField}>
      <input
        {...props}
        type="checkbox"
        checked={form.values[name] === 'true'}
        onChange={(event) => form.setValue(name, event.target.checked ? 'true' : '')}
        className={styles.checkbox}
      />
      <label htmlFor={props.id} className={styles.label}>
        {label}
      </label>
      <FieldHint form={form} name={name} hint={hint} />
      <FieldErrors form={form} name={name} />
    </div>
  );
}

/**
 * A refused submit's summary, announced at once: the fields to correct, each a link to its field.
 * The messages themselves are under the fields, once each (SPEC §5: fields highlighted, messages listed).
 */
export function ErrorSummary<F extends string>({ form }: { form: Form<F> }) {
  const { t } = useTranslation();
  const invalid = (Object.keys(form.errors) as F[]).filter((name) => form.errors[name].length > 0);
  if (invalid.length === 0) return null;
  return (
    <div role="alert" className={styles.summary} data-testid="error-summary">
      <p className={styles.summaryTitle}>{t('forms.summaryTitle')}</p>
      <ul>
        {invalid.map((name) => (
          <li key={name}>
            <a
              href={`#${form.field(name).id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(form.field(name).id)?.focus();
              }}
            >
              {form.labelOf(name)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The server's answer to the form (SPEC §8: data.message under the form). */
export function ServerMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.serverMessage}>
      {message}
    </p>
  );
}

/** A confirmation after a successful action. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.success}>
      {children}
    </p>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

/** The card every account screen sits in, titled by its one heading. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="account-card-title">
      <h1 id="account-card-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export { styles as formStyles };
