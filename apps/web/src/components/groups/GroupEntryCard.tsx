import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { groupKeys } from '../../api/groups';
import { AccountCard, formStyles } from '../form/Form';
import { FormServerMessage, GroupSubmitButton } from './GroupForm';
import styles from './Groups.module.css';

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
