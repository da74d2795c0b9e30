import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useLiveChallenge } from '../../api/challenges';
import { ApiError } from '../../api/http';
import { challengeTiming } from '../../components/challenges/duration';
import { challengePercent, meterImage } from '../../components/challenges/progress';
import { formatNumber } from '../../i18n';
import styles from '../../components/challenges/Challenges.module.css';

/** SPEC §9: the wall screen refreshes every second unless `?refreshInterval=` (ms) says otherwise. */
export const DEFAULT_REFRESH_MS = 1000;
/** A floor, so a mistyped interval cannot turn a wall screen into a flood of requests. */
export const MIN_REFRESH_MS = 100;

export function refreshIntervalFrom(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return DEFAULT_REFRESH_MS;
  return Math.max(MIN_REFRESH_MS, Number(value));
}

/** /challenge-progress/:id — a challenge's live progress for a screen on the wall. */
export function ChallengeProgressPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const live = useLiveChallenge(id, refreshIntervalFrom(params.get('refreshInterval')));
  const challenge = live.data;

  if (!challenge) {
    const notFound = live.error instanceof ApiError && live.error.status === 404;
    return (
      <div className={styles.wall}>
        {notFound ? (
          <>
            <h1 className={styles.wallTitle}>{t('challenges.notFound.title')}</h1>
            <p className={styles.text}>{t('challenges.notFound.body')}</p>
          </>
        ) : (
          <p role="status" className={styles.muted}>
            {t('challenges.progress.loading')}
          </p>
        )}
      </div>
    );
  }

  // The time of the latest answer is "now" here: the screen changes only when an answer arrives.
  const { phase, text } = challengeTiming(challenge, Math.floor(live.dataUpdatedAt / 1000));
  const percent = challengePercent(challenge.rice_raised, challenge.rice_goal);

  return (
    <div className={styles.wall}>
      <h1 className={styles.wallTitle}>{t('challenges.progress.heading', { title: challenge.title })}</h1>
      <img
        className={styles.wallMeter}
        src={meterImage(percent)}
        alt={t('challenges.meterAlt', { percent })}
        width="120"
        height="140"
      />
      <p className={styles.wallPercent} data-testid="challenge-percent">
        {t('challenges.percent', { percent })}
      </p>
      <dl className={styles.wallFacts}>
        <div>
          <dt>{t('challenges.raised')}</dt>
          <dd data-testid="challenge-raised">{formatNumber(challenge.rice_raised)}</dd>
        </div>
        <div>
          <dt>{t('challenges.participants')}</dt>
          <dd data-testid="challenge-participants">{formatNumber(challenge.participants)}</dd>
        </div>
        <div>
          <dt>{t(`challenges.phase.${phase}`)}</dt>
          <dd className={styles.wallTiming} data-testid="challenge-timing" data-phase={phase}>
            {text}
          </dd>
        </div>
      </dl>
    </div>
  );
}
