import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { GRAINS_PER_CORRECT_ANSWER } from '@ricebowl/contract';
import type { Category, UserStats } from '../../api/engine';
import { useGroupNames } from '../../api/groups';
import { useBadges, useCategories, useUserStats } from '../../api/queries';
import { SuccessMessage } from '../../components/form/Form';
import { formatNumber } from '../../i18n';
import { avatarUrl, useSession, type SessionUser } from '../../state/session';
import { useAuthActions } from '../../state/use-auth-actions';
import { TabPanel, Tabs } from '../../components/tabs/Tabs';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import styles from './Profile.module.css';

type ProfileTab = 'profile' | 'badges';

/** Player type 1 is a cheater (SPEC §3, §6). */
const CHEATER = 1;

/** Success percentage of a favourite category: coef × 100, rounded (SPEC §9). */
export function successPercent(coef: number): number {
  return Math.round(coef * 100);
}

/** /profile — the signed-in player's profile and badges (SPEC §2 Profile). */
export function ProfilePage() {
  const user = useSession();
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<ProfileTab>('profile');
  const stats = useUserStats(user.uuid);

  let content;
  if (stats.data) {
    content = (
      <>
        <TabPanel id="profile" tab="profile" selected={tab}>
          <ProfileTabContent user={user} stats={stats.data} />
        </TabPanel>
        <TabPanel id="profile" tab="badges" selected={tab}>
          <BadgesTabContent earned={stats.data.badges} />
        </TabPanel>
      </>
    );
  } else {
    content = (
      <LoadStatus
        failed={stats.isError}
        onRetry={() => void stats.refetch()}
        texts={{ error: t('profile.error'), retry: t('profile.retry'), loading: t('profile.loading') }}
        classes={{ alert: styles.card, retry: styles.secondaryButton, loading: styles.card }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      {params.get('verified') === '1' ? <SuccessMessage>{t('profile.verified')}</SuccessMessage> : null}
      <Tabs
        id="profile"
        label={t('profile.tabs.label')}
        tabs={[
          { key: 'profile', label: t('profile.tabs.profile') },
          { key: 'badges', label: t('profile.tabs.badges') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {content}
    </div>
  );
}

function ProfileTabContent({ user, stats }: { user: SessionUser; stats: UserStats }) {
  const { t } = useTranslation();
  const { signOut } = useAuthActions();
  const [signingOut, setSigningOut] = useState(false);
  const cheater = stats.player_type.value === CHEATER;

  return (
    <>
      <section className={styles.card} aria-labelledby="profile-username">
        <div className={styles.identity}>
          <img src={avatarUrl(user.avatar)} alt="" width="72" height="72" className={styles.avatar} />
          <h2 id="profile-username" className={styles.username}>
            {user.username}
          </h2>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('profile.grains')}</dt>
            <dd className={styles.figure} data-testid="profile-grains">
              {formatNumber(stats.rice)}
              {cheater ? (
                <span className={styles.cheaterFlag} role="img" aria-label={t('profile.cheaterFlag')}>
                  <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
                    <path d="M3 1v14M3 2h9l-2 3 2 3H3" fill="currentColor" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </span>
              ) : null}
            </dd>
          </div>
          {stats.rank !== null ? (
            <div>
              <dt>{t('profile.rank')}</dt>
              <dd className={styles.figure}>{t('profile.rankValue', { rank: formatNumber(stats.rank) })}</dd>
            </div>
          ) : null}
        </dl>
        {cheater ? (
          <p role="note" className={styles.cheater}>
            {t('profile.cheater')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to="/profile-edit" className={styles.primaryButton}>
            {t('profile.editButton')}
          </Link>
          <button
            type="button"
            className={styles.secondaryButton}
            aria-disabled={signingOut || undefined}
            onClick={() => {
              if (signingOut) return;
              setSigningOut(true);
              void signOut('/');
            }}
          >
            {t('profile.signOut')}
          </button>
        </div>
      </section>
      <FavouriteCategories stats={stats} />
      <GroupContributions stats={stats} />
    </>
  );
}

/** The category's label; '…' while the categories load, the id itself for one that no longer exists. */
function categoryLabel(categories: Category[] | undefined, id: string): string {
  if (!categories) return '…';
  return categories.find((c) => c.id === id || c.machine_name === id)?.label ?? id;
}

function FavouriteCategories({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const favourites = stats.details.fav_categories;
  return (
    <section className={styles.card} aria-labelledby="profile-favourites">
      <h2 id="profile-favourites" className={styles.sectionTitle}>
        {t('profile.favourites.title')}
      </h2>
      {favourites.length === 0 ? (
        <p>{t('profile.favourites.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('profile.favourites.category')}</th>
              <th scope="col">{t('profile.favourites.success')}</th>
              <th scope="col">{t('profile.favourites.grains')}</th>
            </tr>
          </thead>
          <tbody>
            {favourites.map((favourite) => (
              <tr key={favourite.category}>
                <th scope="row">{categoryLabel(categories.data, favourite.category)}</th>
                <td>{t('profile.favourites.percent', { percent: formatNumber(successPercent(favourite.coef)) })}</td>
                <td>{formatNumber(favourite.right * GRAINS_PER_CORRECT_ANSWER)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function GroupContributions({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const groups = stats.details.groups;
  const names = useGroupNames(groups.map((g) => g.id));
  const nameOf = (id: string) => names.groups[id]?.name || t('profile.groups.unnamed');
  return (
    <section className={styles.card} aria-labelledby="profile-groups">
      <h2 id="profile-groups" className={styles.sectionTitle}>
        {t('profile.groups.title')}
      </h2>
      {groups.length === 0 ? (
        <p>
          {t('profile.groups.empty')} <Link to="/groups">{t('profile.groups.find')}</Link>
        </p>
      ) : (
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.id}>
              <Link to={`/group/${encodeURIComponent(group.id)}`} className={styles.groupLink}>
                <span className={styles.groupName}>{nameOf(group.id)}</span>
                <span>{t('profile.groups.contribution', { grains: formatNumber(group.contribution) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Which badge family a machine name belongs to: it picks the badge's colour. */
function badgeFamily(machineName: string): string {
  return machineName.split('_')[0] ?? 'other';
}

function BadgesTabContent({ earned }: { earned: string[] }) {
  const { t } = useTranslation();
  const badges = useBadges();
  if (badges.isError) {
    return (
      <div role="alert" className={styles.card}>
        <p>{t('profile.badges.error')}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void badges.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  if (!badges.data) {
    return (
      <p role="status" className={styles.card}>
        {t('profile.badges.loading')}
      </p>
    );
  }
  const owned = new Set(earned);
  const isEarned = (badge: { id: string; machine_name: string }) =>
    owned.has(badge.id) || owned.has(badge.machine_name);
  return (
    <section className={styles.card} aria-labelledby="profile-badges">
      <h2 id="profile-badges" className={styles.sectionTitle}>
        {t('profile.badges.title')}
      </h2>
      <p>
        {t('profile.badges.count', {
          earned: formatNumber(badges.data.filter(isEarned).length),
          total: formatNumber(badges.data.length),
        })}
      </p>
      <ul className={styles.badges}>
        {badges.data.map((badge) => {
          const has = isEarned(badge);
          return (
            <li
              key={badge.id}
              className={has ? styles.badge : `${styles.badge} ${styles.badgeLocked}`}
              data-earned={has}
              data-family={badgeFamily(badge.machine_name)}
            >
              <svg className={styles.badgeIcon} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
                <path d="M13 2h6l-3 12h-6zM27 2h-6l3 12h6z" fill="currentColor" opacity="0.55" />
                <circle cx="20" cy="25" r="12" fill="currentColor" />
                <path d="m20 18 2.2 4.5 5 .7-3.6 3.5.9 4.9-4.5-2.4-4.5 2.4.9-4.9-3.6-3.5 5-.7z" fill="#fff" />
              </svg>
              <div>
                <h3 className={styles.badgeLabel}>{badge.label}</h3>
                <p className={styles.badgeDescription}>{badge.description}</p>
                <p className={styles.badgeStatus}>{has ? t('profile.badges.earned') : t('profile.badges.notEarned')}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
