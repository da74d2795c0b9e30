import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS, type Notification } from '@ricebowl/contract';
import { CloseButton } from './CloseButton';
import { RiceBowl } from './RiceBowl';
import styles from './GameNotification.module.css';

/** A notification on screen; `key` tells two notifications with the same text apart. */
export interface ShownNotification {
  key: number;
  notification: Notification;
}

/** The notification's text in the player's language; the server's English title as fallback. */
export function useNotificationText(notification: Notification): string {
  const { t, i18n } = useTranslation();
  const key = `game.notifications.${notification.code}`;
  if (!/^[a-z0-9_]+$/i.test(notification.code) || !i18n.exists(key)) return notification.title;
  return t(key as 'game.notifications.level_up', { ...notification.params, defaultValue: notification.title });
}

/**
 * The first notification of a game response (SPEC §4): a large one opens a dialog-like panel that
 * stays until closed; a small one shows with a rice-bowl icon and hides itself after 5 s.
 */
export function GameNotification({ shown, onDismiss }: { shown: ShownNotification | null; onDismiss: () => void }) {
  return (
    <>
      <div className={styles.smallArea} aria-live="polite">
        {shown && shown.notification.size !== 'large' ? (
          <SmallNotification key={shown.key} notification={shown.notification} onDismiss={onDismiss} />
        ) : null}
      </div>
      {shown && shown.notification.size === 'large' ? (
        <LargeNotification key={shown.key} notification={shown.notification} onDismiss={onDismiss} />
      ) : null}
    </>
  );
}

/** Plays the 0.5 s leaving transition, then reports the notification gone. */
function useLeaving(onDismiss: () => void) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onDismiss, TIMINGS.notificationTransitionMs);
    return () => clearTimeout(timer);
  }, [leaving, onDismiss]);
  const leave = useCallback(() => setLeaving(true), []);
  return { leaving, leave };
}

function SmallNotification({ notification, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = useNotificationText(notification);
  const { leaving, leave } = useLeaving(onDismiss);

  useEffect(() => {
    const timer = setTimeout(leave, TIMINGS.smallNotificationHideMs);
    return () => clearTimeout(timer);
  }, [leave]);

  return (
    <div className={styles.small} data-leaving={leaving || undefined} data-testid="notification-small">
      <RiceBowl rice={45} size={40} />
      <p className={styles.smallText}>{text}</p>
      <CloseButton label={t('game.notifications.close')} iconSize={18} onClick={leave} />
    </div>
  );
}

function LargeNotification({ notification, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = useNotificationText(notification);
  const { leaving, leave } = useLeaving(onDismiss);
  const titleId = useId();
  const textId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  // Focus moves into the panel; once it is gone, back to where the player was.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      setTimeout(() => {
        // Only when the focus was lost with the panel (not if the player has moved on).
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && previous?.isConnected) previous.focus();
      }, TIMINGS.modalFocusDelayMs);
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      leave();
    } else if (event.key === 'Tab') {
      // The close button is the panel's only control: keep the focus inside.
      event.preventDefault();
      closeButton.current?.focus();
    }
  };

  return (
    <div className={styles.backdrop} data-leaving={leaving || undefined}>
      <div
        className={styles.large}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={handleKeyDown}
      >
        <RiceBowl rice={45} size={96} />
        <h2 id={titleId} className={styles.largeTitle}>
          {t('game.notifications.largeTitle')}
        </h2>
        <p id={textId} className={styles.largeText}>
          {text}
        </p>
        <button ref={closeButton} type="button" className={styles.largeClose} onClick={leave}>
          {t('game.notifications.close')}
        </button>
      </div>
    </div>
  );
}
