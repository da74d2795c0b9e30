import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../api/http';
import { useGroup, type Group } from '../../api/groups';
import { groupAvatarUrl } from '../../components/groups/avatar';
import { TabPanel, Tabs } from '../../components/tabs/Tabs';
import { useSession, type SessionUser } from '../../state/session';
import { MembersTab } from './MembersTab';
import { MyGroupTab } from './MyGroupTab';
import styles from '../../components/groups/Groups.module.css';

type GroupTab = 'my-group' | 'members';

/**
 * /group/{id} — a group, for its members (SPEC §2 Group page): tabs my-group and members. A
 * non-member sees 'Unauthorized' with a way to join; an unknown group 'Group not found'.
 */
export function GroupPage() {
  const { id = '' } = useParams();
  const user = useSession();
  // The route guard sends signed-out players away; nothing to show until it has.
  return user ? <GroupScreen key={id} viewer={user} id={id} /> : null;
}

function GroupScreen({ viewer, id }: { viewer: SessionUser; id: string }) {
  const { t } = useTranslation();
  const group = useGroup(viewer.uuid, id);

  if (group.data) return <GroupView group={group.data} viewer={viewer} />;
  const status = group.error instanceof ApiError ? group.error.status : null;
  if (status === 403) return <Unauthorized />;
  if (status === 404) return <NotFound />;
  if (group.isError) {
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.card}>
          <p>{t('groups.group.error')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void group.refetch()}>
            {t('groups.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <p role="status" className={styles.muted}>
        {t('groups.group.loading')}
      </p>
    </div>
  );
}

/** SPEC §6: viewing a group needs membership; a non-member is shown how to join. */
function Unauthorized() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="group-unauthorized">
        <h1 id="group-unauthorized" className={styles.title}>
          {t('groups.group.unauthorized.title')}
        </h1>
        <p className={styles.text}>{t('groups.group.unauthorized.body')}</p>
        <div className={styles.actions}>
          <Link to="/group-join" className={styles.primaryButton}>
            {t('groups.group.unauthorized.join')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="group-not-found">
        <h1 id="group-not-found" className={styles.title}>
          {t('groups.group.notFound.title')}
        </h1>
        <p className={styles.text}>{t('groups.group.notFound.body')}</p>
        <Link to="/groups" className={styles.textLink}>
          {t('groups.back')}
        </Link>
      </section>
    </div>
  );
}

function GroupView({ group, viewer }: { group: Group; viewer: SessionUser }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<GroupTab>('my-group');
  const isOwner = group.admins.includes(viewer.uuid);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <img src={groupAvatarUrl(group.avatar)} alt="" width="64" height="64" className={styles.avatar} />
        <div>
          <h1 className={styles.title}>{group.name}</h1>
          {isOwner ? <span className={styles.ownerBadge}>{t('groups.group.youOwn')}</span> : null}
        </div>
      </div>
      <Tabs
        id="group"
        label={t('groups.group.tabs.label')}
        tabs={[
          { key: 'my-group', label: t('groups.group.tabs.myGroup') },
          { key: 'members', label: t('groups.group.tabs.members') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel id="group" tab="my-group" selected={tab}>
        <MyGroupTab group={group} viewer={viewer} isOwner={isOwner} />
      </TabPanel>
      <TabPanel id="group" tab="members" selected={tab}>
        {/* Rendered only while selected: the member list is loaded on demand. */}
        <MembersTab group={group} viewer={viewer} isOwner={isOwner} />
      </TabPanel>
    </div>
  );
}
