import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { FORM_RULES } from '@ricebowl/contract';
import { accountsApi, accountsErrorOf } from '../../api/accounts';
import {
  ErrorSummary,
  ServerMessage,
  SubmitButton,
  SuccessMessage,
  TextField,
  formStyles,
} from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { updateSession, useSession, type SessionUser } from '../../state/session';
import { AvatarPicker } from './AvatarPicker';
import styles from './Profile.module.css';

/** /profile-edit — username, e-mail, password and avatar (SPEC §2 Edit profile, §5). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const user = useSession();
  // A session stored without its e-mail (the read after sign-in failed) fetches the account first.
  const account = useQuery({
    queryKey: ['account', user?.uuid],
    queryFn: () => accountsApi.user(user!.uuid),
    enabled: Boolean(user && !user.email),
  });
  if (!user) return null;
  const email = user.email || account.data?.email;
  if (email === undefined) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.card}>
          {t('editProfile.loading')}
        </p>
      </div>
    );
  }
  return <EditProfileForm user={user} email={email} />;
}

function EditProfileForm({ user, email }: { user: SessionUser; email: string }) {
  const { t } = useTranslation();
  const { form, labels, avatar, setAvatar, askCurrent, updated, pendingEmail, submit } = useEditProfile(user, email);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('editProfile.title')}</h1>
      <section className={styles.card} aria-labelledby="edit-profile-form">
        <h2 id="edit-profile-form" className="visually-hidden">
          {t('editProfile.title')}
        </h2>
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <ErrorSummary form={form} />
          <fieldset className={formStyles.captcha}>
            <legend className={formStyles.label}>{t('editProfile.avatar.label')}</legend>
            <AvatarPicker value={avatar} onChange={setAvatar} />
          </fieldset>
          <TextField form={form} name="username" label={labels.username} autoComplete="username" required />
          <TextField form={form} name="email" type="email" label={labels.email} autoComplete="email" required />
          <TextField
            form={form}
            name="password"
            type="password"
            label={labels.password}
            hint={t('editProfile.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TextField
            form={form}
            name="confirmation"
            type="password"
            label={labels.confirmation}
            autoComplete="new-password"
            required
          />
          {askCurrent ? (
            <TextField
              form={form}
              name="current_password"
              type="password"
              label={labels.current_password}
              hint={t('editProfile.currentPasswordHint')}
              autoComplete="current-password"
              required
            />
          ) : null}
          <SubmitButton busy={form.submitting}>{t('editProfile.submit')}</SubmitButton>
          {updated ? <SuccessMessage>{t('editProfile.updated')}</SuccessMessage> : null}
          {pendingEmail ? (
            <SuccessMessage>{t('editProfile.pendingEmail', { email: pendingEmail })}</SuccessMessage>
          ) : null}
          <ServerMessage message={form.serverMessage} />
        </form>
        <p className={formStyles.links}>
          <Link to="/profile">{t('editProfile.back')}</Link>
        </p>
      </section>
      <DeleteAccountSection />
    </div>
  );
}

/**
 * The edit form's state: the fields, the avatar, and what the last save said. The current password
 * is asked only when the server wants it (a new password after a sign-in older than 15 minutes).
 */
function useEditProfile(user: SessionUser, email: string) {
  const { t } = useTranslation();
  const [avatar, setAvatar] = useState(user.avatar);
  const [updated, setUpdated] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [askCurrent, setAskCurrent] = useState(false);
  const labels = {
    username: t('fields.username'),
    email: t('fields.email'),
    password: t('fields.newPassword'),
    confirmation: t('fields.confirmation'),
    current_password: t('fields.currentPassword'),
  };
  const form = useForm({
    initial: { username: user.username, email, password: '', confirmation: '', current_password: '' },
    rules: askCurrent ? { ...FORM_RULES.editProfile, current_password: 'required' } : FORM_RULES.editProfile,
    labels,
  });

  const submit = form.handleSubmit(async ({ username, email: newEmail, password, current_password }) => {
    setUpdated(false);
    setPendingEmail(null);
    try {
      const saved = await accountsApi.updateUser(user.uuid, {
        username: username.trim(),
        email: newEmail.trim(),
        avatar,
        password,
        ...(askCurrent ? { current_password } : {}),
      });
      updateSession({ username: saved.username, email: saved.email, avatar: saved.avatar });
      form.resetFields({
        username: saved.username,
        email: saved.email,
        password: '',
        confirmation: '',
        current_password: '',
      });
      setAskCurrent(false);
      setPendingEmail(saved.pending_email ?? null);
      setUpdated(true);
    } catch (error) {
      if (accountsErrorOf(error)?.code === 'current_password_required') setAskCurrent(true);
      form.showServerError(error);
    }
  });

  return { form, labels, avatar, setAvatar, askCurrent, updated, pendingEmail, submit };
}

/** The way to delete the account, set apart below the form. */
function DeleteAccountSection() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.deleteBlock}`} aria-labelledby="edit-profile-delete">
      <h2 id="edit-profile-delete" className={styles.sectionTitle}>
        {t('editProfile.delete.title')}
      </h2>
      <p>{t('editProfile.delete.body')}</p>
      <Link to="/profile-delete" className={styles.dangerButton}>
        {t('editProfile.delete.link')}
      </Link>
    </section>
  );
}
