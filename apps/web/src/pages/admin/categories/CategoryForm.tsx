import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CATEGORY_GROUPS, type CategoryGroup } from '@ricebowl/contract';
import { adminApi, type AdminCategory } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { ErrorSummary, SelectField, ServerMessage, SubmitButton, TextField } from '../../../components/form/Form';
import { assetUrl } from '../../../config';
import { ImageUpload } from '../shared/ImageUpload';
import styles from '../Admin.module.css';

type Field = 'category_group' | 'position' | 'icon_url' | 'sponsor_text';

/** Edits one category: its group, position, first icon and sponsor text. */
export function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category: AdminCategory;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const labels: Record<Field, string> = {
    category_group: t('admin.categories.fields.group'),
    position: t('admin.categories.fields.position'),
    icon_url: t('admin.categories.fields.icon'),
    sponsor_text: t('admin.categories.fields.sponsorText'),
  };
  const form = useForm<Field>({
    initial: {
      category_group: category.category_group,
      position: String(category.position),
      icon_url: category.icon_urls[0] ?? '',
      sponsor_text: category.sponsor_text,
    },
    rules: { position: 'required' },
    labels,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const icon = values.icon_url.trim();
      await adminApi.updateCategory(category.id, {
        category_group: values.category_group as CategoryGroup,
        position: Number(values.position),
        // The first icon is the one edited here; the others stay as they were.
        icon_urls: icon ? [icon, ...category.icon_urls.slice(1)] : category.icon_urls.slice(1),
        sponsor_text: values.sponsor_text.trim(),
      });
      onSaved();
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form
      className={`${styles.form} ${styles.card}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="category-form-title"
    >
      <h2 id="category-form-title" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {t('admin.editNamed', { name: category.label })}
      </h2>
      <ErrorSummary form={form} />
      <div className={styles.formRow}>
        <SelectField
          form={form}
          name="category_group"
          label={labels.category_group}
          options={CATEGORY_GROUPS.map((group) => ({ value: group, label: t(`categoryGroups.${group}`) }))}
        />
        <TextField form={form} name="position" label={labels.position} type="number" min="0" required />
      </div>
      <TextField form={form} name="sponsor_text" label={labels.sponsor_text} rows={2} />
      <TextField form={form} name="icon_url" label={labels.icon_url} hint={t('admin.imageHint')} />
      <ImageUpload label={t('admin.categories.uploadIcon')} onUploaded={(url) => form.setValue('icon_url', url)} />
      {form.values.icon_url ? (
        <img className={styles.thumb} src={assetUrl(form.values.icon_url)} alt={t('admin.imagePreview')} />
      ) : null}
      <ServerMessage message={form.serverMessage} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting}>{t('admin.save')}</SubmitButton>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}
