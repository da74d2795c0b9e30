import { OPTIONS_PER_QUESTION } from '@ricebowl/contract';

/**
 * The option a key press picks (keys 1–4, SPEC §5), or null when the press is not a shortcut:
 * a modifier is held, the player is typing in a field, or another handler already took it.
 */
export function shortcutIndex(event: KeyboardEvent): number | null {
  if (event.defaultPrevented || event.repeat) return null;
  if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (!/^[1-9]$/.test(event.key)) return null;
  const index = Number(event.key) - 1;
  return index < OPTIONS_PER_QUESTION ? index : null;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
