import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorPage } from '../../components/error-page/ErrorPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errors.notFound.title')}>
      <p>{t('errors.notFound.body')}</p>
      <Link to="/">{t('errors.notFound.button')}</Link>
    </ErrorPage>
  );
}
