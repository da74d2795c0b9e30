import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminAnnouncementBody } from '@ricebowl/contract';
import { adminApi, type AdminAnnouncement } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { ErrorSummary, ServerMessage, SubmitButton, TextField } from '../../../components/form/Form';
import { ImageUpload } from '../shared/ImageUpload';
import { QueryState } from '../shared/QueryState';
import { formatDateTime, fromLocalInput, isoToLocalInput, toLocalInput } from '../shared/time';
import { AdminTable } from '../shared/AdminTable';
import { FlashMessage } from '../shared/Flash';
import { ConfirmDelete, RowActions } from '../shared/RowActions';
import { useRowEditor } from '../shared/use-row-editor';
import styles from '../Admin.module.css';

type Field = 'title' | 'summary' | 'image' | 'call_to_action' | 'call_to_action_label' | 'date' | 'expiration_date';
const RULES: Partial<Record<Field, string>> = {
  title: 'required',
  summary: 'required',
  date: 'required',
  expiration_date: 'required',
};

function initialValues(item: AdminAnnouncement | null): Record<Field, string> {
  if (!item) {
    const now = new Date();
    return {
      title: '',
      summary: '',
      image: '',
      call_to_action: '',
      call_to_action_label: '',
      date: toLocalInput(now),
      expiration_date: toLocalInput(new Date(now.getTime() + 14 * 86_400_000)),
    };
  }
  return {
    title: item.title,
    summary: item.summary,
    image: item.image,
    call_to_action: item.call_to_action,
    call_to_action_label: item.call_to_action_label,
    date: isoToLocalInput(item.date),
    expiration_date: isoToLocalInput(item.expiration_date),
  };
}

function toBody(values: Record<Field, string>): AdminAnnouncementBody {
  const iso = (value: string) => fromLocalInput(value)?.toISOString() ?? value;
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    image: values.image.trim(),
    call_to_action: values.call_to_action.trim(),
    call_to_action_label: values.call_to_action_label.trim(),
    date: iso(values.date),
    expiration_date: iso(values.expiration_date),
  };
}

/** The announcements: the latest unexpired one is shown once to each player (SPEC §4). */
export function AnnouncementsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'announcements'], queryFn: () => adminApi.announcements() });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'announcements'] });
  const rows = useRowEditor<AdminAnnouncement>({
    deleteRow: (item) => adminApi.deleteAnnouncement(item.id),
    refresh,
  });

  return (
    <section className={styles.card} aria-labelledby="admin-announcements-title">
      <h2 id="admin-announcements-title" className={styles.sectionTitle}>
        {t('admin.announcements.title')}
      </h2>
      <FlashMessage message={rows.message} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.announcements.empty')}</p>
          ) : (
            <AdminTable
              label={t('admin.announcements.title')}
              caption={false}
              columns={[
                { label: t('admin.announcements.fields.title') },
                { label: t('admin.announcements.fields.date') },
                { label: t('admin.announcements.fields.expires') },
                { label: t('admin.actions') },
              ]}
            >
              {data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.title}</th>
                  <td>{formatDateTime(item.date)}</td>
                  <td>{formatDateTime(item.expiration_date)}</td>
                  <td>
                    <RowActions
                      name={item.title}
                      onEdit={() => rows.startEditing(item)}
                      onDelete={() => rows.askToRemove(item)}
                    />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      <AnnouncementForm
        key={rows.formKey}
        item={rows.editing}
        onCancel={rows.editing ? () => rows.startEditing(null) : undefined}
        onSaved={rows.handleSaved}
      />
      {rows.removing ? (
        <ConfirmDelete
          title={t('admin.announcements.deleteTitle')}
          name={rows.removing.title}
          onCancel={rows.cancelRemove}
          onConfirm={rows.confirmRemove}
        />
      ) : null}
    </section>
  );
}

function AnnouncementForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminAnnouncement | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const labels: Record<Field, string> = {
    title: t('admin.announcements.fields.title'),
    summary: t('admin.announcements.fields.summary'),
    image: t('admin.announcements.fields.image'),
    call_to_action: t('admin.announcements.fields.link'),
    call_to_action_label: t('admin.announcements.fields.linkLabel'),
    date: t('admin.announcements.fields.date'),
    expiration_date: t('admin.announcements.fields.expires'),
  };
  const form = useForm<Field>({ initial: initialValues(item), rules: RULES, labels });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (item) await adminApi.updateAnnouncement(item.id, toBody(values));
      else await adminApi.createAnnouncement(toBody(values));
      onSaved(item ? t('admin.saved') : t('admin.announcements.created'));
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="announcement-form-title">
      <h3 id="announcement-form-title" className={styles.sectionTitle}>
        {item ? t('admin.editNamed', { name: item.title }) : t('admin.announcements.create')}
      </h3>
      <ErrorSummary form={form} />
      <TextField form={form} name="title" label={labels.title} required />
      <TextField form={form} name="summary" label={labels.summary} rows={3} required />
      <div className={styles.formRow}>
        <TextField form={form} name="date" label={labels.date} type="datetime-local" required />
        <TextField form={form} name="expiration_date" label={labels.expiration_date} type="datetime-local" required />
      </div>
      <div className={styles.formRow}>
        <TextField form={form} name="call_to_action" label={labels.call_to_action} hint={t('admin.linkHint')} />
        <TextField form={form} name="call_to_action_label" label={labels.call_to_action_label} />
      </div>
      <TextField form={form} name="image" label={labels.image} hint={t('admin.imageHint')} />
      <ImageUpload label={t('admin.announcements.uploadImage')} onUploaded={(url) => form.setValue('image', url)} />
      <ServerMessage message={form.serverMessage} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting}>{item ? t('admin.save') : t('admin.announcements.create')}</SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
