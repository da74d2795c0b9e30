import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminUserPatch } from '@ricebowl/contract';
import { adminApi, type AdminUser } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import { formatNumber, type TFunction, type TranslationKey } from '../../../i18n';
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

/**
 * Each switch, by its name: the confirmation's texts are `admin.players.<name>Title`, `<name>Body`
 * and `<name>` (the button); `done` is the message once it is made. Body and done name the player.
 */
const SWITCHES = {
  setCheater: { patch: { cheater: true }, done: 'admin.players.cheaterSet', danger: true },
  clearCheater: { patch: { cheater: false }, done: 'admin.players.cheaterCleared', danger: false },
  disable: { patch: { disabled: true }, done: 'admin.players.disabled', danger: true },
  enable: { patch: { disabled: false }, done: 'admin.players.enabled', danger: false },
} as const satisfies Record<string, { patch: AdminUserPatch; done: TranslationKey; danger: boolean }>;

/** The player's two switches as they stand: cheater mark set or cleared, account disabled or enabled. */
function switchesOf(t: TFunction, player: AdminUser): Change[] {
  const name = player.username;
  const cheater = player.player_type === 1;
  const names = [cheater ? 'clearCheater' : 'setCheater', player.disabled ? 'enable' : 'disable'] as const;
  return names.map((key) => ({
    patch: SWITCHES[key].patch,
    title: t(`admin.players.${key}Title`),
    body: t(`admin.players.${key}Body`, { name }),
    confirm: t(`admin.players.${key}`),
    done: t(SWITCHES[key].done, { name }),
    danger: SWITCHES[key].danger,
  }));
}

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

  return (
    <section className={styles.page} aria-labelledby="admin-player-title">
      <h1 id="admin-player-title" className={styles.title}>
        {player.username}
      </h1>
      <Link to="/admin/players">{t('admin.players.back')}</Link>
      <FlashMessage message={message} />
      <div className={styles.card}>
        <PlayerBadges player={player} />
        <PlayerFigures player={player} />
        <div className={styles.actions}>
          {switchesOf(t, player).map((change) => (
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
      <PlayerGroups player={player} />
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

function PlayerFigures({ player }: { player: AdminUser }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.details}>
      <dt>{t('admin.players.fields.email')}</dt>
      <dd>{player.email}</dd>
      <dt>{t('admin.players.fields.rice')}</dt>
      <dd>{formatNumber(player.rice)}</dd>
      <dt>{t('admin.players.fields.answers')}</dt>
      <dd>{t('admin.players.answers', { right: formatNumber(player.correct), wrong: formatNumber(player.wrong) })}</dd>
      <dt>{t('admin.players.fields.joined')}</dt>
      <dd>{formatDateTime(player.created_at)}</dd>
    </dl>
  );
}

/** The groups the player is in, owned ones marked. */
function PlayerGroups({ player }: { player: AdminUser }) {
  const { t } = useTranslation();
  return (
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
  );
}
