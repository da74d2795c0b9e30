import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { groupKeys, groupsApi, useGroupMembers, type Group, type GroupMember } from '../../api/groups';
import { usePublicUsers } from '../../api/queries';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { SuccessStatus } from '../../components/groups/GroupForm';
import { formatNumber } from '../../i18n';
import { avatarUrl, type SessionUser } from '../../state/session';
import { formStyles } from '../../components/form/Form';
import styles from '../../components/groups/Groups.module.css';

interface Props {
  group: Group;
  viewer: SessionUser;
  isOwner: boolean;
}

type Action = 'promote' | 'kick';

interface Pending {
  action: Action;
  member: string;
  name: string;
}

/**
 * The members tab (SPEC §2 Group page): mounted only when chosen, so the list loads on demand, 40
 * a page, with names and avatars from one accounts batch call per page. Owners promote or kick
 * through a confirmation; either way the member list is fetched again (SPEC §4, §7).
 */
export function MembersTab({ group, viewer, isOwner }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const members = useGroupMembers(viewer.uuid, group.uuid, page, true);
  const items = members.data?.items ?? [];
  const names = usePublicUsers(items.map((m) => m.user));
  const pagination = members.data?.pagination;

  const nameOf = (member: GroupMember) => names.users[member.user]?.username || t('groups.members.unknown');

  const run = async ({ action, member, name }: Pending) => {
    setPending(null);
    setSuccess(null);
    setFailure(null);
    try {
      if (action === 'promote') await groupsApi.promote(group.uuid, member);
      else await groupsApi.kick(group.uuid, member);
      if (action === 'kick' && member === viewer.uuid) {
        // An owner who removed themselves is no longer a member: back to their groups.
        queryClient.removeQueries({ queryKey: groupKeys.group(viewer.uuid, group.uuid) });
        void queryClient.invalidateQueries({ queryKey: groupKeys.mine(viewer.uuid) });
        void navigate('/groups');
        return;
      }
      setSuccess(t(action === 'promote' ? 'groups.members.promoted' : 'groups.members.kicked', { user: name }));
    } catch {
      setFailure(
        t(action === 'promote' ? 'groups.members.promoteFailed' : 'groups.members.kickFailed', {
          user: name,
          group: group.name,
        }),
      );
    }
    // SPEC §7: after promote or kick the member list cache is invalidated (and the owners with it).
    void queryClient.invalidateQueries({ queryKey: groupKeys.members(viewer.uuid, group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.group(viewer.uuid, group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.stats(group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.member(viewer.uuid, group.uuid) });
  };

  let list;
  if (members.data) {
    list = (
      <ol className={styles.rows} aria-labelledby="group-members-title" data-testid="members">
        {items.map((member) => {
          const name = nameOf(member);
          const owner = group.admins.includes(member.user);
          const self = member.user === viewer.uuid;
          return (
            <li key={member.user} className={styles.row} data-testid="member">
              <span className={styles.rank}>
                <span className="visually-hidden">{t('groups.members.rankLabel')}</span>
                {formatNumber(member.rank)}
              </span>
              <img
                src={avatarUrl(names.users[member.user]?.avatar)}
                alt=""
                width="40"
                height="40"
                className={styles.avatar}
              />
              <span className={styles.who}>
                <span className={styles.name}>
                  {name}
                  {self ? ` ${t('groups.members.you')}` : null}
                </span>
                {owner ? <span className={styles.ownerBadge}>{t('groups.members.owner')}</span> : null}
              </span>
              <span className={styles.rice}>{t('groups.rice', { rice: formatNumber(member.rice) })}</span>
              {isOwner ? (
                <span className={styles.memberActions}>
                  {owner ? null : (
                    <button
                      type="button"
                      className={`${styles.secondaryButton} ${styles.smallButton}`}
                      aria-haspopup="dialog"
                      aria-label={t('groups.members.promoteLabel', { user: name })}
                      onClick={() => setPending({ action: 'promote', member: member.user, name })}
                    >
                      {t('groups.members.promote')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${styles.secondaryButton} ${styles.smallButton}`}
                    aria-haspopup="dialog"
                    aria-label={t('groups.members.kickLabel', { user: name })}
                    onClick={() => setPending({ action: 'kick', member: member.user, name })}
                  >
                    {t('groups.members.kick')}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  } else if (members.isError) {
    list = (
      <div role="alert">
        <p className={styles.text}>{t('groups.members.error')}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void members.refetch()}>
          {t('groups.retry')}
        </button>
      </div>
    );
  } else {
    list = (
      <p role="status" className={styles.muted}>
        {t('groups.members.loading')}
      </p>
    );
  }

  const totalPages = pagination?.total_pages ?? 1;
  return (
    <section className={styles.card} aria-labelledby="group-members-title">
      <h2 id="group-members-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('groups.members.title', { count: group.total_members, formatted: formatNumber(group.total_members) })}
      </h2>
      <SuccessStatus message={success} />
      {failure ? (
        <p role="alert" className={formStyles.serverMessage}>
          {failure}
        </p>
      ) : null}
      {list}
      {totalPages > 1 ? (
        <nav className={styles.pagination} aria-label={t('groups.members.pages')}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('groups.members.previous')}
          </button>
          <span aria-live="polite">
            {t('groups.members.page', { page: formatNumber(page), total: formatNumber(totalPages) })}
          </span>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={page >= totalPages}
            onClick={() => setPage((p) => Math.min(totalPages, p + 1))}
          >
            {t('groups.members.next')}
          </button>
        </nav>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={
            pending.action === 'promote'
              ? t('groups.members.promoteTitle', { user: pending.name })
              : t('groups.members.kickTitle', { user: pending.name, group: group.name })
          }
          confirmLabel={pending.action === 'promote' ? t('groups.members.promote') : t('groups.members.kick')}
          danger={pending.action === 'kick'}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
          fallbackFocus={() => heading.current}
        >
          <p>
            {pending.action === 'promote'
              ? t('groups.members.promoteBody')
              : pending.member === viewer.uuid
                ? t('groups.members.kickSelfBody')
                : t('groups.members.kickBody')}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
