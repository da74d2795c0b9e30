import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { FORM_RULES, TIMINGS } from '@ricebowl/contract';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/http';
import {
  ErrorSummary,
  ServerMessage,
  SubmitButton,
  SuccessMessage,
  TextField,
  formStyles,
} from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { endSession, useSession, type SessionUser } from '../../state/session';
import styles from './Profile.module.css';

/** /profile-delete — deletes the account; 'Account Deleted!' and, 2000 ms later, signed out (SPEC §2). */
export function DeleteAccountPage() {
  const user = useSession();
  return user ? <DeleteAccount user={user} /> : null;
}

function DeleteAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const form = useForm({
    initial: { password: '' },
    rules: FORM_RULES.deleteAccount,
    labels: { password: t('fields.password') },
    overrides: { password: { minLength: t('deleteAccount.passwordRule') } },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await accountsApi.deleteAccount({ username: user.username, password });
      setDeleted(true);
      // The account is gone on the server; the session here ends after the confirmation was seen.
      window.setTimeout(() => {
        endSession('/');
        queryClient.removeQueries({ queryKey: ['user-stats'] });
      }, TIMINGS.deleteAccountSignOutMs);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) form.setServerMessage(t('deleteAccount.wrongPassword'));
      else form.showServerError(error);
    }
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('deleteAccount.title')}</h1>
      <section className={styles.card} aria-label={t('deleteAccount.title')}>
        {deleted ? (
          <SuccessMessage>{t('deleteAccount.done')}</SuccessMessage>
        ) : (
          <>
            <p className={styles.cheater}>{t('deleteAccount.warning')}</p>
            <form className={formStyles.form} onSubmit={submit} noValidate>
              <ErrorSummary form={form} />
              <TextField
                form={form}
                name="password"
                type="password"
                label={t('fields.password')}
                autoComplete="current-password"
                required
              />
              <SubmitButton busy={form.submitting}>{t('deleteAccount.submit')}</SubmitButton>
              <ServerMessage message={form.serverMessage} />
            </form>
            <p className={formStyles.links}>
              <Link to="/profile">{t('deleteAccount.cancel')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
