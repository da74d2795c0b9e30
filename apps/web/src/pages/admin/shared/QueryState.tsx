import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminLoading } from '../AdminLoading';
import styles from '../Admin.module.css';

/** A query's data, or its loading status, or its failure with a retry button. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className={styles.card}>
        <p>{t('admin.loadFailed')}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    );
  }
  return <AdminLoading />;
}
