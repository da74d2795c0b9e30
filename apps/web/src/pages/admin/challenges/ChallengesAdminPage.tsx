import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { challengePhase } from '@ricebowl/contract';
import { adminApi, type AdminChallenge } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import { formatNumber } from '../../../i18n';
import { useNow } from '../../../components/challenges/use-now';
import { QueryState } from '../shared/QueryState';
import { formatDateTime } from '../shared/time';
import { AdminTable } from '../shared/AdminTable';
import { FlashMessage, useFlash } from '../shared/Flash';
import styles from '../Admin.module.css';

/** /admin/challenges — every challenge, with its schedule and state; create, edit, end now. */
export function ChallengesAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const challenges = useQuery({ queryKey: ['admin', 'challenges'], queryFn: () => adminApi.challenges() });
  const [ending, setEnding] = useState<AdminChallenge | null>(null);
  const { message, setMessage, showError } = useFlash();
  const end = useMutation({
    mutationFn: (challenge: AdminChallenge) => adminApi.endChallenge(challenge.id),
    onSuccess: (challenge) => {
      setMessage({ ok: true, text: t('admin.challenges.ended', { title: challenge.title }) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'challenges'] });
      void queryClient.invalidateQueries({ queryKey: ['challenges'] });
    },
    onError: showError,
  });
  const now = Math.floor(useNow() / 1000);

  return (
    <section className={styles.page} aria-labelledby="admin-challenges-title">
      <h1 id="admin-challenges-title" className={styles.title}>
        {t('admin.challenges.title')}
      </h1>
      <div className={styles.actions}>
        <Link to="/admin/challenges/new" className={styles.primaryButton}>
          {t('admin.challenges.create')}
        </Link>
      </div>
      <FlashMessage message={message} />
      <QueryState query={challenges}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{t('admin.challenges.empty')}</p>
          ) : (
            <AdminTable
              label={t('admin.challenges.title')}
              columns={[
                { label: t('admin.challenges.fields.title') },
                { label: t('admin.challenges.fields.start') },
                { label: t('admin.challenges.fields.end') },
                { label: t('admin.challenges.state') },
                { label: t('admin.challenges.raised'), numeric: true },
                { label: t('admin.actions') },
              ]}
            >
              {data.items.map((challenge) => (
                <ChallengeRow key={challenge.id} challenge={challenge} now={now} onEnd={setEnding} />
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      {ending ? (
        <ConfirmDialog
          title={t('admin.challenges.endTitle')}
          confirmLabel={t('admin.challenges.endNow')}
          danger
          onCancel={() => setEnding(null)}
          onConfirm={() => {
            end.mutate(ending);
            setEnding(null);
          }}
        >
          <p>{t('admin.challenges.endBody', { title: ending.title })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A challenge's row: title (marked when private), schedule, phase, rice raised, Edit and End now. */
function ChallengeRow({
  challenge,
  now,
  onEnd,
}: {
  challenge: AdminChallenge;
  /** Seconds since the epoch. */
  now: number;
  onEnd: (challenge: AdminChallenge) => void;
}) {
  const { t } = useTranslation();
  const phase = challengePhase(challenge, now);
  return (
    <tr>
      <th scope="row">
        <Link to={`/admin/challenges/${encodeURIComponent(challenge.id)}`}>{challenge.title}</Link>
        {challenge.public ? null : <span className={styles.badge}> {t('admin.challenges.private')}</span>}
      </th>
      <td>{formatDateTime(challenge.datetime_start)}</td>
      <td>{formatDateTime(challenge.datetime_end)}</td>
      <td>{t(`admin.challenges.phase.${phase}`)}</td>
      <td className={styles.number}>
        {t('admin.challenges.raisedOf', {
          raised: formatNumber(challenge.rice_raised),
          goal: formatNumber(challenge.rice_goal),
        })}
      </td>
      <td>
        <div className={styles.actions}>
          <Link
            to={`/admin/challenges/${encodeURIComponent(challenge.id)}`}
            className={`${styles.secondaryButton} ${styles.smallButton}`}
            aria-label={t('admin.challenges.editNamed', { title: challenge.title })}
          >
            {t('admin.edit')}
          </Link>
          {phase === 'finished' ? null : (
            <button
              type="button"
              className={`${styles.dangerButton} ${styles.smallButton}`}
              aria-label={t('admin.challenges.endNamed', { title: challenge.title })}
              onClick={() => onEnd(challenge)}
            >
              {t('admin.challenges.endNow')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
