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
  TextField,
  formStyles,
} from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../state/session';
import { currentGameClaim, useAuthActions } from '../../state/use-auth-actions';

export { asksForCaptcha };

/** /profile-register — sign-up (SPEC §2 Register, §5); success goes to /profile-register-success. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { signIn } = useAuthActions();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  // A captcha solution works once: every attempt that spent one gets a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm({
    initial: { username: '', email: '', birthdate: '', password: '', confirmation: '', captcha: '' },
    rules: captchaAsked ? { ...FORM_RULES.register, captcha: 'required' } : FORM_RULES.register,
    labels: {
      username: t('fields.username'),
      email: t('fields.email'),
      birthdate: t('fields.birthdate'),
      password: t('fields.password'),
      confirmation: t('fields.confirmation'),
      captcha: t('fields.captcha'),
    },
  });

  const submit = form.handleSubmit(async ({ username, email, birthdate, password, captcha }) => {
    const bringing = currentGameClaim();
    try {
      const session = await accountsApi.register({
        username: username.trim(),
        email: email.trim(),
        password,
        birthdate,
        ...(captchaAsked && captcha ? { captcha } : {}),
        ...bringing,
        language: currentLanguage(),
      });
      await signIn(session, { event: 'signup', destination: '/profile-register-success', email: email.trim() });
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

  const today = new Date().toISOString().slice(0, 10);
  return (
    <AccountCard title={t('accounts.register.title')}>
      <p className={formStyles.text}>{t('accounts.register.intro')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="username"
          label={t('fields.username')}
          hint={t('accounts.register.usernameHint')}
          autoComplete="username"
          required
        />
        <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
        <TextField
          form={form}
          name="birthdate"
          type="date"
          label={t('fields.birthdate')}
          hint={t('accounts.register.birthdateHint')}
          autoComplete="bday"
          max={today}
          required
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={t('fields.password')}
          hint={t('accounts.register.passwordHint')}
          autoComplete="new-password"
          required
        />
        <TextField
          form={form}
          name="confirmation"
          type="password"
          label={t('fields.confirmation')}
          autoComplete="new-password"
          required
        />
        <FormCaptcha form={form} asked={captchaAsked} round={captchaRound} />
        <SubmitButton busy={form.submitting}>{t('accounts.register.submit')}</SubmitButton>
        <ServerMessage message={form.serverMessage} />
      </form>
      <p className={formStyles.links}>
        <span>{t('accounts.register.haveAccount')}</span>
        <Link to="/profile-login">{t('accounts.register.login')}</Link>
      </p>
    </AccountCard>
  );
}

/** /profile-register-success — asks the new player to check their e-mail. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const email = useSession()?.email ?? '';
  return (
    <AccountCard title={t('accounts.registerSuccess.title')}>
      <p className={formStyles.text}>{t('accounts.registerSuccess.body', { email })}</p>
      <p className={formStyles.links}>
        <Link to="/profile">{t('accounts.registerSuccess.profile')}</Link>
      </p>
    </AccountCard>
  );
}
