import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminNoticeBody } from '@ricebowl/contract';
import { adminApi, type AdminNotice } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { CheckboxField, TextField } from '../../../components/form/Form';
import { useRowEditor } from '../shared/use-row-editor';
import { EditableListSection, EditForm, type EditFormProps } from '../shared/EditableList';
import styles from '../Admin.module.css';

type Field = 'title' | 'body' | 'button_link' | 'button_text' | 'active';
const RULES: Partial<Record<Field, string>> = { title: 'required', body: 'required' };

function initialValues(item: AdminNotice | null): Record<Field, string> {
  return {
    title: item?.title ?? '',
    body: item?.body ?? '',
    button_link: item?.button_link ?? '',
    button_text: item?.button_text ?? '',
    active: item ? (item.active ? 'true' : '') : 'true',
  };
}

function toBody(values: Record<Field, string>): AdminNoticeBody {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    button_link: values.button_link.trim(),
    button_text: values.button_text.trim(),
    active: values.active === 'true',
  };
}

/** The eye-catcher notices: at most one is active, shown on the game screen until dismissed. */
export function NoticesSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'notices'], queryFn: () => adminApi.notices() });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
    void queryClient.invalidateQueries({ queryKey: ['eye-catcher'] });
  };
  const rows = useRowEditor<AdminNotice>({
    deleteRow: (item) => adminApi.deleteNotice(item.id),
    refresh,
  });

  return (
    <EditableListSection
      section="notices"
      list={list}
      rows={rows}
      columns={[{ label: t('admin.notices.fields.active') }]}
      cells={(item) => <td>{item.active ? t('admin.yes') : t('admin.no')}</td>}
      form={(props) => <NoticeForm {...props} />}
    />
  );
}

function NoticeForm({ item, onSaved, onCancel }: EditFormProps<AdminNotice>) {
  const { t } = useTranslation();
  const labels: Record<Field, string> = {
    title: t('admin.notices.fields.title'),
    body: t('admin.notices.fields.body'),
    button_link: t('admin.notices.fields.buttonLink'),
    button_text: t('admin.notices.fields.buttonText'),
    active: t('admin.notices.fields.active'),
  };
  const form = useForm<Field>({ initial: initialValues(item), rules: RULES, labels });
  return (
    <EditForm
      headingId="notice-form-title"
      item={item}
      form={form}
      save={(values) => (item ? adminApi.updateNotice(item.id, toBody(values)) : adminApi.createNotice(toBody(values)))}
      createLabel={t('admin.notices.create')}
      createdMessage={t('admin.notices.created')}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <TextField form={form} name="title" label={labels.title} required />
      <TextField form={form} name="body" label={labels.body} rows={3} required />
      <div className={styles.formRow}>
        <TextField form={form} name="button_link" label={labels.button_link} hint={t('admin.linkHint')} />
        <TextField form={form} name="button_text" label={labels.button_text} />
      </div>
      <CheckboxField form={form} name="active" label={labels.active} hint={t('admin.notices.activeHint')} />
    </EditForm>
  );
}
