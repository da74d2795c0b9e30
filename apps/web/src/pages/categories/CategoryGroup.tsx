import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Category } from '../../api/engine';
import { assetUrl } from '../../config';
import { currentLanguage } from '../../i18n';
import { categoryGroupName, categoryName, questionLanguageName } from '../../i18n/categories';
import type { CategoryGroupView } from './current-choice';
import styles from './CategoriesPage.module.css';

/** A group's section and its toggle, kept so that `?focus=` can scroll to one and focus its toggle. */
export interface GroupElements {
  section: HTMLElement;
  toggle: HTMLButtonElement;
}

/** One collapsible group of the category picker: its toggle heading and, when open, its categories. */
export function CategoryGroup({
  group,
  expanded,
  onToggle,
  elements,
  current,
  picked,
  onPick,
}: {
  group: CategoryGroupView;
  expanded: boolean;
  onToggle: () => void;
  elements: RefObject<Map<string, GroupElements>>;
  current: string;
  picked: Category | null;
  onPick: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const panelId = `category-group-${group.id}`;
  return (
    <li
      className={styles.group}
      ref={(section) => {
        const toggle = section?.querySelector<HTMLButtonElement>('button[aria-controls]');
        if (section && toggle) elements.current.set(group.id, { section, toggle });
        return () => void elements.current.delete(group.id);
      }}
    >
      <h2 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.groupLabel}>{categoryGroupName(t, group.id, group.label)}</span>{' '}
          <span className={styles.groupCount}>{t('categories.count', { count: group.categories.length })}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.chevron}>
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <ul id={panelId} className={styles.categories} hidden={!expanded}>
        {group.categories.map((category) => (
          <CategoryItem
            key={category.id}
            category={category}
            isCurrent={category.machine_name === current}
            isPicked={picked?.machine_name === category.machine_name}
            onPick={onPick}
          />
        ))}
      </ul>
    </li>
  );
}

/** A category to pick (marked when current or just picked), with the link to its sources. */
function CategoryItem({
  category,
  isCurrent,
  isPicked,
  onPick,
}: {
  category: Category;
  isCurrent: boolean;
  isPicked: boolean;
  onPick: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const icon = category.icon_urls[0];
  const name = categoryName(t, category);
  const askedIn = questionLanguageName(category.language, currentLanguage());
  const className = [styles.category, isCurrent && styles.current, isPicked && styles.picked].filter(Boolean).join(' ');
  return (
    <li>
      <button
        type="button"
        className={className}
        aria-disabled={isCurrent || undefined}
        onClick={() => onPick(category)}
      >
        {icon && <img className={styles.icon} src={assetUrl(icon)} alt="" width="48" height="48" loading="lazy" />}
        <span className={styles.categoryText}>
          <span className={styles.categoryLabel}>{name}</span>
          {isCurrent && (
            <>
              {' '}
              <span className={styles.currentHint}>{t('categories.current')}</span>
            </>
          )}
          {askedIn && (
            <>
              {' '}
              <span className={styles.askedIn}>{t('categories.askedIn', { language: askedIn })}</span>
            </>
          )}
        </span>
        {isPicked && (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.check}>
            <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <Link
        className={styles.sources}
        to={`/credits/${encodeURIComponent(category.machine_name)}`}
        aria-label={t('categories.sourcesOf', { label: name })}
      >
        {t('categories.sources')}
      </Link>
    </li>
  );
}
