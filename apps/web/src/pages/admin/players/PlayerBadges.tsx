import { useTranslation } from '../../../i18n/use-translation';
import type { AdminUserSummary } from '../../../api/admin';
import styles from '../Admin.module.css';

/** A player's role and flags as small labels: admin, cheater, disabled, unverified. */
export function PlayerBadges({ player }: { player: AdminUserSummary }) {
  const { t } = useTranslation();
  const badges: { key: string; text: string; warn: boolean }[] = [];
  if (player.role === 'admin') badges.push({ key: 'admin', text: t('admin.players.badges.admin'), warn: false });
  if (player.player_type === 1) badges.push({ key: 'cheater', text: t('admin.players.badges.cheater'), warn: true });
  if (player.disabled) badges.push({ key: 'disabled', text: t('admin.players.badges.disabled'), warn: true });
  if (!player.verified) badges.push({ key: 'unverified', text: t('admin.players.badges.unverified'), warn: false });
  if (badges.length === 0) return <span className={styles.muted}>{t('admin.players.badges.ok')}</span>;
  return (
    <span className={styles.actions}>
      {badges.map((badge) => (
        <span key={badge.key} className={badge.warn ? `${styles.badge} ${styles.badgeWarn}` : styles.badge}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}
