import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi, type AuditEntry } from '../../../api/admin';
import { Pager } from '../shared/Pager';
import { QueryState } from '../shared/QueryState';
import { formatDateTime } from '../shared/time';
import { AdminTable } from '../shared/AdminTable';
import styles from '../Admin.module.css';

/** The change's details as `key: value` pairs (what was set, from what), kept short. */
function describe(details: AuditEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** /admin/audit — who changed what, when: every admin change, the latest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const entries = useQuery({ queryKey: ['admin', 'audit', current], queryFn: () => adminApi.audit(current) });
  return (
    <section className={styles.page} aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className={styles.title}>
        {t('admin.audit.title')}
      </h1>
      <QueryState query={entries}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.audit.empty')}</p>
          ) : (
            <>
              <AdminTable
                label={t('admin.audit.title')}
                columns={[
                  { label: t('admin.audit.when') },
                  { label: t('admin.audit.who') },
                  { label: t('admin.audit.what') },
                  { label: t('admin.audit.target') },
                  { label: t('admin.audit.details') },
                ]}
              >
                {data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.actor_username ?? t('admin.audit.gone')}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>
                      {entry.target_type} <code>{entry.target_id}</code>
                    </td>
                    <td>{describe(entry.details)}</td>
                  </tr>
                ))}
              </AdminTable>
              <Pager pagination={data.pagination} onPage={setCurrent} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
