import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';
import { formatNumber } from '../../../i18n';
import { Pager } from '../shared/Pager';
import { QueryState } from '../shared/QueryState';
import { SearchForm } from '../shared/SearchForm';
import { PlayerBadges } from './PlayerBadges';
import { TableScroll } from '../shared/TableScroll';
import styles from '../Admin.module.css';

/** /admin/players — search players by name or e-mail (the query lives in the URL, so Back works). */
export function PlayersAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const current = Number(params.get('page') ?? '1') || 1;
  const players = useQuery({
    queryKey: ['admin', 'users', q, current],
    queryFn: () => adminApi.users({ q, current }),
  });
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const query = next.q ?? q;
    if (query) search.set('q', query);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <section className={styles.page} aria-labelledby="admin-players-title">
      <h1 id="admin-players-title" className={styles.title}>
        {t('admin.players.title')}
      </h1>
      <SearchForm label={t('admin.players.search')} initial={q} onSearch={(query) => go({ q: query })} />
      <QueryState query={players}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.players.empty')}</p>
          ) : (
            <>
              <p className={styles.muted} role="status">
                {t('admin.found', { count: data.pagination.total })}
              </p>
              <TableScroll label={t('admin.players.title')}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('admin.players.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.players.fields.username')}</th>
                      <th scope="col">{t('admin.players.fields.email')}</th>
                      <th scope="col" className={styles.number}>
                        {t('admin.players.fields.rice')}
                      </th>
                      <th scope="col">{t('admin.players.fields.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((player) => (
                      <tr key={player.id}>
                        <th scope="row">
                          <Link to={`/admin/players/${encodeURIComponent(player.id)}`}>{player.username}</Link>
                        </th>
                        <td>{player.email}</td>
                        <td className={styles.number}>{formatNumber(player.rice)}</td>
                        <td>
                          <PlayerBadges player={player} />
                        </td>
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
