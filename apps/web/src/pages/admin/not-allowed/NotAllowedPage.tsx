import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorPage } from '../../../components/error-page/ErrorPage';

/** What a signed-in player who is not an admin sees at /admin (the server said 403). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('admin.notAllowed.title')}>
      <p>{t('admin.notAllowed.body')}</p>
      <Link to="/">{t('admin.notAllowed.button')}</Link>
    </ErrorPage>
  );
}
