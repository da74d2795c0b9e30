import { useTranslation } from 'react-i18next';
import type { AppFlag } from '../../state/app-flags';
import { ErrorPage } from './ErrorPage';

const KEYS = {
  connectionError: 'errors.connection',
  rateLimited: 'errors.rateLimit',
  siteBlocked: 'errors.siteBlocked',
} as const;

/** The full-page error that replaces every route while an app flag is set. */
export function AppFlagPage({ flag }: { flag: AppFlag }) {
  const { t } = useTranslation();
  const key = KEYS[flag];
  return (
    <ErrorPage title={t(`${key}.title`)}>
      <p>{t(`${key}.body`)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </ErrorPage>
  );
}
