import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ModalFrame } from '../dialog/ModalFrame';
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

  return (
    <ModalFrame
      role="alertdialog"
      titleId={titleId}
      bodyId={bodyId}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
      focusable="button:not([disabled])"
      onClose={onCancel}
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
    </ModalFrame>
  );
}
