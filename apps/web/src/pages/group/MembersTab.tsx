import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useGroupMembers, type Group } from '../../api/groups';
import { usePublicUsers } from '../../api/queries';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { SuccessStatus } from '../../components/groups/GroupForm';
import { LoadStatus } from '../../components/load-status/LoadStatus';
import { formatNumber } from '../../i18n';
import type { SessionUser } from '../../state/session';
import { formStyles } from '../../components/form/Form';
import { MemberRow } from './MemberRow';
import { useMemberActions, type PendingMemberAction } from './use-member-actions';
import styles from '../../components/groups/Groups.module.css';

interface Props {
  group: Group;
  viewer: SessionUser;
  isOwner: boolean;
}

/**
 * The members tab (SPEC §2 Group page): mounted only when chosen, so the list loads on demand, 40
 * a page, with names and avatars from one accounts batch call per page. Owners promote or kick
 * through a confirmation; either way the member list is fetched again (SPEC §4, §7).
 */
export function MembersTab({ group, viewer, isOwner }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { pending, setPending, success, failure, run } = useMemberActions(group, viewer);
  const heading = useRef<HTMLHeadingElement>(null);
  const members = useGroupMembers(viewer.uuid, group.uuid, page, true);
  const items = members.data?.items ?? [];
  const names = usePublicUsers(items.map((m) => m.user));

  let list;
  if (members.data) {
    list = (
      <ol className={styles.rows} aria-labelledby="group-members-title" data-testid="members">
        {items.map((member) => (
          <MemberRow
            key={member.user}
            member={member}
            name={names.users[member.user]?.username || t('groups.members.unknown')}
            avatar={names.users[member.user]?.avatar}
            owner={group.admins.includes(member.user)}
            self={member.user === viewer.uuid}
            canManage={isOwner}
            onAsk={setPending}
          />
        ))}
      </ol>
    );
  } else {
    list = (
      <LoadStatus
        failed={members.isError}
        onRetry={() => void members.refetch()}
        texts={{
          error: t('groups.members.error'),
          retry: t('groups.retry'),
          loading: t('groups.members.loading'),
        }}
        classes={{ errorText: styles.text, retry: styles.secondaryButton, loading: styles.muted }}
      />
    );
  }

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
      <MembersPagination page={page} totalPages={members.data?.pagination.total_pages ?? 1} onChange={setPage} />
      {pending ? (
        <MemberActionDialog
          pending={pending}
          group={group}
          viewer={viewer}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
          focusAfterConfirm={() => heading.current}
        />
      ) : null}
    </section>
  );
}

/** Previous and next buttons around "page N of M", shown only when there is more than one page. */
function MembersPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (update: (page: number) => number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('groups.members.pages')}>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={page <= 1}
        onClick={() => onChange((p) => Math.max(1, p - 1))}
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
        onClick={() => onChange((p) => Math.min(totalPages, p + 1))}
      >
        {t('groups.members.next')}
      </button>
    </nav>
  );
}

/** The confirmation an owner answers before a promote or a kick (a kick of themselves says so). */
function MemberActionDialog({
  pending,
  group,
  viewer,
  onConfirm,
  onCancel,
  focusAfterConfirm,
}: {
  pending: PendingMemberAction;
  group: Group;
  viewer: SessionUser;
  onConfirm: () => void;
  onCancel: () => void;
  focusAfterConfirm: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const promote = pending.action === 'promote';
  return (
    <ConfirmDialog
      title={
        promote
          ? t('groups.members.promoteTitle', { user: pending.name })
          : t('groups.members.kickTitle', { user: pending.name, group: group.name })
      }
      confirmLabel={promote ? t('groups.members.promote') : t('groups.members.kick')}
      danger={!promote}
      onConfirm={onConfirm}
      onCancel={onCancel}
      focusAfterConfirm={focusAfterConfirm}
    >
      <p>
        {promote
          ? t('groups.members.promoteBody')
          : pending.member === viewer.uuid
            ? t('groups.members.kickSelfBody')
            : t('groups.members.kickBody')}
      </p>
    </ConfirmDialog>
  );
}
