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
import { TableScroll } from '../shared/TableScroll';
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
            <>
              <TableScroll label={t('admin.challenges.title')}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('admin.challenges.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.challenges.fields.title')}</th>
                      <th scope="col">{t('admin.challenges.fields.start')}</th>
                      <th scope="col">{t('admin.challenges.fields.end')}</th>
                      <th scope="col">{t('admin.challenges.state')}</th>
                      <th scope="col" className={styles.number}>
                        {t('admin.challenges.raised')}
                      </th>
                      <th scope="col">{t('admin.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((challenge) => {
                      const phase = challengePhase(challenge, now);
                      return (
                        <tr key={challenge.id}>
                          <th scope="row">
                            <Link to={`/admin/challenges/${encodeURIComponent(challenge.id)}`}>{challenge.title}</Link>
                            {challenge.public ? null : (
                              <span className={styles.badge}> {t('admin.challenges.private')}</span>
                            )}
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
                                  onClick={() => setEnding(challenge)}
                                >
                                  {t('admin.challenges.endNow')}
                                </button>
                              )}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroll>
            </>
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
