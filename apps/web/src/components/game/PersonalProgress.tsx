import { useTranslation } from '../../i18n/use-translation';
import { BADGE_NAMES, GRAINS_PER_CORRECT_ANSWER } from '@ricebowl/contract';
import { useBadges, useUserStats } from '../../api/queries';
import { formatNumber } from '../../i18n';
import { useSession, type SessionUser } from '../../state/session';
import styles from './PersonalProgress.module.css';

/** Correct answers needed for each accumulation badge, ascending (accumulation_N: N correct answers). */
export const ACCUMULATION_THRESHOLDS = BADGE_NAMES.filter((name) => name.startsWith('accumulation_'))
  .map((name) => Number(name.slice('accumulation_'.length)))
  .sort((a, b) => a - b);

/** The next accumulation badge for a grain total: correct answers ≈ grains / 10. */
export function nextAccumulationBadge(grains: number): { correct: number; target: number; machineName: string } | null {
  const correct = Math.floor(grains / GRAINS_PER_CORRECT_ANSWER);
  const target = ACCUMULATION_THRESHOLDS.find((threshold) => correct < threshold);
  return target === undefined ? null : { correct, target, machineName: `accumulation_${target}` };
}

/**
 * The signed-in player's own progress on the game screen: total grains, rank, and how far the next
 * accumulation badge is. Renders nothing for anonymous players.
 */
export function PersonalProgress({ total }: { total: number | null }) {
  const user = useSession();
  return user ? <Progress user={user} gameTotal={total} /> : null;
}

function Progress({ user, gameTotal }: { user: SessionUser; gameTotal: number | null }) {
  const { t } = useTranslation();
  const stats = useUserStats(user.uuid);
  const badges = useBadges();
  // The game's running user total is the freshest; the statistics fill in before the first answer.
  const total = gameTotal ?? stats.data?.rice ?? null;
  const rank = stats.data?.rank ?? null;
  const next = total === null ? null : nextAccumulationBadge(total);
  const badgeLabel = next
    ? (badges.data?.find((badge) => badge.machine_name === next.machineName)?.label ??
      t('game.progress.accumulationFallback', { count: formatNumber(next.target) }))
    : null;

  return (
    <section className={styles.progress} aria-labelledby="personal-progress-title">
      <h2 id="personal-progress-title" className={styles.title}>
        {t('game.progress.label')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('game.progress.grains')}</dt>
          <dd className={styles.value}>{total === null ? '…' : formatNumber(total)}</dd>
        </div>
        {rank !== null ? (
          <div>
            <dt>{t('game.progress.rank')}</dt>
            <dd className={styles.value}>{t('game.progress.rankValue', { rank: formatNumber(rank) })}</dd>
          </div>
        ) : null}
      </dl>
      {total !== null && next && badgeLabel ? (
        <div className={styles.badge}>
          <label htmlFor="personal-progress-badge" className={styles.badgeLabel}>
            {t('game.progress.nextBadge', { badge: badgeLabel })}
          </label>
          <progress id="personal-progress-badge" className={styles.bar} value={next.correct} max={next.target}>
            {t('game.progress.nextBadgeProgress', {
              count: formatNumber(next.correct),
              target: formatNumber(next.target),
            })}
          </progress>
          <p className={styles.badgeCount}>
            {t('game.progress.nextBadgeProgress', {
              count: formatNumber(next.correct),
              target: formatNumber(next.target),
            })}
          </p>
        </div>
      ) : null}
      {total !== null && !next ? <p className={styles.badgeCount}>{t('game.progress.allBadges')}</p> : null}
    </section>
  );
}
