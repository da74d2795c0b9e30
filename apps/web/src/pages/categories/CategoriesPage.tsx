import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS } from '@ricebowl/contract';
import type { Category } from '../../api/engine';
import { useCategories } from '../../api/queries';
import { assetUrl } from '../../config';
import { currentLanguage } from '../../i18n';
import { categoryGroupName, categoryName, questionLanguageName } from '../../i18n/categories';
import { track } from '../../lib/analytics';
import { clampLevel, currentCategoryName, groupCategories, storedLevel } from './current-choice';
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
  } else if (categories.isError) {
    content = (
      <div role="alert" className={styles.message}>
        <p>{t('categories.error')}</p>
        <button type="button" className={styles.retry} onClick={() => void categories.refetch()}>
          {t('categories.retry')}
        </button>
      </div>
    );
  } else {
    content = (
      <p role="status" className={styles.message}>
        {t('categories.loading')}
      </p>
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
  const navigate = useNavigate();
  const groups = useMemo(() => groupCategories(categories), [categories]);
  const current = currentCategoryName();
  const currentGroup = categories.find((c) => c.machine_name === current)?.category_group;
  // Open at first: the group asked for by ?focus=, else the one holding the current category.
  const initiallyOpen = groups.some((g) => g.id === focusGroup) ? focusGroup : currentGroup;
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [picked, setPicked] = useState<Category | null>(null);
  const pickTimer = useRef<number | undefined>(undefined);
  const groupElements = useRef(new Map<string, { section: HTMLElement; toggle: HTMLButtonElement }>());

  useEffect(() => () => window.clearTimeout(pickTimer.current), []);

  useEffect(() => {
    const target = focusGroup ? groupElements.current.get(focusGroup) : undefined;
    if (!target) return;
    target.section.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    target.toggle.focus({ preventScroll: true });
  }, [focusGroup]);

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

  return (
    <>
      <ul className={styles.groups}>
        {groups.map((group) => {
          const expanded = toggled[group.id] ?? group.id === initiallyOpen;
          const panelId = `category-group-${group.id}`;
          return (
            <li
              key={group.id}
              className={styles.group}
              ref={(section) => {
                const toggle = section?.querySelector<HTMLButtonElement>('button[aria-controls]');
                if (section && toggle) groupElements.current.set(group.id, { section, toggle });
                return () => void groupElements.current.delete(group.id);
              }}
            >
              <h2 className={styles.groupHeading}>
                <button
                  type="button"
                  className={styles.groupToggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setToggled((state) => ({ ...state, [group.id]: !expanded }))}
                >
                  <span className={styles.groupLabel}>{categoryGroupName(t, group.id, group.label)}</span>{' '}
                  <span className={styles.groupCount}>{t('categories.count', { count: group.categories.length })}</span>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.chevron}>
                    <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                </button>
              </h2>
              <ul id={panelId} className={styles.categories} hidden={!expanded}>
                {group.categories.map((category) => {
                  const isCurrent = category.machine_name === current;
                  const isPicked = picked?.machine_name === category.machine_name;
                  const icon = category.icon_urls[0];
                  const name = categoryName(t, category);
                  const askedIn = questionLanguageName(category.language, currentLanguage());
                  const className = [styles.category, isCurrent && styles.current, isPicked && styles.picked]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <li key={category.id}>
                      <button
                        type="button"
                        className={className}
                        aria-disabled={isCurrent || undefined}
                        onClick={() => handlePick(category)}
                      >
                        {icon && (
                          <img
                            className={styles.icon}
                            src={assetUrl(icon)}
                            alt=""
                            width="48"
                            height="48"
                            loading="lazy"
                          />
                        )}
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
                            <path
                              d="m5 12 5 5 9-10"
                              fill="none"
                              stroke="currentColor"
                              strokeWidth="2.6"
                              strokeLinecap="round"
                            />
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
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <p role="status" className="visually-hidden">
        {picked ? t('categories.starting', { label: categoryName(t, picked) }) : ''}
      </p>
    </>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
