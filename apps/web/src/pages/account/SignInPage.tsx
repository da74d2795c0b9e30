import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { reverificationStore } from '../../state/session';
import { currentGameClaim, useAuthActions } from '../../state/use-auth-actions';

/** /profile-login — sign-in with username or e-mail (SPEC §2 Sign-in, §5, §8). */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useAuthActions();
  // After many failed sign-ins of an account the server asks for the captcha (issue 20): the owner
  // solves it and is in, where a lock-out would have kept them out.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  // A captcha solution works once: every attempt that spent one gets a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm({
    initial: { username: '', password: '', captcha: '' },
    rules: captchaAsked ? { ...FORM_RULES.signIn, captcha: 'required' } : FORM_RULES.signIn,
    labels: { username: t('fields.usernameOrEmail'), password: t('fields.password'), captcha: t('fields.captcha') },
  });

  const submit = form.handleSubmit(async ({ username, password, captcha }) => {
    const bringing = currentGameClaim();
    try {
      const session = await accountsApi.login({
        username: username.trim(),
        password,
        ...bringing,
        ...(captchaAsked && captcha ? { captcha } : {}),
      });
      await signIn(session, { event: 'login', destination: '/profile' });
    } catch (error) {
      const body = accountsErrorOf(error);
      if (body?.action === 'reverify' && body.token && body.username && body.email) {
        // Not verified in time: the resend screen needs what the server sent along.
        reverificationStore.set({ token: body.token, username: body.username, email: body.email });
        void navigate('/profile-resend-verification');
        return;
      }
      form.showServerError(error);
      if (asksForCaptcha(body?.message, body?.code)) setCaptchaAsked(true);
      if (captcha) {
        form.resetFields({ captcha: '' });
        setCaptchaRound((n) => n + 1);
      }
    }
  });

  const verified = params.get('verified');
  return (
    <AccountCard title={t('accounts.signIn.title')}>
      {verified === '1' ? <SuccessMessage>{t('accounts.signIn.verified')}</SuccessMessage> : null}
      {verified === '0' ? <ServerMessage message={t('accounts.signIn.verifyFailed')} /> : null}
      <p className={formStyles.text}>{t('accounts.signIn.intro')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <ErrorSummary form={form} />
        <TextField form={form} name="username" label={t('fields.usernameOrEmail')} autoComplete="username" required />
        <TextField
          form={form}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <FormCaptcha form={form} asked={captchaAsked} round={captchaRound} />
        <Link to="/profile-login-recover" className={formStyles.textLink}>
          {t('accounts.signIn.forgot')}
        </Link>
        <SubmitButton busy={form.submitting}>{t('accounts.signIn.submit')}</SubmitButton>
        <ServerMessage message={form.serverMessage} />
      </form>
      <p className={formStyles.links}>
        <span>{t('accounts.signIn.noAccount')}</span>
        <Link to="/profile-register">{t('accounts.signIn.create')}</Link>
      </p>
    </AccountCard>
  );
}
