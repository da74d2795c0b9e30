import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminNoticeBody } from '@ricebowl/contract';
import { adminApi, type AdminNotice } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { CheckboxField, ErrorSummary, ServerMessage, SubmitButton, TextField } from '../../../components/form/Form';
import { QueryState } from '../shared/QueryState';
import { AdminTable } from '../shared/AdminTable';
import { FlashMessage } from '../shared/Flash';
import { ConfirmDelete, RowActions } from '../shared/RowActions';
import { useRowEditor } from '../shared/use-row-editor';
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
    <section className={styles.card} aria-labelledby="admin-notices-title">
      <h2 id="admin-notices-title" className={styles.sectionTitle}>
        {t('admin.notices.title')}
      </h2>
      <FlashMessage message={rows.message} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.notices.empty')}</p>
          ) : (
            <AdminTable
              label={t('admin.notices.title')}
              caption={false}
              columns={[
                { label: t('admin.notices.fields.title') },
                { label: t('admin.notices.fields.active') },
                { label: t('admin.actions') },
              ]}
            >
              {data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.title}</th>
                  <td>{item.active ? t('admin.yes') : t('admin.no')}</td>
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
      <NoticeForm
        key={rows.formKey}
        item={rows.editing}
        onCancel={rows.editing ? () => rows.startEditing(null) : undefined}
        onSaved={rows.handleSaved}
      />
      {rows.removing ? (
        <ConfirmDelete
          title={t('admin.notices.deleteTitle')}
          name={rows.removing.title}
          onCancel={rows.cancelRemove}
          onConfirm={rows.confirmRemove}
        />
      ) : null}
    </section>
  );
}

function NoticeForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminNotice | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const labels: Record<Field, string> = {
    title: t('admin.notices.fields.title'),
    body: t('admin.notices.fields.body'),
    button_link: t('admin.notices.fields.buttonLink'),
    button_text: t('admin.notices.fields.buttonText'),
    active: t('admin.notices.fields.active'),
  };
  const form = useForm<Field>({ initial: initialValues(item), rules: RULES, labels });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (item) await adminApi.updateNotice(item.id, toBody(values));
      else await adminApi.createNotice(toBody(values));
      onSaved(item ? t('admin.saved') : t('admin.notices.created'));
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="notice-form-title">
      <h3 id="notice-form-title" className={styles.sectionTitle}>
        {item ? t('admin.editNamed', { name: item.title }) : t('admin.notices.create')}
      </h3>
      <ErrorSummary form={form} />
      <TextField form={form} name="title" label={labels.title} required />
      <TextField form={form} name="body" label={labels.body} rows={3} required />
      <div className={styles.formRow}>
        <TextField form={form} name="button_link" label={labels.button_link} hint={t('admin.linkHint')} />
        <TextField form={form} name="button_text" label={labels.button_text} />
      </div>
      <CheckboxField form={form} name="active" label={labels.active} hint={t('admin.notices.activeHint')} />
      <ServerMessage message={form.serverMessage} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting}>{item ? t('admin.save') : t('admin.notices.create')}</SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
