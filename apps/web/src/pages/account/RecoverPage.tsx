import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FORM_RULES } from '@ricebowl/contract';
import { accountsApi, accountsErrorOf } from '../../api/accounts';
import { FormCaptcha, asksForCaptcha } from '../../components/form/Captcha';
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
  // An address asked for often needs the captcha (issue 20): its owner can always get a link.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm({
    initial: { email: '', captcha: '' },
    rules: captchaAsked ? { ...FORM_RULES.forgotPassword, captcha: 'required' } : FORM_RULES.forgotPassword,
    labels: { email: t('fields.email'), captcha: t('fields.captcha') },
  });

  const submit = form.handleSubmit(async ({ email, captcha }) => {
    try {
      await accountsApi.recovery({ email: email.trim(), ...(captchaAsked && captcha ? { captcha } : {}) });
      setSent(true);
    } catch (error) {
      form.showServerError(error);
      const refusal = accountsErrorOf(error);
      if (asksForCaptcha(refusal?.message, refusal?.code)) setCaptchaAsked(true);
      if (captcha) {
        form.resetFields({ captcha: '' });
        setCaptchaRound((n) => n + 1);
      }
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
            <FormCaptcha form={form} asked={captchaAsked} round={captchaRound} />
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
