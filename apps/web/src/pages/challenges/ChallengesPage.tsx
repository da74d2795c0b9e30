import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { challengePhase } from '@ricebowl/contract';
import { useChallenges, useUserChallenges, type Challenge } from '../../api/challenges';
import { useNow } from '../../components/challenges/use-now';
import { assetUrl } from '../../config';
import { useChallengeCookies } from '../../state/challenge-cookies';
import { useSession } from '../../state/session';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import styles from '../../components/challenges/Challenges.module.css';

/** The challenges the player takes part in: their entries when signed in, the cookie otherwise. */
function useAcceptedIds(): Set<string> {
  const user = useSession();
  const entries = useUserChallenges(user?.uuid);
  const cookies = useChallengeCookies();
  return new Set(user ? (entries.data ?? []).map((e) => e.challenge_id) : cookies.ids);
}

/** /challenges — the list of public challenges (SPEC §2 Challenges list). */
export function ChallengesPage() {
  const { t } = useTranslation();
  const challenges = useChallenges();
  const accepted = useAcceptedIds();
  const now = useNow();

  let content;
  if (challenges.data) {
    content =
      challenges.data.length === 0 ? (
        <p className={styles.muted}>{t('challenges.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('challenges.listLabel')}>
          {challenges.data.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard
                challenge={challenge}
                accepted={accepted.has(challenge.id)}
                nowSeconds={Math.floor(now / 1000)}
              />
            </li>
          ))}
        </ul>
      );
  } else {
    content = (
      <LoadStatus
        failed={challenges.isError}
        onRetry={() => void challenges.refetch()}
        texts={{ error: t('challenges.error'), retry: t('challenges.retry'), loading: t('challenges.loading') }}
        classes={{ alert: styles.card, retry: styles.secondaryButton, loading: styles.muted }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('challenges.title')}</h1>
      <p className={styles.muted}>{t('challenges.intro')}</p>
      {content}
    </div>
  );
}

function ChallengeCard({
  challenge,
  accepted,
  nowSeconds,
}: {
  challenge: Challenge;
  accepted: boolean;
  nowSeconds: number;
}) {
  const { t } = useTranslation();
  const titleId = `challenge-${challenge.id}-title`;
  const phase = challengePhase(challenge, nowSeconds);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {challenge.image ? (
        <img className={styles.image} src={assetUrl(challenge.image)} alt="" width="320" height="180" />
      ) : null}
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {challenge.title}
        </h2>
        <span className={styles.tag}>{t(`challenges.phase.${phase}`)}</span>
        {accepted ? (
          <span className={styles.accepted} data-testid="accepted">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('challenges.accepted')}
          </span>
        ) : null}
      </div>
      <p className={styles.text}>{challenge.description}</p>
      <Link
        to={`/challenge/${encodeURIComponent(challenge.id)}`}
        className={styles.primaryButton}
        aria-label={t('challenges.viewLabel', { title: challenge.title })}
      >
        {t('challenges.view')}
      </Link>
    </article>
  );
}
