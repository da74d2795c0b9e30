import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ModalFrame } from '../dialog/ModalFrame';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS } from '@ricebowl/contract';
import styles from './Groups.module.css';

/**
 * A modal confirmation (promote, kick, refresh the code, leave). Focus starts on Cancel, stays
 * inside the dialog (Tab wraps), Escape or the backdrop cancels. When the dialog closes, focus goes
 * back to what opened it 250 ms later (SPEC §9). An action that may take its opener away (a member
 * promoted or removed loses the row's button once the list is fetched again, which can be after
 * those 250 ms) names `focusAfterConfirm`: a confirmation sends focus there instead, so it never
 * lands on a button about to vanish.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
  focusAfterConfirm,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  focusAfterConfirm?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const afterConfirm = useRef(focusAfterConfirm);
  const confirmed = useRef(false);
  useEffect(() => {
    afterConfirm.current = focusAfterConfirm;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      window.setTimeout(() => {
        const target = (confirmed.current && afterConfirm.current?.()) || opener;
        if (target?.isConnected) target.focus();
      }, TIMINGS.modalFocusDelayMs);
    };
  }, []);

  const confirm = () => {
    confirmed.current = true;
    onConfirm();
  };

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
        <button type="button" className={danger ? styles.dangerButton : styles.primaryButton} onClick={confirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
