import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
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
import { useReverification, type Reverification } from '../../state/session';

/** /profile-resend-verification — a new verification link for an account that was not verified in time. */
export function ResendVerificationPage() {
  const record = useReverification();
  // The route's guard makes sure there is a record; this keeps the types honest.
  return record ? <ResendForm record={record} /> : null;
}

function ResendForm({ record }: { record: Reverification }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailChanged, setEmailChanged] = useState(false);
  const form = useForm({
    initial: { email: record.email, password: '' },
    rules: emailChanged ? FORM_RULES.resendVerificationNewEmail : FORM_RULES.resendVerificationSameEmail,
    labels: { email: t('fields.email'), password: t('fields.password') },
  });
  const changed = form.values.email.trim() !== record.email;
  // The password field shows (and is checked) once the address differs from the saved one.
  if (changed !== emailChanged) setEmailChanged(changed);

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await accountsApi.resendVerification({
        username: record.username,
        email: email.trim(),
        token: record.token,
        ...(changed ? { password } : {}),
      });
      setSentTo(email.trim());
    } catch (error) {
      form.showServerError(error);
    }
  });

  if (sentTo) {
    return (
      <AccountCard title={t('accounts.resend.successTitle')}>
        <SuccessMessage>{t('accounts.resend.success', { email: sentTo })}</SuccessMessage>
        <p className={formStyles.links}>
          <Link to="/profile-login">{t('accounts.resend.back')}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('accounts.resend.title')}>
      <p className={formStyles.text}>{t('accounts.resend.intro', { username: record.username })}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <ErrorSummary form={form} />
        <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
        {changed ? (
          <TextField
            form={form}
            name="password"
            type="password"
            label={t('fields.password')}
            hint={t('accounts.resend.passwordHint')}
            autoComplete="current-password"
            required
          />
        ) : null}
        <SubmitButton busy={form.submitting}>{t('accounts.resend.submit')}</SubmitButton>
        <ServerMessage message={form.serverMessage} />
      </form>
      <p className={formStyles.links}>
        <Link to="/profile-login">{t('accounts.resend.back')}</Link>
      </p>
    </AccountCard>
  );
}
