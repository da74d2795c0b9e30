import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGE_NAMES, isLanguage } from '@ricebowl/contract';
import { accountsApi } from '../../api/accounts';
import { availableLanguages, chooseLanguage, currentLanguage } from '../../i18n';
import { useSession } from '../../state/session';
import styles from './LanguageSwitcher.module.css';

/**
 * The interface language: each language named in itself. The choice is kept on this device and,
 * for a signed-in player, in the account (it also sets the language of their e-mails).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const user = useSession();
  const languages = availableLanguages();
  if (languages.length < 2) return null;

  const change = async (value: string) => {
    if (!isLanguage(value)) return;
    await chooseLanguage(value);
    // The interface has switched either way; the account catches up when it can.
    if (user) await accountsApi.setLanguage(user.uuid, value).catch(() => undefined);
  };

  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={currentLanguage()} onChange={(event) => void change(event.target.value)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
