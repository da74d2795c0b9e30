import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS } from '@ricebowl/contract';
import type { Category } from '../../api/engine';
import { useCategories } from '../../api/queries';
import { categoryName } from '../../i18n/categories';
import { track } from '../../lib/analytics';
import { clampLevel, currentCategoryName, groupCategories, storedLevel } from './current-choice';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import { CategoryGroup, type GroupElements } from './CategoryGroup';
import styles from './CategoriesPage.module.css';

/** The category picker (SPEC §2): collapsible groups in a fixed order; `?focus={group}` opens one. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focusGroup = params.get('focus');
  const categories = useCategories();

  let content;
  if (categories.data) {
    // A new focus target starts the groups afresh, so that group opens even if it was closed before.
    content = <CategoryGroups key={focusGroup ?? ''} categories={categories.data} focusGroup={focusGroup} />;
  } else {
    content = (
      <LoadStatus
        failed={categories.isError}
        onRetry={() => void categories.refetch()}
        texts={{ error: t('categories.error'), retry: t('categories.retry'), loading: t('categories.loading') }}
        classes={{ alert: styles.message, retry: styles.retry, loading: styles.message }}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="categories-title">
      <h1 id="categories-title" className={styles.title}>
        {t('categories.title')}
      </h1>
      <p className={styles.intro}>{t('categories.intro')}</p>
      {content}
    </section>
  );
}

function CategoryGroups({ categories, focusGroup }: { categories: Category[]; focusGroup: string | null }) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const current = currentCategoryName();
  const currentGroup = categories.find((c) => c.machine_name === current)?.category_group;
  // Open at first: the group asked for by ?focus=, else the one holding the current category.
  const initiallyOpen = groups.some((g) => g.id === focusGroup) ? focusGroup : currentGroup;
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const { picked, handlePick } = useCategoryPick(current);
  const groupElements = useFocusedGroup(focusGroup);

  return (
    <>
      <ul className={styles.groups}>
        {groups.map((group) => {
          const expanded = toggled[group.id] ?? group.id === initiallyOpen;
          return (
            <CategoryGroup
              key={group.id}
              group={group}
              expanded={expanded}
              onToggle={() => setToggled((state) => ({ ...state, [group.id]: !expanded }))}
              elements={groupElements}
              current={current}
              picked={picked}
              onPick={handlePick}
            />
          );
        })}
      </ul>
      <p role="status" className="visually-hidden">
        {picked ? t('categories.starting', { label: categoryName(t, picked) }) : ''}
      </p>
    </>
  );
}

/**
 * The category the player picked: it shows as picked for a short pause before the game opens with
 * it (SPEC §9); the current category, or a second pick meanwhile, does nothing.
 */
function useCategoryPick(current: string) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Category | null>(null);
  const pickTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pickTimer.current), []);

  function handlePick(category: Category) {
    if (picked || category.machine_name === current) return;
    setPicked(category);
    track({ event: 'change_category', category: category.machine_name });
    const level = clampLevel(storedLevel(), category.levels);
    // A short pause lets the player see the pick land before the game opens (SPEC §9).
    pickTimer.current = window.setTimeout(() => {
      void navigate(`/categories/${encodeURIComponent(category.machine_name)}?level=${level}`);
    }, TIMINGS.categoryPickDelayMs);
  }

  return { picked, handlePick };
}

/** The groups' elements by id; the one `?focus=` names is scrolled to and its toggle focused. */
function useFocusedGroup(focusGroup: string | null) {
  const groupElements = useRef(new Map<string, GroupElements>());
  useEffect(() => {
    const target = focusGroup ? groupElements.current.get(focusGroup) : undefined;
    if (!target) return;
    target.section.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    target.toggle.focus({ preventScroll: true });
  }, [focusGroup]);
  return groupElements;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
