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

/** The texts of each switch, by what it does; the body and the done message name the player. */
const SWITCHES = {
  setCheater: {
    patch: { cheater: true },
    title: 'admin.players.setCheaterTitle',
    body: 'admin.players.setCheaterBody',
    confirm: 'admin.players.setCheater',
    done: 'admin.players.cheaterSet',
    danger: true,
  },
  clearCheater: {
    patch: { cheater: false },
    title: 'admin.players.clearCheaterTitle',
    body: 'admin.players.clearCheaterBody',
    confirm: 'admin.players.clearCheater',
    done: 'admin.players.cheaterCleared',
    danger: false,
  },
  disable: {
    patch: { disabled: true },
    title: 'admin.players.disableTitle',
    body: 'admin.players.disableBody',
    confirm: 'admin.players.disable',
    done: 'admin.players.disabled',
    danger: true,
  },
  enable: {
    patch: { disabled: false },
    title: 'admin.players.enableTitle',
    body: 'admin.players.enableBody',
    confirm: 'admin.players.enable',
    done: 'admin.players.enabled',
    danger: false,
  },
} as const satisfies Record<
  string,
  {
    patch: AdminUserPatch;
    title: TranslationKey;
    body: TranslationKey;
    confirm: TranslationKey;
    done: TranslationKey;
    danger: boolean;
  }
>;

/** The player's two switches as they stand: cheater mark set or cleared, account disabled or enabled. */
function switchesOf(t: TFunction, player: AdminUser): Change[] {
  const name = player.username;
  const cheater = player.player_type === 1;
  return [
    cheater ? SWITCHES.clearCheater : SWITCHES.setCheater,
    player.disabled ? SWITCHES.enable : SWITCHES.disable,
  ].map((keys) => ({
    patch: keys.patch,
    title: t(keys.title),
    body: t(keys.body, { name }),
    confirm: t(keys.confirm),
    done: t(keys.done, { name }),
    danger: keys.danger,
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
