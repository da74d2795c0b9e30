import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AD_KINDS, type AdKind, type AdminAdAttributes, type AdminAdBody } from '@ricebowl/contract';
import { adminApi } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import {
  CheckboxField,
  ErrorSummary,
  ServerMessage,
  SubmitButton,
  TextField,
  formStyles,
} from '../../../components/form/Form';
import { ImageUpload } from '../shared/ImageUpload';
import styles from '../Admin.module.css';

export type SponsorAd = AdminAdAttributes & { id: string };

type Field = 'image_url' | 'alt' | 'text' | 'link' | 'position' | 'active';

/** An image ad needs its image and alt text; a text ad its text. Both need a link. */
const RULES: Record<AdKind, Partial<Record<Field, string>>> = {
  image: { image_url: 'required', alt: 'required', link: 'required', position: 'required' },
  text: { text: 'required', link: 'required', position: 'required' },
};

function toBody(kind: AdKind, values: Record<Field, string>): AdminAdBody {
  return {
    kind,
    image_url: kind === 'image' ? values.image_url.trim() : '',
    alt: kind === 'image' ? values.alt.trim() : '',
    text: kind === 'text' ? values.text.trim() : '',
    link: values.link.trim(),
    position: Number(values.position),
    active: values.active === 'true',
  };
}

/** Adds an ad to a sponsor or edits one. */
export function AdForm({
  sponsorId,
  ad,
  nextPosition,
  onSaved,
  onCancel,
}: {
  sponsorId: string;
  ad: SponsorAd | null;
  nextPosition: number;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const kindId = useId();
  // The kind decides which fields the ad needs, so it sits outside the form's values.
  const [kind, setKind] = useState<AdKind>(ad?.kind ?? 'image');
  const labels: Record<Field, string> = {
    image_url: t('admin.ads.fields.image'),
    alt: t('admin.ads.fields.alt'),
    text: t('admin.ads.fields.text'),
    link: t('admin.ads.fields.link'),
    position: t('admin.ads.fields.position'),
    active: t('admin.ads.fields.active'),
  };
  const initial: Record<Field, string> = {
    image_url: ad?.image_url ?? '',
    alt: ad?.alt ?? '',
    text: ad?.text ?? '',
    link: ad?.link ?? 'https://',
    position: String(ad?.position ?? nextPosition),
    active: ad ? (ad.active ? 'true' : '') : 'true',
  };
  const form = useForm<Field>({ initial, rules: RULES[kind], labels });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (ad) await adminApi.updateAd(ad.id, toBody(kind, values));
      else await adminApi.createAd(sponsorId, toBody(kind, values));
      onSaved(ad ? t('admin.saved') : t('admin.ads.created'));
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="ad-form-title">
      <h3 id="ad-form-title" className={styles.sectionTitle}>
        {ad ? t('admin.ads.editTitle') : t('admin.ads.create')}
      </h3>
      <ErrorSummary form={form} />
      <div className={formStyles.field}>
        <label htmlFor={kindId} className={formStyles.label}>
          {t('admin.ads.fields.kind')}
        </label>
        <select
          id={kindId}
          className={formStyles.input}
          value={kind}
          onChange={(event) => setKind(event.target.value as AdKind)}
        >
          {AD_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.ads.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'image' ? (
        <>
          <TextField form={form} name="image_url" label={labels.image_url} hint={t('admin.imageHint')} required />
          <ImageUpload label={t('admin.ads.uploadImage')} onUploaded={(url) => form.setValue('image_url', url)} />
          <TextField form={form} name="alt" label={labels.alt} hint={t('admin.ads.altHint')} required />
        </>
      ) : (
        <TextField form={form} name="text" label={labels.text} rows={2} required />
      )}
      <div className={styles.formRow}>
        <TextField form={form} name="link" label={labels.link} type="url" required />
        <TextField form={form} name="position" label={labels.position} type="number" min="0" required />
      </div>
      <CheckboxField form={form} name="active" label={labels.active} />
      <ServerMessage message={form.serverMessage} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting}>{ad ? t('admin.save') : t('admin.ads.create')}</SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
