import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ModalFrame } from '../../components/dialog/ModalFrame';
import { useTranslation } from '../../i18n/use-translation';
import { TIMINGS } from '@ricebowl/contract';
import { AVATAR_CHOICES, avatarUrl } from '../../state/session';
import styles from './Profile.module.css';

const COLUMNS = 4;

/**
 * The current avatar and a button that opens the picker modal (SPEC §2 Edit profile): avatar-1 …
 * avatar-16 as a radio group. Focus goes back to the button 250 ms after the modal closes (SPEC §9).
 */
export function AvatarPicker({ value, onChange }: { value: string; onChange: (avatar: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    window.setTimeout(() => opener.current?.focus(), TIMINGS.modalFocusDelayMs);
  };

  return (
    <div className={styles.avatarRow}>
      <img
        src={avatarUrl(value)}
        alt={t('editProfile.avatar.current')}
        width="64"
        height="64"
        className={styles.avatar}
      />
      <button
        ref={opener}
        type="button"
        className={styles.secondaryButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('editProfile.avatar.change')}
      </button>
      {open ? (
        <AvatarDialog
          value={value}
          onPick={(avatar) => {
            onChange(avatar);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

function AvatarDialog({
  value,
  onPick,
  onClose,
}: {
  value: string;
  onPick: (avatar: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const options = useRef<(HTMLButtonElement | null)[]>([]);
  const start = Math.max(0, AVATAR_CHOICES.indexOf(value));
  const [active, setActive] = useState(start);

  useEffect(() => {
    options.current[start]?.focus();
  }, [start]);

  const moveTo = (index: number) => {
    const next = (index + AVATAR_CHOICES.length) % AVATAR_CHOICES.length;
    setActive(next);
    options.current[next]?.focus();
  };

  const handleOptionKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + COLUMNS,
      ArrowUp: index - COLUMNS,
      Home: 0,
      End: AVATAR_CHOICES.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    }
  };

  // A modal keeps focus inside itself; Escape closes it without a change.
  return (
    <ModalFrame
      role="dialog"
      titleId={titleId}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
      focusable='button:not([tabindex="-1"])'
      onClose={onClose}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId}>{t('editProfile.avatar.dialogTitle')}</h2>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('editProfile.avatar.close')}</span>
        </button>
      </div>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.avatarGrid}>
        {AVATAR_CHOICES.map((avatar, index) => (
          <button
            key={avatar}
            ref={(element) => {
              options.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={avatar === value}
            aria-label={t('editProfile.avatar.option', { number: index + 1 })}
            tabIndex={index === active ? 0 : -1}
            className={styles.avatarOption}
            onClick={() => onPick(avatar)}
            onKeyDown={(event) => handleOptionKey(event, index)}
          >
            <img src={avatarUrl(avatar)} alt="" width="64" height="64" />
          </button>
        ))}
      </div>
    </ModalFrame>
  );
}
