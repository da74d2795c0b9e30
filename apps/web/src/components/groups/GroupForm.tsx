import type { ReactNode } from 'react';
import { formStyles } from '../form/Form';
import type { Form } from '../form/use-form';
import styles from './Groups.module.css';

/**
 * A labelled text field of a group form. Its description names the hint, its own messages and,
 * when there is one, the server's answer under the form (SPEC §8), so a screen reader reads them
 * with the field.
 */
export function GroupTextField<F extends string>({
  form,
  name,
  label,
  hint,
  serverMessageId,
  autoComplete = 'off',
  autoCapitalize,
}: {
  form: Form<F>;
  name: F;
  label: string;
  hint?: ReactNode;
  serverMessageId?: string;
  autoComplete?: string;
  autoCapitalize?: string;
}) {
  const props = form.field(name, { hint: Boolean(hint) });
  const errors = form.errors[name];
  const describedBy =
    [props['aria-describedby'], form.serverMessage && serverMessageId ? serverMessageId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={props.id} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={form.hintId(name)} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        aria-describedby={describedBy}
        type="text"
        autoComplete={autoComplete}
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        aria-required="true"
        className={errors.length > 0 ? `${formStyles.input} ${formStyles.invalid}` : formStyles.input}
      />
      {errors.length > 0 ? (
        <ul id={form.errorId(name)} className={formStyles.fieldErrors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server's message under a form (SPEC §8), with an id the fields point at. */
export function FormServerMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={formStyles.serverMessage}>
      {message}
    </p>
  );
}

/** A submit button that is disabled while the form has nothing to send (SPEC §2 Join / Create group). */
export function GroupSubmitButton({
  children,
  disabled,
  busy,
}: {
  children: ReactNode;
  disabled: boolean;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      className={`${formStyles.primary} ${styles.submit}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      {children}
    </button>
  );
}

/**
 * A polite live region that is always in the page, so a success message put into it is announced
 * (SPEC §8 success messages).
 */
export function SuccessStatus({ message }: { message: string | null }) {
  return (
    <div role="status" className={styles.status}>
      {message ? <p className={formStyles.success}>{message}</p> : null}
    </div>
  );
}
