import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useGroupNames, useTopGroups, useTopPlayers } from '../../api/groups';
import { usePublicUsers, useUserStats } from '../../api/queries';
import { groupAvatarUrl } from '../../components/groups/avatar';
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

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.muted}>
      {t('leaderboard.loading')}
    </p>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.card}>
      <p>{t('leaderboard.error')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('leaderboard.retry')}
      </button>
    </div>
  );
}

function TopPlayers({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation();
  const top = useTopPlayers();
  const items = top.data?.items ?? [];
  const names = usePublicUsers(items.map((p) => p.user));
  if (top.isError) return <Failed onRetry={() => void top.refetch()} />;
  if (!top.data) return <Loading />;
  return (
    <section className={styles.card} aria-labelledby="leaderboard-players">
      <h2 id="leaderboard-players" className={styles.sectionTitle}>
        {t('leaderboard.players.title')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('leaderboard.players.empty')}</p>
      ) : (
        <ol className={styles.rows} aria-labelledby="leaderboard-players" data-testid="top-players">
          {items.map((player) => {
            const who = names.users[player.user];
            const self = player.user === viewer;
            return (
              <li
                key={player.user}
                className={self ? `${styles.row} ${styles.pinned}` : styles.row}
                aria-current={self ? 'true' : undefined}
              >
                <span className={styles.rank}>
                  <span className="visually-hidden">{t('leaderboard.rankLabel')}</span>
                  {formatNumber(player.rank)}
                </span>
                <img src={avatarUrl(who?.avatar)} alt="" width="40" height="40" className={styles.avatar} />
                <span className={styles.who}>
                  <span className={styles.name}>{who?.username || t('leaderboard.players.unknown')}</span>
                </span>
                <span className={styles.rice}>{t('leaderboard.rice', { rice: formatNumber(player.rice) })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function TopGroups() {
  const { t } = useTranslation();
  const top = useTopGroups();
  const items = top.data?.items ?? [];
  const names = useGroupNames(items.map((g) => g.group));
  if (top.isError) return <Failed onRetry={() => void top.refetch()} />;
  if (!top.data) return <Loading />;
  return (
    <section className={styles.card} aria-labelledby="leaderboard-groups">
      <h2 id="leaderboard-groups" className={styles.sectionTitle}>
        {t('leaderboard.groups.title')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('leaderboard.groups.empty')}</p>
      ) : (
        <ol className={styles.rows} aria-labelledby="leaderboard-groups" data-testid="top-groups">
          {items.map((group) => {
            const found = names.groups[group.group];
            return (
              <li key={group.group} className={styles.row}>
                <span className={styles.rank}>
                  <span className="visually-hidden">{t('leaderboard.rankLabel')}</span>
                  {formatNumber(group.rank)}
                </span>
                <img src={groupAvatarUrl(found?.avatar)} alt="" width="40" height="40" className={styles.avatar} />
                <span className={styles.who}>
                  <span className={styles.name}>{found?.name || t('leaderboard.groups.unknown')}</span>
                  <span className={styles.detail}>
                    {t('leaderboard.groups.members', { count: group.members, formatted: formatNumber(group.members) })}
                  </span>
                </span>
                <span className={styles.rice}>{t('leaderboard.rice', { rice: formatNumber(group.rice) })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
