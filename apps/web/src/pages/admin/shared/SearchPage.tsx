import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { Page, SearchParams } from '../../../api/admin';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import { SearchForm } from './SearchForm';
import { AdminTable, type Column } from './AdminTable';
import styles from '../Admin.module.css';

/**
 * A search page of the admin area (players, groups): a search box, the number found, a table of one
 * page of results and the pager. The query and the page live in the URL, so Back works.
 */
export function SearchPage<T extends { id: string }>({
  name,
  cacheKey,
  title,
  searchLabel,
  emptyText,
  search,
  columns,
  row,
}: {
  /** Names the heading's id: `admin-${name}-title`. */
  name: string;
  /** The resource's part of the query's cache key: `['admin', cacheKey, q, page]`. */
  cacheKey: string;
  title: string;
  searchLabel: string;
  emptyText: string;
  search: (params: SearchParams) => Promise<Page<T>>;
  columns: Column[];
  /** One result's cells. */
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const current = Number(params.get('page') ?? '1') || 1;
  const results = useQuery({ queryKey: ['admin', cacheKey, q, current], queryFn: () => search({ q, current }) });
  const go = (next: { q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const text = next.q ?? q;
    if (text) query.set('q', text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <section className={styles.page} aria-labelledby={`admin-${name}-title`}>
      <h1 id={`admin-${name}-title`} className={styles.title}>
        {title}
      </h1>
      <SearchForm label={searchLabel} initial={q} onSearch={(query) => go({ q: query })} />
      <QueryState query={results}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{emptyText}</p>
          ) : (
            <>
              <p className={styles.muted} role="status">
                {t('admin.found', { count: data.pagination.total })}
              </p>
              <AdminTable label={title} columns={columns}>
                {data.items.map((item) => (
                  <tr key={item.id}>{row(item)}</tr>
                ))}
              </AdminTable>
              <Pager pagination={data.pagination} onPage={(page) => go({ page })} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
