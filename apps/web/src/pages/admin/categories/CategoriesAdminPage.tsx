import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { CATEGORY_GROUPS, type AdminCategoryPatch } from '@ricebowl/contract';
import { categoryGroupName } from '../../../i18n/categories';
import { adminApi, type AdminCategory } from '../../../api/admin';
import { QueryState } from '../shared/QueryState';
import { CategoryForm } from './CategoryForm';
import { TableScroll } from '../shared/TableScroll';
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

  /** Swaps a category with its neighbour in the same group (positions are per category, lower first). */
  const move = (sorted: AdminCategory[], index: number, step: -1 | 1) => {
    const category = sorted[index]!;
    const neighbour = sorted[index + step];
    if (!neighbour || neighbour.category_group !== category.category_group) return;
    // Equal positions (a fresh import) cannot be swapped: spread them out by one.
    const [a, b] =
      neighbour.position === category.position
        ? step === -1
          ? [category.position, category.position + 1]
          : [category.position + 1, category.position]
        : [neighbour.position, category.position];
    patch.mutate([
      { id: category.id, body: { position: a } },
      { id: neighbour.id, body: { position: b } },
    ]);
  };

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
            <TableScroll label={t('admin.categories.title')}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('admin.categories.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.categories.fields.label')}</th>
                    <th scope="col">{t('admin.categories.fields.group')}</th>
                    <th scope="col">{t('admin.categories.fields.enabled')}</th>
                    <th scope="col">{t('admin.categories.order')}</th>
                    <th scope="col">{t('admin.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((category, index) => {
                    const first = sorted[index - 1]?.category_group !== category.category_group;
                    const last = sorted[index + 1]?.category_group !== category.category_group;
                    return (
                      <tr key={category.id}>
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
                              className={`${styles.secondaryButton} ${styles.smallButton}`}
                              disabled={first || patch.isPending}
                              aria-label={t('admin.categories.moveUp', { label: category.label })}
                              onClick={() => move(sorted, index, -1)}
                            >
                              <span aria-hidden="true">↑</span>
                            </button>
                            <button
                              type="button"
                              className={`${styles.secondaryButton} ${styles.smallButton}`}
                              disabled={last || patch.isPending}
                              aria-label={t('admin.categories.moveDown', { label: category.label })}
                              onClick={() => move(sorted, index, 1)}
                            >
                              <span aria-hidden="true">↓</span>
                            </button>
                          </div>
                        </td>
                        <td>
                          <div className={styles.actions}>
                            <button
                              type="button"
                              className={`${styles.secondaryButton} ${styles.smallButton}`}
                              disabled={patch.isPending}
                              aria-label={
                                category.enabled
                                  ? t('admin.categories.disableNamed', { label: category.label })
                                  : t('admin.categories.enableNamed', { label: category.label })
                              }
                              onClick={() => patch.mutate([{ id: category.id, body: { enabled: !category.enabled } }])}
                            >
                              {category.enabled ? t('admin.categories.disable') : t('admin.categories.enable')}
                            </button>
                            <button
                              type="button"
                              className={`${styles.secondaryButton} ${styles.smallButton}`}
                              aria-label={t('admin.editNamed', { name: category.label })}
                              onClick={() => {
                                setMessage(null);
                                setEditing(category);
                              }}
                            >
                              {t('admin.edit')}
                            </button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          );
        }}
      </QueryState>
    </section>
  );
}
