import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminAnnouncementBody } from '@ricebowl/contract';
import { adminApi, type AdminAnnouncement } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { TextField } from '../../../components/form/Form';
import { ImageUpload } from '../shared/ImageUpload';
import { formatDateTime, fromLocalInput, isoToLocalInput, toLocalInput } from '../shared/time';
import { useRowEditor } from '../shared/use-row-editor';
import { EditableListSection, EditForm, type EditFormProps } from '../shared/EditableList';
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
    <EditableListSection
      section="announcements"
      list={list}
      rows={rows}
      columns={[{ label: t('admin.announcements.fields.date') }, { label: t('admin.announcements.fields.expires') }]}
      cells={(item) => (
        <>
          <td>{formatDateTime(item.date)}</td>
          <td>{formatDateTime(item.expiration_date)}</td>
        </>
      )}
      form={(props) => <AnnouncementForm {...props} />}
    />
  );
}

function AnnouncementForm({ item, onSaved, onCancel }: EditFormProps<AdminAnnouncement>) {
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
  return (
    <EditForm
      headingId="announcement-form-title"
      item={item}
      form={form}
      save={(values) =>
        item ? adminApi.updateAnnouncement(item.id, toBody(values)) : adminApi.createAnnouncement(toBody(values))
      }
      createLabel={t('admin.announcements.create')}
      createdMessage={t('admin.announcements.created')}
      onSaved={onSaved}
      onCancel={onCancel}
    >
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
    </EditForm>
  );
}
