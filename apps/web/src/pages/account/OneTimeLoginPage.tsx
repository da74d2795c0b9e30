import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { accountsApi, accountsErrorOf } from '../../api/accounts';
import { AccountCard, ServerMessage, SubmitButton, formStyles } from '../../components/form/Form';
import { decodeOneTimeLogin } from '../../lib/onetime-login';
import { useAuthActions } from '../../state/use-auth-actions';

/** /profile-onetime-login/{hash} — the link from a recovery mail (SPEC §2 One-time login). */
export function OneTimeLoginPage() {
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  const { signIn } = useAuthActions();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const login = decodeOneTimeLogin(hash);

  if (!login) {
    return (
      <AccountCard title={t('accounts.oneTimeLogin.title')}>
        <p role="alert" className={formStyles.text}>
          {t('accounts.oneTimeLogin.invalid')}
        </p>
        <p className={formStyles.links}>
          <Link to="/profile-login-recover">{t('accounts.oneTimeLogin.newLink')}</Link>
        </p>
      </AccountCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const session = await accountsApi.tokenLogin(login.data);
      await signIn(session, { event: 'login', destination: '/profile' });
    } catch (error) {
      setMessage(accountsErrorOf(error)?.message ?? t('forms.failed'));
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t('accounts.oneTimeLogin.title')}>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)}>
        <p className={formStyles.text}>
          <strong>{t('accounts.oneTimeLogin.greeting', { username: login.username })}</strong>
        </p>
        <p className={formStyles.text}>{t('accounts.oneTimeLogin.intro')}</p>
        <SubmitButton busy={busy}>{t('accounts.oneTimeLogin.submit')}</SubmitButton>
        <ServerMessage message={message} />
      </form>
      <p className={formStyles.links}>
        <Link to="/profile-login-recover">{t('accounts.oneTimeLogin.newLink')}</Link>
      </p>
    </AccountCard>
  );
}
