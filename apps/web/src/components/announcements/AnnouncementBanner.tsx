import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, type Announcement } from '../../api/challenges';
import { assetUrl } from '../../config';
import { appendJsonList, readJsonList, STORAGE_KEYS } from '../../state/storage';
import { pickAnnouncement, safeLink } from './announcements';
import styles from './AnnouncementBanner.module.css';

/**
 * The announcement banner (SPEC §1, §4 Announcement): the latest unread announcement is shown once —
 * its date goes into `readAnnouncements` as soon as it is on screen, so it stays for this visit of
 * the screen and is not shown again. The player can close it sooner.
 */
export function AnnouncementBanner() {
  const { data } = useAnnouncements();
  // Decided once, when the announcements arrive (adjusted while rendering, not in an effect).
  const [decision, setDecision] = useState<{ shown: Announcement | null } | null>(null);
  const [closed, setClosed] = useState(false);
  if (data && decision === null) {
    setDecision({ shown: pickAnnouncement(data, readJsonList(STORAGE_KEYS.readAnnouncements)) });
  }
  const shown = decision?.shown ?? null;

  useEffect(() => {
    if (shown) appendJsonList(STORAGE_KEYS.readAnnouncements, shown.date);
  }, [shown]);

  if (!shown || closed) return null;
  return (
    <Banner
      announcement={shown}
      onClose={() => {
        setClosed(true);
        // The close button goes away with the banner; keep the keyboard focus on the page.
        document.getElementById('main')?.focus();
      }}
    />
  );
}

function Banner({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = safeLink(announcement.call_to_action);
  const label = announcement.call_to_action_label;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="announcement">
      {announcement.image ? (
        <img className={styles.image} src={assetUrl(announcement.image)} alt="" width="96" height="96" />
      ) : null}
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('announcements.label')}</p>
        <h2 id={titleId} className={styles.title}>
          {announcement.title}
        </h2>
        <p className={styles.summary}>{announcement.summary}</p>
        {link && label ? (
          link.startsWith('/') ? (
            <Link className={styles.action} to={link}>
              {label}
            </Link>
          ) : (
            <a className={styles.action} href={link}>
              {label}
            </a>
          )
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('announcements.close', { title: announcement.title })}
        onClick={onClose}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
