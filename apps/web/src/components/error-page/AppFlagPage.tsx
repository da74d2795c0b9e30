import { useTranslation } from '../../i18n/use-translation';
import type { AppFlag } from '../../state/app-flags';
import { ErrorPage } from './ErrorPage';

export const APP_FLAG_KEYS = {
  connectionError: 'errors.connection',
  rateLimited: 'errors.rateLimit',
  siteBlocked: 'errors.siteBlocked',
} as const;

/**
 * Reloading is the retry: a screen whose code failed to load stays failed in this page's memory,
 * while a reload fetches it again (and the service worker serves the shell if still offline).
 */
function ReloadButton() {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => window.location.reload()}>
      {t('errors.reload')}
    </button>
  );
}

/** The full-page error that replaces every route while an app flag is set. */
export function AppFlagPage({ flag }: { flag: AppFlag }) {
  const { t } = useTranslation();
  const key = APP_FLAG_KEYS[flag];
  return (
    <ErrorPage title={t(`${key}.title`)}>
      <p>{t(`${key}.body`)}</p>
      {flag === 'connectionError' ? <p>{t('errors.noQueue')}</p> : null}
      <ReloadButton />
    </ErrorPage>
  );
}

/** A screen that crashed for a reason other than the connection. */
export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errors.unexpected.title')}>
      <p>{t('errors.unexpected.body')}</p>
      <ReloadButton />
    </ErrorPage>
  );
}
