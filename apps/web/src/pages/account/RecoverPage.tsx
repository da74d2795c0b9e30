import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_RULES } from '@ricebowl/contract';
import { accountsApi } from '../../api/accounts';
import {
  AccountCard,
  ErrorSummary,
  ServerMessage,
  SubmitButton,
  SuccessMessage,
  TextField,
  formStyles,
} from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';

/** /profile-login-recover — mails a one-time login link (SPEC §2 Forgot password). */
export function RecoverPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: { email: '' },
    rules: FORM_RULES.forgotPassword,
    labels: { email: t('fields.email') },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await accountsApi.recovery({ email: email.trim() });
      setSent(true);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <AccountCard title={t('accounts.recover.title')}>
      {sent ? (
        <SuccessMessage>{t('accounts.recover.success')}</SuccessMessage>
      ) : (
        <>
          <p className={formStyles.text}>{t('accounts.recover.intro')}</p>
          <form className={formStyles.form} onSubmit={submit} noValidate>
            <ErrorSummary form={form} />
            <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
            <SubmitButton busy={form.submitting}>{t('accounts.recover.submit')}</SubmitButton>
            <ServerMessage message={form.serverMessage} />
          </form>
        </>
      )}
      <p className={formStyles.links}>
        <Link to="/profile-login">{t('accounts.recover.back')}</Link>
      </p>
    </AccountCard>
  );
}
