import { useTranslation } from '../../i18n/use-translation';
import { WEEKDAYS, type Weekday } from '@ricebowl/contract';
import { useRiceTotals } from '../../api/queries';
import { formatNumber } from '../../i18n';
import styles from './GlobalStats.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rice-totals key for yesterday: the UTC weekday 24 hours before `now`. */
export function yesterdayWeekday(now: Date): Weekday {
  return WEEKDAYS[new Date(now.getTime() - DAY_MS).getUTCDay()] ?? 'Sun';
}

/** Everyone's rice: yesterday's grains and this instance's lifetime total (ADR 014). */
export function GlobalStats() {
  const { t } = useTranslation();
  const totals = useRiceTotals();
  const yesterday = totals.data ? totals.data[yesterdayWeekday(new Date())] : undefined;
  return (
    <section className={styles.stats} aria-labelledby="global-stats-title">
      <h2 id="global-stats-title" className={styles.title}>
        {t('game.stats.label')}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('game.stats.yesterday')}</dt>
          <dd>
            <span className={styles.value} data-testid="stats-yesterday">
              {yesterday === undefined ? '–' : formatNumber(yesterday)}
            </span>{' '}
            {t('game.stats.grains')}
          </dd>
        </div>
        <div>
          <dt>{t('game.stats.lifetime')}</dt>
          <dd>
            <span className={styles.value} data-testid="stats-lifetime">
              {totals.data ? formatNumber(totals.data.lifetime) : '–'}
            </span>{' '}
            {t('game.stats.grains')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
