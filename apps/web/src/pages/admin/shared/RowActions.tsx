import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import styles from '../Admin.module.css';

/** A table row's Edit and Delete buttons, labelled with the row's name for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.secondaryButton} ${styles.smallButton}`}
        aria-label={t('admin.editNamed', { name })}
        onClick={onEdit}
      >
        {t('admin.edit')}
      </button>
      <button
        type="button"
        className={`${styles.dangerButton} ${styles.smallButton}`}
        aria-label={t('admin.deleteNamed', { name })}
        onClick={onDelete}
      >
        {t('admin.delete')}
      </button>
    </div>
  );
}

/** The "really delete this?" dialog that follows a row's Delete button. */
export function ConfirmDelete({
  title,
  name,
  onConfirm,
  onCancel,
}: {
  title: string;
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog title={title} confirmLabel={t('admin.delete')} danger onCancel={onCancel} onConfirm={onConfirm}>
      <p>{t('admin.deleteBody', { name })}</p>
    </ConfirmDialog>
  );
}
