import type { KeyboardEvent } from 'react';

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
