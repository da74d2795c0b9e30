import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { Footer } from './Footer';
import { PageLoading } from '../page-loading/PageLoading';
import { ErrorBoundary } from '../error-page/ErrorBoundary';
import styles from './Shell.module.css';

/** The frame around every screen: top bar, side menu drawer, main content and footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // Following a link in the menu closes it (adjusted while rendering, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Screens other than the game load lazily: the frame stays while one arrives. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
