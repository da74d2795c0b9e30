import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The frame of a modal dialog: a backdrop that closes it when clicked outside the dialog, and the
 * dialog itself, which keeps focus inside (Tab wraps over the buttons `focusable` selects) and
 * closes on Escape. The classes come from the screen's own CSS module, which composes the frame's look
 * from ModalFrame.module.css.
 */
export function ModalFrame({
  role,
  titleId,
  bodyId,
  backdropClassName,
  className,
  focusable,
  onClose,
  children,
}: {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  bodyId?: string;
  backdropClassName: string | undefined;
  className: string | undefined;
  focusable: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleModalKey(event, dialog.current, onClose, focusable);
  return (
    <div
      className={backdropClassName}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={className}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The keyboard of a modal dialog: Escape closes it, and Tab / Shift+Tab wrap around the buttons
 * `focusable` selects, so focus never leaves the dialog while it is open.
 */
export function handleModalKey(
  event: KeyboardEvent<HTMLElement>,
  dialog: HTMLElement | null,
  onClose: () => void,
  focusable: string,
) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(focusable)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
