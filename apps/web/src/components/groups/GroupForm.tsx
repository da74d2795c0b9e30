import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { groupKeys } from '../../api/groups';
import { AccountCard, formStyles } from '../form/Form';
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

/**
 * The card of the create and join pages (SPEC §2): intro, the fields, a submit button disabled while
 * there is nothing to send, the server's message (its id handed to the fields) and the way back.
 */
export function GroupEntryCard({
  title,
  intro,
  submitLabel,
  canSubmit,
  busy,
  serverMessage,
  onSubmit,
  fields,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  serverMessage: string | null;
  onSubmit: (event: FormEvent) => void;
  /** The form's fields, given the id of the server's message so they can point at it. */
  fields: (serverMessageId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const serverMessageId = useId();
  return (
    <AccountCard title={title}>
      <p className={formStyles.text}>{intro}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {fields(serverMessageId)}
        <GroupSubmitButton disabled={!canSubmit} busy={busy}>
          {submitLabel}
        </GroupSubmitButton>
        <FormServerMessage id={serverMessageId} message={serverMessage} />
      </form>
      <p className={formStyles.links}>
        <Link to="/groups" className={styles.textLink}>
          {t('groups.back')}
        </Link>
      </p>
    </AccountCard>
  );
}

/** Opens a group the player has just made or joined, once their cached groups are fetched again. */
export function useOpenEnteredGroup(): (uuid: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (uuid) => {
    await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    void navigate(`/group/${encodeURIComponent(uuid)}`);
  };
}
