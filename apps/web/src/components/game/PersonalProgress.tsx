import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { formatNumber } from '../../i18n';
import styles from './GlobalStats.module.css';

/**
 * The signed-in player's own progress. Renders nothing for anonymous players; the full block
 * (rank, badges) arrives with the accounts work.
 */
export function PersonalProgress({ total }: { total: number | null }) {
  const { t } = useTranslation();
  const user = useSession();
  if (!user) return null;
  return (
    <section className={styles.stats} aria-labelledby="personal-progress-title">
      <h2 id="personal-progress-title" className={styles.title}>
        {t('game.progress.label')}
      </h2>
      {total !== null ? <p>{t('game.progress.total', { total: formatNumber(total) })}</p> : null}
    </section>
  );
}
