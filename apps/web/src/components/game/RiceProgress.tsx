import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../i18n';
import { RiceBowl } from './RiceBowl';
import { useAnimatedNumber } from './use-animated-number';
import styles from './RiceProgress.module.css';

/** The rice bowl and the counter of grains donated; the new total is announced politely. */
export function RiceProgress({ total }: { total: number }) {
  const { t } = useTranslation();
  const shown = useAnimatedNumber(total);
  return (
    <div className={styles.rice}>
      <RiceBowl rice={shown} />
      <div className={styles.counter}>
        <span className={styles.label}>{t('game.rice.label')}</span>
        <span className={styles.number} data-testid="rice-counter" aria-hidden="true">
          {formatNumber(shown)}
        </span>
        <span className={styles.unit} aria-hidden="true">
          {t('game.rice.grains')}
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('game.rice.announce', { total: formatNumber(total) })}
      </p>
    </div>
  );
}
