import { useTranslation } from '../../i18n/use-translation';

/** What shows while the admin area's code or an admin screen's data is on its way. */
export function AdminLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('admin.loading')}</p>;
}
