import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useMyGroups, type Group } from '../../api/groups';
import { groupAvatarUrl } from '../../components/groups/avatar';
import { formatNumber } from '../../i18n';
import { useSession, type SessionUser } from '../../state/session';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import styles from '../../components/groups/Groups.module.css';

/** /groups — the player's groups, or a sign-in prompt for anonymous players (SPEC §2 Groups list). */
export function GroupsPage() {
  const user = useSession();
  return user ? <MyGroups user={user} /> : <SignInPrompt />;
}

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('groups.title')}</h1>
      <section className={styles.card} aria-labelledby="groups-anonymous">
        <h2 id="groups-anonymous" className={styles.sectionTitle}>
          {t('groups.anonymous.title')}
        </h2>
        <p className={styles.text}>{t('groups.anonymous.body')}</p>
        <div className={styles.actions}>
          <Link to="/profile-login" className={styles.primaryButton}>
            {t('groups.anonymous.login')}
          </Link>
          <Link to="/profile-register" className={styles.secondaryButton}>
            {t('groups.anonymous.signup')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function MyGroups({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const groups = useMyGroups(user.uuid);

  let content;
  if (groups.data) {
    const count = groups.data.length;
    content = (
      <>
        <p className={styles.text} data-testid="groups-count">
          {count === 0 ? t('groups.empty') : t('groups.count', { count, formatted: formatNumber(count) })}
        </p>
        <div className={styles.actions}>
          <Link to="/group-join" className={styles.primaryButton}>
            {t('groups.join')}
          </Link>
          <Link to="/group-create" className={styles.secondaryButton}>
            {t('groups.make')}
          </Link>
        </div>
        {count > 0 ? (
          <ul className={styles.groupList} aria-label={t('groups.listLabel')}>
            {groups.data.map((group) => (
              <li key={group.uuid}>
                <GroupLink group={group} />
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  } else {
    content = (
      <LoadStatus
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
        texts={{ error: t('groups.error'), retry: t('groups.retry'), loading: t('groups.loading') }}
        classes={{ alert: styles.card, retry: styles.secondaryButton, loading: styles.muted }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('groups.title')}</h1>
      <p className={styles.text}>
        <strong>{t('groups.greeting', { username: user.username })}</strong> {t('groups.intro')}
      </p>
      {content}
    </div>
  );
}

function GroupLink({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <Link to={`/group/${encodeURIComponent(group.uuid)}`} className={styles.groupLink}>
      <img src={groupAvatarUrl(group.avatar)} alt="" width="48" height="48" className={styles.avatar} />
      <span>
        <span className={styles.groupName}>{group.name}</span>
        <span className={styles.groupFacts}>
          <span>{t('groups.rice', { rice: formatNumber(group.rice) })}</span>
          <span>
            {t('groups.memberCount', { count: group.total_members, formatted: formatNumber(group.total_members) })}
          </span>
        </span>
      </span>
    </Link>
  );
}
