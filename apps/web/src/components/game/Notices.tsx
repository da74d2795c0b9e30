import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAINS_PER_CORRECT_ANSWER } from '@ricebowl/contract';
import { appendJsonList, readJsonList, STORAGE_KEYS } from '../../state/storage';
import { safeLink } from '../../lib/safe-link';
import styles from './Notices.module.css';

/** A dismissible notice; the accounts API's eye-catchers (SPEC §3) have exactly this shape. */
export interface Notice {
  id: string;
  title: string;
  body: string;
  button_link?: string | null;
  button_text?: string | null;
}

export const WELCOME_NOTICE_ID = 'welcome';

/** The built-in notice for first-time visitors: what playing does and who pays for it. */
export function useWelcomeNotice(): Notice {
  const { t } = useTranslation();
  return {
    id: WELCOME_NOTICE_ID,
    title: t('game.notices.welcome.title'),
    body: t('game.notices.welcome.body', { grains: GRAINS_PER_CORRECT_ANSWER }),
  };
}

/** The notice block: each notice stays closed once dismissed (remembered per id in local storage). */
export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => readJsonList(STORAGE_KEYS.closedNotices));
  const open = notices.filter((notice) => !closed.includes(notice.id));
  if (open.length === 0) return null;

  const handleClose = (id: string) => {
    appendJsonList(STORAGE_KEYS.closedNotices, id);
    setClosed((list) => (list.includes(id) ? list : [...list, id]));
    // The close button goes away with its notice; keep the keyboard focus on the page.
    document.getElementById('main')?.focus();
  };

  return (
    <section className={styles.notices} aria-label={t('game.notices.label')}>
      {open.map((notice) => {
        const link = safeLink(notice.button_link);
        const titleId = `notice-${notice.id}-title`;
        return (
          <article key={notice.id} className={styles.notice} aria-labelledby={titleId}>
            <div className={styles.content}>
              <h2 id={titleId} className={styles.title}>
                {notice.title}
              </h2>
              <p className={styles.body}>{notice.body}</p>
              {link && notice.button_text ? (
                <a className={styles.button} href={link}>
                  {notice.button_text}
                </a>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={t('game.notices.close', { title: notice.title })}
              onClick={() => handleClose(notice.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </article>
        );
      })}
    </section>
  );
}
