import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import styles from './GameHeader.module.css';

export type LevelTone = 'low' | 'mid' | 'high';

/** Ring colour by level (SPEC §9): green up to 2, yellow at 3, red at 4 and 5. */
export function levelTone(level: number): LevelTone {
  if (level <= 2) return 'low';
  if (level === 3) return 'mid';
  return 'high';
}

/** The current level in a coloured ring; it leads to the difficulty picker. */
export function LevelRing({ level }: { level: number }) {
  const { t } = useTranslation();
  const tone = levelTone(level);
  return (
    <Link
      to="/levels"
      className={styles.levelRing}
      data-tone={tone}
      style={{ '--ring-color': `var(--color-level-${tone})` } as CSSProperties}
      aria-label={t('game.level.link', { level })}
    >
      <span className={styles.levelLabel}>{t('game.level.label')}</span>
      <span className={styles.levelNumber}>{level}</span>
    </Link>
  );
}
