import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorSummary, ServerMessage, SubmitButton } from '../../../components/form/Form';
import type { Form } from '../../../components/form/use-form';
import { AdminTable, type Column } from './AdminTable';
import { FlashMessage } from './Flash';
import { QueryState } from './QueryState';
import { ConfirmDelete, RowActions } from './RowActions';
import type { useRowEditor } from './use-row-editor';
import styles from '../Admin.module.css';

/** What the form under an editable list gets: the row to edit (null: a new one), and what to call when done. */
export interface EditFormProps<T> {
  item: T | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

/**
 * A section of titled rows that are edited in a form below their table and deleted after a
 * confirmation (announcements, notices): the heading, the last change's message, the table (or
 * the empty text), the form, mounted afresh for each row edited, and the delete dialog.
 */
export function EditableListSection<T extends { id: string; title: string }>({
  section,
  list,
  rows,
  columns,
  cells,
  form,
}: {
  /** Whose texts (`admin.<section>.title`, `.empty`, `.deleteTitle`, `.fields.title`) the section shows. */
  section: 'announcements' | 'notices';
  list: UseQueryResult<{ items: T[] }>;
  rows: ReturnType<typeof useRowEditor<T>>;
  /** The columns after the title's, before the actions'. */
  columns: Column[];
  /** A row's cells in those columns. */
  cells: (item: T) => ReactNode;
  form: (props: EditFormProps<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `admin-${section}-title`;
  const title = t(`admin.${section}.title`);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <FlashMessage message={rows.message} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t(`admin.${section}.empty`)}</p>
          ) : (
            <AdminTable
              label={title}
              caption={false}
              columns={[{ label: t(`admin.${section}.fields.title`) }, ...columns, { label: t('admin.actions') }]}
            >
              {data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.title}</th>
                  {cells(item)}
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
      <Fragment key={rows.formKey}>
        {form({
          item: rows.editing,
          onCancel: rows.editing ? () => rows.startEditing(null) : undefined,
          onSaved: rows.handleSaved,
        })}
      </Fragment>
      {rows.removing ? (
        <ConfirmDelete
          title={t(`admin.${section}.deleteTitle`)}
          name={rows.removing.title}
          onCancel={rows.cancelRemove}
          onConfirm={rows.confirmRemove}
        />
      ) : null}
    </section>
  );
}

/**
 * The form under an editable list: its heading (the row's title when editing), the error summary,
 * the fields, the server's message, and save (or create) and cancel. Saved, it reports the change.
 */
export function EditForm<T extends { title: string }, F extends string>({
  headingId,
  item,
  form,
  save,
  createLabel,
  createdMessage,
  onSaved,
  onCancel,
  children,
}: EditFormProps<T> & {
  headingId: string;
  form: Form<F>;
  /** Creates the row, or updates `item`, from the form's values. */
  save: (values: Record<F, string>) => Promise<unknown>;
  createLabel: string;
  createdMessage: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved(item ? t('admin.saved') : createdMessage);
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {item ? t('admin.editNamed', { name: item.title }) : createLabel}
      </h3>
      <ErrorSummary form={form} />
      {children}
      <ServerMessage message={form.serverMessage} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting}>{item ? t('admin.save') : createLabel}</SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
