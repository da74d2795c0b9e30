import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useChallenge, type Challenge } from '../../api/challenges';
import { ApiError } from '../../api/http';
import { challengeTiming } from '../../components/challenges/duration';
import { challengePercent, meterImage, milestoneLevel, nextMilestone } from '../../components/challenges/progress';
import { useMembership } from '../../components/challenges/use-membership';
import { useNow } from '../../components/challenges/use-now';
import { assetUrl } from '../../config';
import { formatNumber } from '../../i18n';
import { useSession } from '../../state/session';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import styles from '../../components/challenges/Challenges.module.css';

/** /challenge/:id — one challenge (SPEC §2 Challenges detail, §4 Challenge). */
export function ChallengePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);

  if (challenge.data) return <ChallengeDetail challenge={challenge.data} />;

  let content;
  if (challenge.error instanceof ApiError && challenge.error.status === 404) {
    content = (
      <>
        <h1 className={styles.title}>{t('challenges.notFound.title')}</h1>
        <p className={styles.text}>{t('challenges.notFound.body')}</p>
      </>
    );
  } else {
    content = (
      <LoadStatus
        failed={challenge.isError}
        onRetry={() => void challenge.refetch()}
        texts={{ error: t('challenges.error'), retry: t('challenges.retry'), loading: t('challenges.loading') }}
        classes={{ alert: styles.card, retry: styles.secondaryButton, loading: styles.muted }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <BackLink />
      {content}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/challenges" className={styles.textLink}>
      {t('challenges.back')}
    </Link>
  );
}

function ChallengeDetail({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const user = useSession();
  const now = useNow();
  const { phase, text } = challengeTiming(challenge, Math.floor(now / 1000));
  const membership = useMembership(challenge, phase);
  const percent = challengePercent(challenge.rice_raised, challenge.rice_goal);

  return (
    <div className={styles.page}>
      <BackLink />
      <h1 className={styles.title}>{challenge.title}</h1>
      {challenge.image ? (
        <img className={styles.image} src={assetUrl(challenge.image)} alt="" width="320" height="180" />
      ) : null}
      <p className={styles.timing} data-testid="challenge-timing" data-phase={phase}>
        {text}
      </p>
      <p className={styles.text}>{challenge.description}</p>

      <section className={styles.card} aria-labelledby="challenge-progress">
        <h2 id="challenge-progress" className={styles.sectionTitle}>
          {t('challenges.raised')}
        </h2>
        <div className={styles.progress}>
          <img
            className={styles.meter}
            src={meterImage(percent)}
            alt={t('challenges.meterAlt', { percent })}
            width="120"
            height="140"
          />
          <div>
            <p className={styles.percent} data-testid="challenge-percent">
              {t('challenges.percent', { percent })}
            </p>
            <p className={styles.muted}>{t('challenges.goal', { goal: formatNumber(challenge.rice_goal) })}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('challenges.raised')}</dt>
            <dd data-testid="challenge-raised">{formatNumber(challenge.rice_raised)}</dd>
          </div>
          <div>
            <dt>{t('challenges.participants')}</dt>
            <dd data-testid="challenge-participants">{formatNumber(challenge.participants)}</dd>
          </div>
        </dl>
      </section>

      {membership.joined ? (
        <section className={styles.card} aria-labelledby="challenge-you">
          <h2 id="challenge-you" className={styles.sectionTitle}>
            {t('challenges.joined')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('challenges.contribution')}</dt>
              <dd data-testid="challenge-contribution">
                {t('challenges.grains', { grains: formatNumber(membership.contribution ?? 0) })}
              </dd>
            </div>
          </dl>
          {challenge.milestones.length > 0 ? <Milestones challenge={challenge} /> : null}
        </section>
      ) : null}

      {phase === 'active' ? (
        <div className={styles.card}>
          {!user && !challenge.anonymous_play ? <p className={styles.muted}>{t('challenges.signInToJoin')}</p> : null}
          {membership.joined ? (
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={membership.pending}
              onClick={() => void membership.leave()}
            >
              {t('challenges.leave')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.primaryButton}
              disabled={membership.pending}
              onClick={() => void membership.join()}
            >
              {t('challenges.join')}
            </button>
          )}
          {membership.error ? (
            <p role="alert" className={styles.error}>
              {t(`challenges.errors.${membership.error}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The challenge's milestone level (shown as level + 1) and its milestones, reached ones marked. */
function Milestones({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const level = milestoneLevel(challenge.rice_raised, challenge.milestones);
  const next = nextMilestone(challenge.rice_raised, challenge.milestones);
  const sorted = [...challenge.milestones].sort((a, b) => a - b);
  return (
    <div>
      <h3 className={styles.sectionTitle}>{t('challenges.milestones.title')}</h3>
      <p className={styles.level} data-testid="challenge-level">
        {t('challenges.milestones.level', { level: level + 1 })}
      </p>
      <ol className={styles.milestones}>
        {sorted.map((grains, index) => (
          <li key={grains} className={index < level ? styles.reached : undefined}>
            {t('challenges.milestones.item', { grains: formatNumber(grains) })}
            {index < level ? ` ${t('challenges.milestones.reached')}` : null}
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        {next === null
          ? t('challenges.milestones.allReached')
          : t('challenges.milestones.next', { grains: formatNumber(next) })}
      </p>
    </div>
  );
}
