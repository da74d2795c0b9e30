import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useGroupNames, useTopGroups, useTopPlayers } from '../../api/groups';
import { usePublicUsers, useUserStats } from '../../api/queries';
import { groupAvatarUrl } from '../../components/groups/avatar';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import { TabPanel, Tabs } from '../../components/tabs/Tabs';
import { formatNumber } from '../../i18n';
import { avatarUrl, useSession, type SessionUser } from '../../state/session';
import styles from '../../components/groups/Groups.module.css';

type Board = 'players' | 'groups';

/**
 * /high-scores — the leaderboard (SPEC §2 Leaderboard): tabs players and groups, the top 50 of each
 * from the engine, names and avatars from one accounts batch call per page; a signed-in player is
 * pinned at the top of the players tab with their rank and rice.
 */
export function HighScoresPage() {
  const { t } = useTranslation();
  const user = useSession();
  const [tab, setTab] = useState<Board>('players');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('leaderboard.title')}</h1>
      <p className={styles.intro}>{t('leaderboard.intro')}</p>
      <Tabs
        id="leaderboard"
        label={t('leaderboard.tabs.label')}
        tabs={[
          { key: 'players', label: t('leaderboard.tabs.players') },
          { key: 'groups', label: t('leaderboard.tabs.groups') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel id="leaderboard" tab="players" selected={tab}>
        {user ? <PinnedPlayer user={user} /> : null}
        <TopPlayers viewer={user?.uuid ?? null} />
      </TabPanel>
      <TabPanel id="leaderboard" tab="groups" selected={tab}>
        <TopGroups />
      </TabPanel>
    </div>
  );
}

function PinnedPlayer({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const stats = useUserStats(user.uuid);
  if (!stats.data) return null;
  const { rank, rice } = stats.data;
  return (
    <section className={styles.card} aria-labelledby="leaderboard-you">
      <h2 id="leaderboard-you" className={styles.sectionTitle}>
        {t('leaderboard.you.title')}
      </h2>
      <div className={`${styles.row} ${styles.pinned}`} data-testid="pinned-player">
        <span className={styles.rank}>
          {rank === null ? (
            <span aria-label={t('leaderboard.you.unranked')}>–</span>
          ) : (
            <>
              <span className="visually-hidden">{t('leaderboard.rankLabel')}</span>
              {formatNumber(rank)}
            </>
          )}
        </span>
        <img src={avatarUrl(user.avatar)} alt="" width="40" height="40" className={styles.avatar} />
        <span className={styles.who}>
          <span className={styles.name}>{t('leaderboard.you.name', { username: user.username })}</span>
        </span>
        <span className={styles.rice}>{t('leaderboard.rice', { rice: formatNumber(rice) })}</span>
      </div>
    </section>
  );
}

/** The loading line of a board, or its failure with a retry. */
function BoardStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadStatus
      failed={failed}
      onRetry={onRetry}
      texts={{ error: t('leaderboard.error'), retry: t('leaderboard.retry'), loading: t('leaderboard.loading') }}
      classes={{ alert: styles.card, retry: styles.secondaryButton, loading: styles.muted }}
    />
  );
}

/** What a board's line shows of an entry besides its rank and rice. */
interface Entry {
  key: string;
  avatar: string;
  name: string;
  detail?: string;
  self?: boolean;
}

/**
 * A board's card: its title, then its ranked lines or, when nobody is ranked yet, a line saying so;
 * while the board loads, or when it failed, its status instead.
 */
function BoardCard<T extends { rank: number; rice: number }>({
  board,
  top,
  entry,
}: {
  board: Board;
  top: UseQueryResult<{ items: T[] }>;
  entry: (item: T) => Entry;
}) {
  const { t } = useTranslation();
  if (top.isError || !top.data) return <BoardStatus failed={top.isError} onRetry={() => void top.refetch()} />;
  const id = `leaderboard-${board}`;
  const { items } = top.data;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(`leaderboard.${board}.title`)}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t(`leaderboard.${board}.empty`)}</p>
      ) : (
        <ol className={styles.rows} aria-labelledby={id} data-testid={`top-${board}`}>
          {items.map((item) => {
            const { key, ...line } = entry(item);
            return <RankedRow key={key} rank={item.rank} rice={item.rice} {...line} />;
          })}
        </ol>
      )}
    </section>
  );
}

/** One ranked line of a board: rank, avatar, name (with a detail below it) and rice. */
function RankedRow({
  rank,
  avatar,
  name,
  detail,
  rice,
  self = false,
}: {
  rank: number;
  avatar: string;
  name: string;
  detail?: string;
  rice: number;
  self?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={self ? `${styles.row} ${styles.pinned}` : styles.row} aria-current={self ? 'true' : undefined}>
      <span className={styles.rank}>
        <span className="visually-hidden">{t('leaderboard.rankLabel')}</span>
        {formatNumber(rank)}
      </span>
      <img src={avatar} alt="" width="40" height="40" className={styles.avatar} />
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        {detail === undefined ? null : <span className={styles.detail}>{detail}</span>}
      </span>
      <span className={styles.rice}>{t('leaderboard.rice', { rice: formatNumber(rice) })}</span>
    </li>
  );
}

function TopPlayers({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation();
  const top = useTopPlayers();
  const names = usePublicUsers((top.data?.items ?? []).map((p) => p.user));
  return (
    <BoardCard
      board="players"
      top={top}
      entry={(player) => ({
        key: player.user,
        avatar: avatarUrl(names.users[player.user]?.avatar),
        name: names.users[player.user]?.username || t('leaderboard.players.unknown'),
        self: player.user === viewer,
      })}
    />
  );
}

function TopGroups() {
  const { t } = useTranslation();
  const top = useTopGroups();
  const names = useGroupNames((top.data?.items ?? []).map((g) => g.group));
  return (
    <BoardCard
      board="groups"
      top={top}
      entry={(group) => ({
        key: group.group,
        avatar: groupAvatarUrl(names.groups[group.group]?.avatar),
        name: names.groups[group.group]?.name || t('leaderboard.groups.unknown'),
        detail: t('leaderboard.groups.members', { count: group.members, formatted: formatNumber(group.members) }),
      })}
    />
  );
}
