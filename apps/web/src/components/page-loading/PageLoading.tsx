import { useTranslation } from '../../i18n/use-translation';
import styles from './PageLoading.module.css';

/**
 * What a lazily loaded screen shows while its code arrives: a status line screen readers announce,
 * kept invisible for a moment so a fast load does not flash it.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      {t('app.loadingPage')}
    </p>
  );
}
