import { useTranslation } from '../../../i18n/use-translation';
import type { PaginationMeta } from '@ricebowl/contract';
import styles from '../Admin.module.css';

/** Previous and next page buttons with "page x of y"; nothing when everything fits on one page. */
export function Pager({ pagination, onPage }: { pagination: PaginationMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pagination.total_pages <= 1) return null;
  const { current_page: current, total_pages: total } = pagination;
  return (
    <nav className={styles.actions} aria-label={t('admin.pager.label')}>
      <button
        type="button"
        className={`${styles.secondaryButton} ${styles.smallButton}`}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        {t('admin.pager.previous')}
      </button>
      <span className={styles.muted} aria-live="polite">
        {t('admin.pager.position', { current, total })}
      </span>
      <button
        type="button"
        className={`${styles.secondaryButton} ${styles.smallButton}`}
        disabled={current >= total}
        onClick={() => onPage(current + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
