import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { CATEGORY_GROUPS, type AdminCategoryPatch } from '@ricebowl/contract';
import { categoryGroupName } from '../../../i18n/categories';
import { adminApi, type AdminCategory } from '../../../api/admin';
import { QueryState } from '../shared/QueryState';
import { CategoryForm } from './CategoryForm';
import { AdminTable } from '../shared/AdminTable';
import { FlashMessage, useFlash } from '../shared/Flash';
import styles from '../Admin.module.css';

/** Categories in the categories screen's order: by group (SPEC §2 fixed order), then position. */
export function sortCategories(categories: readonly AdminCategory[]): AdminCategory[] {
  const groupIndex = (group: string) => {
    const index = (CATEGORY_GROUPS as readonly string[]).indexOf(group);
    return index === -1 ? CATEGORY_GROUPS.length : index;
  };
  return [...categories].sort(
    (a, b) =>
      groupIndex(a.category_group) - groupIndex(b.category_group) ||
      a.position - b.position ||
      a.label.localeCompare(b.label),
  );
}

/** /admin/categories — enable, disable, order and move categories; their icon and sponsor text. */
export function CategoriesAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: ['admin', 'categories'], queryFn: () => adminApi.categories() });
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const { message, setMessage, showError } = useFlash();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] });
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
  };
  const patch = useMutation({
    mutationFn: async (changes: { id: string; body: AdminCategoryPatch }[]) => {
      for (const change of changes) await adminApi.updateCategory(change.id, change.body);
    },
    onSuccess: () => {
      setMessage({ ok: true, text: t('admin.saved') });
      refresh();
    },
    onError: (error) => {
      showError(error);
      refresh();
    },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title" className={styles.title}>
        {t('admin.categories.title')}
      </h1>
      <p className={styles.muted}>{t('admin.categories.intro')}</p>
      <FlashMessage message={message} />
      {editing ? (
        <CategoryForm
          key={editing.id}
          category={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setMessage({ ok: true, text: t('admin.saved') });
            refresh();
          }}
        />
      ) : null}
      <QueryState query={categories}>
        {(data) => {
          const sorted = sortCategories(data.items);
          return (
            <AdminTable
              label={t('admin.categories.title')}
              columns={[
                { label: t('admin.categories.fields.label') },
                { label: t('admin.categories.fields.group') },
                { label: t('admin.categories.fields.enabled') },
                { label: t('admin.categories.order') },
                { label: t('admin.actions') },
              ]}
            >
              {sorted.map((category, index) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  first={sorted[index - 1]?.category_group !== category.category_group}
                  last={sorted[index + 1]?.category_group !== category.category_group}
                  saving={patch.isPending}
                  onMove={(step) => {
                    const swap = swapWithNeighbour(sorted, index, step);
                    if (swap) patch.mutate(swap);
                  }}
                  onToggle={() => patch.mutate([{ id: category.id, body: { enabled: !category.enabled } }])}
                  onEdit={() => {
                    setMessage(null);
                    setEditing(category);
                  }}
                />
              ))}
            </AdminTable>
          );
        }}
      </QueryState>
    </section>
  );
}

/**
 * The position changes that swap a category with its neighbour in the same group (positions are per
 * category, lower first); null when the neighbour is in another group.
 */
function swapWithNeighbour(
  sorted: AdminCategory[],
  index: number,
  step: -1 | 1,
): { id: string; body: AdminCategoryPatch }[] | null {
  const category = sorted[index]!;
  const neighbour = sorted[index + step];
  if (!neighbour || neighbour.category_group !== category.category_group) return null;
  // Equal positions (a fresh import) cannot be swapped: spread them out by one.
  const [a, b] =
    neighbour.position === category.position
      ? step === -1
        ? [category.position, category.position + 1]
        : [category.position + 1, category.position]
      : [neighbour.position, category.position];
  return [
    { id: category.id, body: { position: a } },
    { id: neighbour.id, body: { position: b } },
  ];
}

/** A category's row: label, group, on or off, move up and down within its group, toggle and Edit. */
function CategoryRow({
  category,
  first,
  last,
  saving,
  onMove,
  onToggle,
  onEdit,
}: {
  category: AdminCategory;
  /** First of its group: it cannot move up. */
  first: boolean;
  /** Last of its group: it cannot move down. */
  last: boolean;
  saving: boolean;
  onMove: (step: -1 | 1) => void;
  onToggle: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const smallButton = `${styles.secondaryButton} ${styles.smallButton}`;
  return (
    <tr>
      <th scope="row">{category.label}</th>
      <td>{categoryGroupName(t, category.category_group, category.category_group_label)}</td>
      <td>
        <span className={category.enabled ? styles.badge : `${styles.badge} ${styles.badgeWarn}`}>
          {category.enabled ? t('admin.categories.on') : t('admin.categories.off')}
        </span>
      </td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className={smallButton}
            disabled={first || saving}
            aria-label={t('admin.categories.moveUp', { label: category.label })}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={last || saving}
            aria-label={t('admin.categories.moveDown', { label: category.label })}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className={smallButton}
            disabled={saving}
            aria-label={
              category.enabled
                ? t('admin.categories.disableNamed', { label: category.label })
                : t('admin.categories.enableNamed', { label: category.label })
            }
            onClick={onToggle}
          >
            {category.enabled ? t('admin.categories.disable') : t('admin.categories.enable')}
          </button>
          <button
            type="button"
            className={smallButton}
            aria-label={t('admin.editNamed', { name: category.label })}
            onClick={onEdit}
          >
            {t('admin.edit')}
          </button>
        </div>
      </td>
    </tr>
  );
}
