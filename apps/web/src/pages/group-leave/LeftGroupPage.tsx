import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import styles from '../../components/groups/Groups.module.css';

/** What the group page hands over when the player leaves: the group's name and code. */
export interface LeftGroupState {
  name: string;
  code: string;
}

function leftGroupOf(state: unknown): LeftGroupState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { name, code } = state as Partial<LeftGroupState>;
  return typeof name === 'string' && typeof code === 'string' ? { name, code } : null;
}

/**
 * /group-leave/{id} — the confirmation after leaving (SPEC §2 Group leave): the name and code of the
 * group left, from the leave call's answer. Opened without it (a reload), it says so plainly.
 */
export function LeftGroupPage() {
  const { t } = useTranslation();
  const left = leftGroupOf(useLocation().state);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="group-left">
        <h1 id="group-left" className={styles.title}>
          {t('groups.left.title')}
        </h1>
        {left ? (
          <>
            <p className={styles.text}>{t('groups.left.body', { name: left.name })}</p>
            <p className={styles.text}>{t('groups.left.codeIntro')}</p>
            <p className={styles.code} data-testid="left-group-code">
              {left.code}
            </p>
            <p className={styles.muted}>{t('groups.left.rejoin')}</p>
          </>
        ) : (
          <p className={styles.text}>{t('groups.left.unknown')}</p>
        )}
        <div className={styles.actions}>
          <Link to="/groups" className={styles.primaryButton}>
            {t('groups.back')}
          </Link>
          <Link to="/" className={styles.secondaryButton}>
            {t('groups.left.play')}
          </Link>
        </div>
      </section>
    </div>
  );
}
