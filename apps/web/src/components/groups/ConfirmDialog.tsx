import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { handleModalKey } from '../dialog/modal-keys';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS } from '@ricebowl/contract';
import styles from './Groups.module.css';

/**
 * A modal confirmation (promote, kick, refresh the code, leave). Focus starts on Cancel, stays
 * inside the dialog (Tab wraps), Escape or the backdrop cancels. When the dialog closes, focus goes
 * back to what opened it 250 ms later (SPEC §9), or to `fallbackFocus` when that has gone (a row of
 * a member just removed).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    fallback.current = fallbackFocus;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      window.setTimeout(() => {
        const target = opener?.isConnected ? opener : fallback.current?.();
        target?.focus();
      }, TIMINGS.modalFocusDelayMs);
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleModalKey(event, dialog.current, onCancel, 'button:not([disabled])');

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={bodyId} className={styles.dialogBody}>
          {children}
        </div>
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('groups.dialog.cancel')}
          </button>
          <button type="button" className={danger ? styles.dangerButton : styles.primaryButton} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
