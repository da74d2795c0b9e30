import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styles from '../Admin.module.css';

/**
 * Lets a wide table scroll sideways on a narrow screen. The scroller is a named region in the tab
 * order, so keyboard users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('admin.tableRegion', { name: label })} tabIndex={0}>
      {children}
    </div>
  );
}
