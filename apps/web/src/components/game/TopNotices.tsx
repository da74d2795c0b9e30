import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAnnouncements, type Announcement } from '../../api/challenges';
import { assetUrl } from '../../config';
import { appendJsonList, readJsonList, STORAGE_KEYS } from '../../state/storage';
import { pickAnnouncement, safeLink } from '../announcements/announcements';
import { CloseButton } from './CloseButton';
import { WELCOME_NOTICE_ID, type Notice } from './Notices';
import styles from './TopNotices.module.css';

interface Item {
  key: string;
  title: string;
  body: string;
  link: string | null;
  linkLabel: string | null;
  image: string | null;
  /** The announcement is closed for this visit (it is read once shown); notices for good, by id. */
  announcement: boolean;
}

/**
 * The one compact block above the game (issue 18: the question is the hero on a phone): the latest
 * unread announcement (SPEC §4, recorded as read once on screen) and the open notices (closed for
 * good per id), folded into a disclosure that shows only the first title until opened. The built-in
 * welcome is left out while an announcement says the same to a newcomer. Each item can be dismissed,
 * and the whole block at once.
 */
export function TopNotices({ welcome, others }: { welcome: Notice; others: Notice[] }) {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  // Decided once, when the announcements arrive (adjusted while rendering, not in an effect).
  const [decision, setDecision] = useState<{ shown: Announcement | null } | null>(null);
  const [announcementClosed, setAnnouncementClosed] = useState(false);
  const [closed, setClosed] = useState(() => readJsonList(STORAGE_KEYS.closedNotices));
  if (data && decision === null) {
    setDecision({ shown: pickAnnouncement(data, readJsonList(STORAGE_KEYS.readAnnouncements)) });
  }
  const announcement = decision?.shown ?? null;

  useEffect(() => {
    if (announcement) appendJsonList(STORAGE_KEYS.readAnnouncements, announcement.date);
  }, [announcement]);

  const items: Item[] = [];
  if (announcement && !announcementClosed) {
    items.push({
      key: `announcement-${announcement.id}`,
      title: announcement.title,
      body: announcement.summary,
      link: safeLink(announcement.call_to_action),
      linkLabel: announcement.call_to_action_label ?? null,
      image: announcement.image ? assetUrl(announcement.image) : null,
      announcement: true,
    });
  }
  for (const notice of announcement ? others : [welcome, ...others]) {
    if (closed.includes(notice.id)) continue;
    items.push({
      key: notice.id,
      title: notice.title,
      body: notice.body,
      link: safeLink(notice.button_link),
      linkLabel: notice.button_text ?? null,
      image: null,
      announcement: false,
    });
  }
  if (items.length === 0) return null;

  const dismiss = (dismissed: Item[]) => {
    // Dismissing the announcement, which stood in for the welcome, dismisses the welcome too.
    const ids = dismissed.map((item) => (item.announcement ? WELCOME_NOTICE_ID : item.key));
    if (dismissed.some((item) => item.announcement)) setAnnouncementClosed(true);
    for (const id of ids) appendJsonList(STORAGE_KEYS.closedNotices, id);
    setClosed((list) => [...list, ...ids.filter((id) => !list.includes(id))]);
    // The button goes away with what it closed; keep the keyboard focus on the page.
    document.getElementById('main')?.focus();
  };

  const [first] = items as [Item, ...Item[]];
  return (
    <section
      className={styles.block}
      aria-label={t('game.notices.label')}
      data-testid="top-notices"
      // Once the announcements are in and the one to show is picked: what a test waits for before it
      // checks that a read announcement stays away.
      data-announcements={decision ? 'decided' : 'pending'}
    >
      <details className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.lead}>{first.title}</span>
          {items.length > 1 ? (
            <span className={styles.more}>{t('game.notices.more', { count: items.length - 1 })}</span>
          ) : null}
        </summary>
        <div className={styles.items}>
          {items.map((item) => (
            <NoticeItem key={item.key} item={item} onDismiss={() => dismiss([item])} />
          ))}
        </div>
      </details>
      <CloseButton
        label={items.length > 1 ? t('game.notices.closeAll') : t('game.notices.close', { title: first.title })}
        iconSize={20}
        className={styles.close}
        onClick={() => dismiss(items)}
      />
    </section>
  );
}

function NoticeItem({ item, onDismiss }: { item: Item; onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = `notice-${item.key}-title`;
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      {item.image ? <img className={styles.image} src={item.image} alt="" width="48" height="48" /> : null}
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {item.title}
        </h2>
        <p className={styles.body}>{item.body}</p>
        {item.link && item.linkLabel ? (
          item.link.startsWith('/') ? (
            <Link className={styles.action} to={item.link}>
              {item.linkLabel}
            </Link>
          ) : (
            <a className={styles.action} href={item.link}>
              {item.linkLabel}
            </a>
          )
        ) : null}
      </div>
      <CloseButton
        label={t('game.notices.close', { title: item.title })}
        iconSize={20}
        className={styles.close}
        onClick={onDismiss}
      />
    </article>
  );
}
