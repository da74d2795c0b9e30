import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CLIENT_VERSION, TIMINGS } from '@ricebowl/contract';
import { config } from '../../config';
import { useUserStats } from '../../api/queries';
import { formatNumber, localisedPageLink } from '../../i18n';
import { useGameData } from '../../state/game-store';
import { avatarUrl, useSession } from '../../state/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './SideMenu.module.css';

const INTERNAL = [
  { to: '/', key: 'menu.game', end: true },
  // Only the picker itself: the game is played at /categories/{category}, which is the game's item.
  { to: '/categories', key: 'menu.categories', end: true },
  { to: '/levels', key: 'menu.difficulty', end: false },
  { to: '/challenges', key: 'menu.challenges', end: false },
  { to: '/groups', key: 'menu.groups', end: false },
  { to: '/high-scores', key: 'menu.leaderboard', end: false },
] as const;

const EXTERNAL = [
  { key: 'menu.about', href: () => config.links.about },
  { key: 'menu.faq', href: () => config.links.faq },
  { key: 'menu.contact', href: () => config.links.contact },
] as const;

/** The side drawer: who is playing, then the menu in the spec's order. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession();
  const stats = useUserStats(user?.uuid);
  const game = useGameData();
  // Only admins get the admin link; players' menu stays exactly SPEC's. The role comes with the
  // session (sign-in), so no page load asks the admin API on a player's behalf.
  const isAdmin = user?.role === 'admin';
  const onGame = /^\/(categories\/[^/]+\/?)?$/.test(useLocation().pathname);
  // The running total of the game being played is the freshest; otherwise the player's statistics.
  const grains = user ? (game?.user_rice_total ?? stats.data?.rice ?? null) : null;
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Give focus back to what opened the menu once the drawer has gone.
      window.setTimeout(() => opener?.focus(), TIMINGS.modalFocusDelayMs);
    };
  }, [open, onClose]);

  return (
    <>
      <div className={styles.backdrop} hidden={!open} onClick={onClose} aria-hidden="true" />
      <nav id="side-menu" ref={panelRef} className={styles.panel} hidden={!open} aria-label={t('menu.title')}>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('menu.close')}</span>
        </button>
        <div className={styles.player}>
          <img src={avatarUrl(user?.avatar)} alt="" width="56" height="56" className={styles.avatar} />
          <div>
            <div className={styles.name}>{user ? user.username : t('drawer.anonymous')}</div>
            {grains !== null ? (
              <div className={styles.grains}>{t('drawer.grains', { total: formatNumber(grains) })}</div>
            ) : null}
            {!user && (
              <div className={styles.accountLinks}>
                <Link to="/profile-login">{t('drawer.login')}</Link>
                <Link to="/profile-register">{t('drawer.signup')}</Link>
              </div>
            )}
          </div>
        </div>
        <ul className={styles.list}>
          {INTERNAL.map((item) => (
            <li key={item.to}>
              {item.to === '/' ? (
                <Link to="/" className={onGame ? styles.active : undefined} aria-current={onGame ? 'page' : undefined}>
                  {t(item.key)}
                </Link>
              ) : (
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {t(item.key)}
                </NavLink>
              )}
            </li>
          ))}
          {EXTERNAL.map((item) => (
            <li key={item.key}>
              <a href={localisedPageLink(item.href())} target="_blank" rel="noopener noreferrer">
                {t(item.key)} <span className="visually-hidden">{t('menu.opensInNewTab')}</span>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.externalIcon}>
                  <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </a>
            </li>
          ))}
          {isAdmin ? (
            <li>
              <NavLink to="/admin" className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {t('admin.menuLink')}
              </NavLink>
            </li>
          ) : null}
        </ul>
        <LanguageSwitcher />
        <p className={styles.version}>{t('app.version', { version: CLIENT_VERSION })}</p>
      </nav>
    </>
  );
}
