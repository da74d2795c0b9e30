import { useTranslation } from '../../../i18n/use-translation';
import { AnnouncementsSection } from './AnnouncementsSection';
import { NoticesSection } from './NoticesSection';
import styles from '../Admin.module.css';

/** /admin/announcements — the game screen's announcement banner and eye-catcher notices. */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.announcements.pageTitle')}</h1>
      <AnnouncementsSection />
      <NoticesSection />
    </div>
  );
}
