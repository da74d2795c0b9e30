import { useTranslation } from '../../i18n/use-translation';
import type { GroupMember } from '../../api/groups';
import { formatNumber } from '../../i18n';
import { avatarUrl } from '../../state/session';
import type { PendingMemberAction } from './use-member-actions';
import styles from '../../components/groups/Groups.module.css';

/** One line of the members list: rank, avatar, name and rice, with an owner's promote and kick buttons. */
export function MemberRow({
  member,
  name,
  avatar,
  owner,
  self,
  canManage,
  onAsk,
}: {
  member: GroupMember;
  name: string;
  avatar: string | null | undefined;
  /** The member is one of the group's owners. */
  owner: boolean;
  /** The member is the viewer. */
  self: boolean;
  /** The viewer owns the group, so may promote and kick. */
  canManage: boolean;
  onAsk: (action: PendingMemberAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="member">
      <span className={styles.rank}>
        <span className="visually-hidden">{t('groups.members.rankLabel')}</span>
        {formatNumber(member.rank)}
      </span>
      <img src={avatarUrl(avatar)} alt="" width="40" height="40" className={styles.avatar} />
      <span className={styles.who}>
        <span className={styles.name}>
          {name}
          {self ? ` ${t('groups.members.you')}` : null}
        </span>
        {owner ? <span className={styles.ownerBadge}>{t('groups.members.owner')}</span> : null}
      </span>
      <span className={styles.rice}>{t('groups.rice', { rice: formatNumber(member.rice) })}</span>
      {canManage ? (
        <span className={styles.memberActions}>
          {owner ? null : (
            <button
              type="button"
              className={`${styles.secondaryButton} ${styles.smallButton}`}
              aria-haspopup="dialog"
              aria-label={t('groups.members.promoteLabel', { user: name })}
              onClick={() => onAsk({ action: 'promote', member: member.user, name })}
            >
              {t('groups.members.promote')}
            </button>
          )}
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.smallButton}`}
            aria-haspopup="dialog"
            aria-label={t('groups.members.kickLabel', { user: name })}
            onClick={() => onAsk({ action: 'kick', member: member.user, name })}
          >
            {t('groups.members.kick')}
          </button>
        </span>
      ) : null}
    </li>
  );
}
