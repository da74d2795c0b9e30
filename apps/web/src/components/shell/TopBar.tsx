import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { avatarUrl, useSession } from '../../state/session';
import styles from './TopBar.module.css';

export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const user = useSession();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{menuOpen ? t('menu.close') : t('menu.open')}</span>
      </button>
      <Link to="/" className={styles.logo} aria-label={t('topBar.home')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>{t('app.name')}</span>
      </Link>
      <div className={styles.account}>
        {user ? (
          <Link to="/profile" className={styles.accountLink}>
            {t('topBar.greeting', { username: user.username })}
          </Link>
        ) : (
          <Link to="/profile-login" className={styles.accountLink}>
            {t('topBar.login')}
          </Link>
        )}
        <img className={styles.avatar} src={avatarUrl(user?.avatar)} alt="" width="36" height="36" />
      </div>
    </header>
  );
}
