import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminSponsor } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import { assetUrl } from '../../../config';
import { formatNumber } from '../../../i18n';
import { QueryState } from '../shared/QueryState';
import { AdForm, type SponsorAd } from './AdForm';
import { SponsorForm } from './SponsorForm';
import { TableScroll } from '../shared/TableScroll';
import { FlashMessage, useFlash } from '../shared/Flash';
import styles from '../Admin.module.css';

/** /admin/sponsors/:id — one sponsor: its settings and its ads. */
export function SponsorAdminPage() {
  const { id } = useParams();
  const sponsor = useQuery({ queryKey: ['admin', 'sponsor', id], queryFn: () => adminApi.sponsor(id!) });
  return <QueryState query={sponsor}>{(data) => <Sponsor sponsor={data} />}</QueryState>;
}

function Sponsor({ sponsor }: { sponsor: AdminSponsor }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message, setMessage, showError } = useFlash();
  const [editing, setEditing] = useState<SponsorAd | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<SponsorAd | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'sponsor', sponsor.id] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'sponsors'] });
    void queryClient.invalidateQueries({ queryKey: ['ads'] });
  };
  const remove = useMutation({
    mutationFn: (ad: SponsorAd) => adminApi.deleteAd(ad.id),
    onSuccess: () => {
      setMessage({ ok: true, text: t('admin.deleted') });
      refresh();
    },
    onError: showError,
  });
  const startEditing = (ad: SponsorAd | null) => {
    setEditing(ad);
    setFormKey((key) => key + 1);
    setMessage(null);
  };
  const ads = sponsor.ads.map((ad) => ({ ...ad.attributes, id: ad.id }));
  const adName = (ad: SponsorAd) => (ad.kind === 'image' ? ad.alt : ad.text);

  return (
    <section className={styles.page} aria-labelledby="admin-sponsor-title">
      <h1 id="admin-sponsor-title" className={styles.title}>
        {sponsor.name}
      </h1>
      <Link to="/admin/sponsors">{t('admin.sponsors.back')}</Link>
      <p className={styles.muted}>
        {sponsor.budget_grains === null
          ? t('admin.sponsors.spentUnlimited', { spent: formatNumber(sponsor.spent_grains) })
          : t('admin.sponsors.spentOf', {
              spent: formatNumber(sponsor.spent_grains),
              budget: formatNumber(sponsor.budget_grains),
            })}
      </p>
      <FlashMessage message={message} />
      <SponsorForm
        key={`${sponsor.name}-${sponsor.weight}-${sponsor.budget_grains}-${sponsor.active}`}
        sponsor={sponsor}
        onSaved={(saved) => {
          queryClient.setQueryData(['admin', 'sponsor', sponsor.id], saved);
          setMessage({ ok: true, text: t('admin.saved') });
          refresh();
        }}
      />
      <section className={styles.card} aria-labelledby="sponsor-ads-title">
        <h2 id="sponsor-ads-title" className={styles.sectionTitle}>
          {t('admin.ads.title')}
        </h2>
        {ads.length === 0 ? (
          <p className={styles.muted}>{t('admin.ads.empty')}</p>
        ) : (
          <TableScroll label={t('admin.ads.title')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.ads.creative')}</th>
                  <th scope="col">{t('admin.ads.fields.link')}</th>
                  <th scope="col" className={styles.number}>
                    {t('admin.ads.fields.position')}
                  </th>
                  <th scope="col">{t('admin.ads.fields.active')}</th>
                  <th scope="col">{t('admin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {ads.map((ad) => (
                  <tr key={ad.id}>
                    <td>
                      {ad.kind === 'image' ? (
                        <img className={styles.thumb} src={assetUrl(ad.image_url)} alt={ad.alt} />
                      ) : (
                        ad.text
                      )}
                    </td>
                    <td>{ad.link}</td>
                    <td className={styles.number}>{ad.position}</td>
                    <td>{ad.active ? t('admin.yes') : t('admin.no')}</td>
                    <td>
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className={`${styles.secondaryButton} ${styles.smallButton}`}
                          aria-label={t('admin.editNamed', { name: adName(ad) })}
                          onClick={() => startEditing(ad)}
                        >
                          {t('admin.edit')}
                        </button>
                        <button
                          type="button"
                          className={`${styles.dangerButton} ${styles.smallButton}`}
                          aria-label={t('admin.deleteNamed', { name: adName(ad) })}
                          onClick={() => setRemoving(ad)}
                        >
                          {t('admin.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <AdForm
          key={formKey}
          sponsorId={sponsor.id}
          ad={editing}
          nextPosition={ads.length}
          onCancel={editing ? () => startEditing(null) : undefined}
          onSaved={(text) => {
            startEditing(null);
            setMessage({ ok: true, text });
            refresh();
          }}
        />
      </section>
      {removing ? (
        <ConfirmDialog
          title={t('admin.ads.deleteTitle')}
          confirmLabel={t('admin.delete')}
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove.mutate(removing);
            setRemoving(null);
          }}
        >
          <p>{t('admin.deleteBody', { name: adName(removing) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
