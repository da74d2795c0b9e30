import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
