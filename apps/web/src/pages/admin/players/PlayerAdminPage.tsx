import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminUserPatch } from '@ricebowl/contract';
import { adminApi, type AdminUser } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import { formatNumber } from '../../../i18n';
import { QueryState } from '../shared/QueryState';
import { formatDateTime } from '../shared/time';
import { PlayerBadges } from './PlayerBadges';
import { FlashMessage, useFlash } from '../shared/Flash';
import styles from '../Admin.module.css';

/** /admin/players/:id — one player: figures, groups, and the cheater and disabled switches. */
export function PlayerAdminPage() {
  const { id } = useParams();
  const player = useQuery({ queryKey: ['admin', 'user', id], queryFn: () => adminApi.user(id!) });
  return <QueryState query={player}>{(data) => <Player player={data} />}</QueryState>;
}

type Change = { patch: AdminUserPatch; title: string; body: string; confirm: string; done: string; danger: boolean };

function Player({ player }: { player: AdminUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Change | null>(null);
  const { message, setMessage, showError } = useFlash();
  const update = useMutation({
    mutationFn: (change: Change) => adminApi.updateUser(player.id, change.patch),
    onSuccess: (saved, change) => {
      queryClient.setQueryData(['admin', 'user', player.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      setMessage({ ok: true, text: change.done });
    },
    onError: showError,
  });
  const name = player.username;
  const cheater = player.player_type === 1;
  const cheaterChange: Change = cheater
    ? {
        patch: { cheater: false },
        title: t('admin.players.clearCheaterTitle'),
        body: t('admin.players.clearCheaterBody', { name }),
        confirm: t('admin.players.clearCheater'),
        done: t('admin.players.cheaterCleared', { name }),
        danger: false,
      }
    : {
        patch: { cheater: true },
        title: t('admin.players.setCheaterTitle'),
        body: t('admin.players.setCheaterBody', { name }),
        confirm: t('admin.players.setCheater'),
        done: t('admin.players.cheaterSet', { name }),
        danger: true,
      };
  const disableChange: Change = player.disabled
    ? {
        patch: { disabled: false },
        title: t('admin.players.enableTitle'),
        body: t('admin.players.enableBody', { name }),
        confirm: t('admin.players.enable'),
        done: t('admin.players.enabled', { name }),
        danger: false,
      }
    : {
        patch: { disabled: true },
        title: t('admin.players.disableTitle'),
        body: t('admin.players.disableBody', { name }),
        confirm: t('admin.players.disable'),
        done: t('admin.players.disabled', { name }),
        danger: true,
      };

  return (
    <section className={styles.page} aria-labelledby="admin-player-title">
      <h1 id="admin-player-title" className={styles.title}>
        {name}
      </h1>
      <Link to="/admin/players">{t('admin.players.back')}</Link>
      <FlashMessage message={message} />
      <div className={styles.card}>
        <PlayerBadges player={player} />
        <dl className={styles.details}>
          <dt>{t('admin.players.fields.email')}</dt>
          <dd>{player.email}</dd>
          <dt>{t('admin.players.fields.rice')}</dt>
          <dd>{formatNumber(player.rice)}</dd>
          <dt>{t('admin.players.fields.answers')}</dt>
          <dd>
            {t('admin.players.answers', { right: formatNumber(player.correct), wrong: formatNumber(player.wrong) })}
          </dd>
          <dt>{t('admin.players.fields.joined')}</dt>
          <dd>{formatDateTime(player.created_at)}</dd>
        </dl>
        <div className={styles.actions}>
          {[cheaterChange, disableChange].map((change) => (
            <button
              key={change.confirm}
              type="button"
              className={change.danger ? styles.dangerButton : styles.secondaryButton}
              disabled={update.isPending}
              onClick={() => {
                setMessage(null);
                setPending(change);
              }}
            >
              {change.confirm}
            </button>
          ))}
        </div>
      </div>
      <section className={styles.card} aria-labelledby="admin-player-groups">
        <h2 id="admin-player-groups" className={styles.sectionTitle}>
          {t('admin.players.groups')}
        </h2>
        {player.groups.length === 0 ? (
          <p className={styles.muted}>{t('admin.players.noGroups')}</p>
        ) : (
          <ul>
            {player.groups.map((group) => (
              <li key={group.id}>
                <Link to={`/admin/groups/${encodeURIComponent(group.id)}`}>{group.name}</Link>
                {group.is_owner ? ` (${t('admin.groups.owner')})` : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {pending ? (
        <ConfirmDialog
          title={pending.title}
          confirmLabel={pending.confirm}
          danger={pending.danger}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            update.mutate(pending);
            setPending(null);
          }}
        >
          <p>{pending.body}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
