import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi, type AdminSponsor } from '../../../api/admin';
import { assetUrl } from '../../../config';
import { formatNumber } from '../../../i18n';
import { QueryState } from '../shared/QueryState';
import { AdForm, type SponsorAd } from './AdForm';
import { SponsorForm } from './SponsorForm';
import { AdminTable } from '../shared/AdminTable';
import { FlashMessage } from '../shared/Flash';
import { ConfirmDelete, RowActions } from '../shared/RowActions';
import { useRowEditor } from '../shared/use-row-editor';
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
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'sponsor', sponsor.id] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'sponsors'] });
    void queryClient.invalidateQueries({ queryKey: ['ads'] });
  };
  const rows = useRowEditor<SponsorAd>({
    deleteRow: (ad) => adminApi.deleteAd(ad.id),
    refresh,
  });
  const ads = sponsor.ads.map((ad) => ({ ...ad.attributes, id: ad.id }));

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
      <FlashMessage message={rows.message} />
      <SponsorForm
        key={`${sponsor.name}-${sponsor.weight}-${sponsor.budget_grains}-${sponsor.active}`}
        sponsor={sponsor}
        onSaved={(saved) => {
          queryClient.setQueryData(['admin', 'sponsor', sponsor.id], saved);
          rows.setMessage({ ok: true, text: t('admin.saved') });
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
          <AdminTable
            label={t('admin.ads.title')}
            caption={false}
            columns={[
              { label: t('admin.ads.creative') },
              { label: t('admin.ads.fields.link') },
              { label: t('admin.ads.fields.position'), numeric: true },
              { label: t('admin.ads.fields.active') },
              { label: t('admin.actions') },
            ]}
          >
            {ads.map((ad) => (
              <AdRow key={ad.id} ad={ad} onEdit={() => rows.startEditing(ad)} onDelete={() => rows.askToRemove(ad)} />
            ))}
          </AdminTable>
        )}
        <AdForm
          key={rows.formKey}
          sponsorId={sponsor.id}
          ad={rows.editing}
          nextPosition={ads.length}
          onCancel={rows.editing ? () => rows.startEditing(null) : undefined}
          onSaved={rows.handleSaved}
        />
      </section>
      {rows.removing ? (
        <ConfirmDelete
          title={t('admin.ads.deleteTitle')}
          name={adName(rows.removing)}
          onCancel={rows.cancelRemove}
          onConfirm={rows.confirmRemove}
        />
      ) : null}
    </section>
  );
}

/** What names an ad: an image's alternative text, or a text ad's text. */
function adName(ad: SponsorAd): string {
  return ad.kind === 'image' ? ad.alt : ad.text;
}

/** An ad's row: its creative (the image, or the text), link, position, whether active, Edit and Delete. */
function AdRow({ ad, onEdit, onDelete }: { ad: SponsorAd; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>
        {ad.kind === 'image' ? <img className={styles.thumb} src={assetUrl(ad.image_url)} alt={ad.alt} /> : ad.text}
      </td>
      <td>{ad.link}</td>
      <td className={styles.number}>{ad.position}</td>
      <td>{ad.active ? t('admin.yes') : t('admin.no')}</td>
      <td>
        <RowActions name={adName(ad)} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
