import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { MAX_LEVEL, type LEVEL_MACHINE_NAMES } from '@ricebowl/contract';
import type { Level } from '../../api/engine';
import { useCategories, useLevels } from '../../api/queries';
import { track } from '../../lib/analytics';
import { local, STORAGE_KEYS } from '../../state/storage';
import { clampLevel, currentCategoryName, storedLevel } from '../categories/current-choice';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import styles from './LevelsPage.module.css';
import { categoryName } from '../../i18n/categories';

type LevelMachineName = (typeof LEVEL_MACHINE_NAMES)[number];

const LEVEL_NAME_KEYS = {
  easiest: 'levels.names.easiest',
  easier: 'levels.names.easier',
  normal: 'levels.names.normal',
  harder: 'levels.names.harder',
  hardest: 'levels.names.hardest',
} as const satisfies Record<LevelMachineName, string>;

/** The difficulty picker (SPEC §2): a radio group limited to the current category's maximum level. */
export function LevelsPage() {
  const { t } = useTranslation();
  const levels = useLevels();
  // The category's maximum decides which levels can be chosen, so both must be known.
  const categories = useCategories();

  let content;
  if (levels.data && categories.data) {
    content = (
      <LevelForm
        levels={levels.data}
        category={categories.data.find((c) => c.machine_name === currentCategoryName())}
      />
    );
  } else {
    content = (
      <LoadStatus
        failed={levels.isError || categories.isError}
        onRetry={() => {
          if (levels.isError) void levels.refetch();
          if (categories.isError) void categories.refetch();
        }}
        texts={{ error: t('levels.error'), retry: t('levels.retry'), loading: t('levels.loading') }}
        classes={{ alert: styles.message, retry: styles.button, loading: styles.message }}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="levels-title">
      <h1 id="levels-title" className={styles.title}>
        {t('levels.title')}
      </h1>
      {content}
    </section>
  );
}

function LevelForm({
  levels,
  category,
}: {
  levels: Level[];
  category: { machine_name: string; label: string; levels: number } | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const max = category?.levels ?? MAX_LEVEL;
  const [chosen, setChosen] = useState(() => clampLevel(storedLevel(), max));
  const sorted = [...levels].sort((a, b) => a.levels - b.levels);
  const levelName = (level: Level) =>
    Object.hasOwn(LEVEL_NAME_KEYS, level.machine_name)
      ? t(LEVEL_NAME_KEYS[level.machine_name as LevelMachineName])
      : level.label;
  const maxLevel = sorted.find((level) => level.levels === max);
  const showMax = Boolean(category && maxLevel && max < MAX_LEVEL);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // `/` only reads the level from the query; keep it for the next visit here.
    local.set(STORAGE_KEYS.level, String(chosen));
    track({ event: 'difficulty_level_set', level: chosen });
    void navigate(`/?level=${chosen}`);
  }

  return (
    <form onSubmit={handleSubmit} className={styles.form}>
      <fieldset className={styles.fieldset} aria-describedby={showMax ? 'levels-max' : undefined}>
        <legend className={styles.legend}>{t('levels.legend')}</legend>
        {showMax && category && maxLevel && (
          <p id="levels-max" className={styles.note}>
            {t('levels.categoryMax', { category: categoryName(t, category), level: levelName(maxLevel) })}
          </p>
        )}
        <ul className={styles.options}>
          {sorted.map((level) => {
            const disabled = level.levels > max;
            const checked = level.levels === chosen;
            const className = [styles.option, checked && styles.checked, disabled && styles.disabled]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={level.id}>
                <label className={className} data-level={level.levels}>
                  <input
                    type="radio"
                    name="level"
                    value={level.levels}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => setChosen(level.levels)}
                    className={styles.radio}
                  />
                  <span className={styles.optionLabel}>{levelName(level)}</span>
                  <span aria-hidden="true" className={styles.dots}>
                    {sorted.map((dot) => (
                      <span key={dot.id} className={dot.levels <= level.levels ? styles.dotOn : styles.dot} />
                    ))}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className={styles.button}>
        {t('levels.submit')}
      </button>
    </form>
  );
}
