import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi } from '../../../api/admin';
import { SuccessMessage } from '../../../components/form/Form';
import { formatNumber } from '../../../i18n';
import { QueryState } from '../shared/QueryState';
import { SponsorForm } from './SponsorForm';
import { AdminTable } from '../shared/AdminTable';
import styles from '../Admin.module.css';

/** /admin/sponsors — the sponsors, their weight, budget and spending; create one. */
export function SponsorsAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sponsors = useQuery({ queryKey: ['admin', 'sponsors'], queryFn: () => adminApi.sponsors() });
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);

  return (
    <section className={styles.page} aria-labelledby="admin-sponsors-title">
      <h1 id="admin-sponsors-title" className={styles.title}>
        {t('admin.sponsors.title')}
      </h1>
      {created ? (
        <SuccessMessage>
          {t('admin.sponsors.created', { name: created.name })}{' '}
          <Link to={`/admin/sponsors/${encodeURIComponent(created.id)}`}>
            {t('admin.sponsors.addAds', { name: created.name })}
          </Link>
        </SuccessMessage>
      ) : null}
      <QueryState query={sponsors}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.sponsors.empty')}</p>
          ) : (
            <>
              <AdminTable
                label={t('admin.sponsors.title')}
                columns={[
                  { label: t('admin.sponsors.fields.name') },
                  { label: t('admin.sponsors.fields.weight'), numeric: true },
                  { label: t('admin.sponsors.spentOfBudget'), numeric: true },
                  { label: t('admin.sponsors.fields.active') },
                  { label: t('admin.sponsors.ads'), numeric: true },
                ]}
              >
                {data.items.map((sponsor) => (
                  <tr key={sponsor.id}>
                    <th scope="row">
                      <Link to={`/admin/sponsors/${encodeURIComponent(sponsor.id)}`}>{sponsor.name}</Link>
                    </th>
                    <td className={styles.number}>{formatNumber(sponsor.weight)}</td>
                    <td className={styles.number}>
                      {sponsor.budget_grains === null
                        ? t('admin.sponsors.spentUnlimited', { spent: formatNumber(sponsor.spent_grains) })
                        : t('admin.sponsors.spentOf', {
                            spent: formatNumber(sponsor.spent_grains),
                            budget: formatNumber(sponsor.budget_grains),
                          })}
                    </td>
                    <td>{sponsor.active ? t('admin.yes') : t('admin.no')}</td>
                    <td className={styles.number}>{formatNumber(sponsor.ads.length)}</td>
                  </tr>
                ))}
              </AdminTable>
            </>
          )
        }
      </QueryState>
      <SponsorForm
        sponsor={null}
        onSaved={(sponsor) => {
          setCreated({ id: sponsor.id, name: sponsor.name });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'sponsors'] });
        }}
      />
    </section>
  );
}
