import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';
import { formatNumber } from '../../../i18n';
import { Pager } from '../shared/Pager';
import { QueryState } from '../shared/QueryState';
import { SearchForm } from '../shared/SearchForm';
import { TableScroll } from '../shared/TableScroll';
import styles from '../Admin.module.css';

/** /admin/groups — search groups by name (the query lives in the URL, so Back works). */
export function GroupsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const current = Number(params.get('page') ?? '1') || 1;
  const groups = useQuery({
    queryKey: ['admin', 'groups', q, current],
    queryFn: () => adminApi.groups({ q, current }),
  });
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const query = next.q ?? q;
    if (query) search.set('q', query);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <section className={styles.page} aria-labelledby="admin-groups-title">
      <h1 id="admin-groups-title" className={styles.title}>
        {t('admin.groups.title')}
      </h1>
      <SearchForm label={t('admin.groups.search')} initial={q} onSearch={(query) => go({ q: query })} />
      <QueryState query={groups}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.groups.empty')}</p>
          ) : (
            <>
              <p className={styles.muted} role="status">
                {t('admin.found', { count: data.pagination.total })}
              </p>
              <TableScroll label={t('admin.groups.title')}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('admin.groups.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.groups.fields.name')}</th>
                      <th scope="col" className={styles.number}>
                        {t('admin.groups.fields.members')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('admin.groups.fields.rice')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((group) => (
                      <tr key={group.id}>
                        <th scope="row">
                          <Link to={`/admin/groups/${encodeURIComponent(group.id)}`}>{group.name}</Link>
                        </th>
                        <td className={styles.number}>{formatNumber(group.members)}</td>
                        <td className={styles.number}>{formatNumber(group.rice)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Pager pagination={data.pagination} onPage={(page) => go({ page })} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
