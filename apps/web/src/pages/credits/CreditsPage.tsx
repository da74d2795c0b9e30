import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { questionReportsApi, type CategoryCredits } from '../../api/question-reports';
import { NotFoundPage } from '../not-found/NotFoundPage';
import styles from './CreditsPage.module.css';
import { categoryName } from '../../i18n/categories';

/**
 * /credits — where every subject's questions come from, with licences and links (issue 15);
 * /credits/:category — the same for one subject (linked from the category list and the game).
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const { category } = useParams();
  const credits = useQuery({
    queryKey: ['credits'],
    queryFn: () => questionReportsApi.credits(),
    staleTime: 10 * 60_000,
  });

  const shown = category ? credits.data?.filter((c) => c.machine_name === category) : credits.data;
  if (category && credits.data && shown?.length === 0) return <NotFoundPage />;
  const single = category ? shown?.[0] : undefined;

  return (
    <section className={styles.page} aria-labelledby="credits-title">
      <h1 id="credits-title" className={styles.title}>
        {single ? t('credits.categoryTitle', { label: categoryName(t, single) }) : t('credits.title')}
      </h1>
      <p className={styles.intro}>{t('credits.intro')}</p>
      {shown ? (
        <>
          {shown.map((item) => (
            <CategorySources key={item.machine_name} credits={item} headed={!category} />
          ))}
          {category ? (
            <p>
              <Link to="/credits">{t('credits.all')}</Link>
            </p>
          ) : null}
        </>
      ) : credits.isError ? (
        <div role="alert" className={styles.card}>
          <p>{t('credits.error')}</p>
          <button type="button" className={styles.retry} onClick={() => void credits.refetch()}>
            {t('credits.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.card}>
          {t('credits.loading')}
        </p>
      )}
    </section>
  );
}

function CategorySources({ credits, headed }: { credits: CategoryCredits; headed: boolean }) {
  const { t } = useTranslation();
  const headingId = `credits-${credits.machine_name}`;
  return (
    <section className={styles.card} aria-labelledby={headed ? headingId : undefined}>
      {headed ? (
        <h2 id={headingId} className={styles.subject}>
          {categoryName(t, credits)}
        </h2>
      ) : null}
      {credits.licence ? (
        <p>
          {t('credits.sharedUnder')} <ExternalLink href={credits.licence.url}>{credits.licence.name}</ExternalLink>
        </p>
      ) : null}
      {credits.sources.length === 0 ? (
        <p>{t('credits.noSources')}</p>
      ) : (
        <ul className={styles.sources}>
          {credits.sources.map((source, index) => (
            <li key={index}>
              <span className={styles.source}>
                {source.url ? <ExternalLink href={source.url}>{source.source}</ExternalLink> : source.source}
              </span>
              {source.author ? <> {t('credits.by', { author: source.author })}</> : null}
              {' — '}
              {source.licence_url ? (
                <ExternalLink href={source.licence_url}>{source.licence}</ExternalLink>
              ) : (
                source.licence
              )}
              {source.used_for ? (
                <span className={styles.usedFor}>{t('credits.usedFor', { what: source.used_for })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('menu.opensInNewTab')}</span>
    </a>
  );
}
