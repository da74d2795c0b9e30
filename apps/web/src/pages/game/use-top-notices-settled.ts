import { useEffect, useState } from 'react';
import { useAnnouncements, useEyeCatcher } from '../../api/challenges';

/** How long the game screen waits for the accounts API before laying out without its notices. */
export const TOP_NOTICES_WAIT_MS = 1000;

/**
 * Whether the announcement and the eye-catcher, which sit above the game, have answered (or failed),
 * or TOP_NOTICES_WAIT_MS has passed. Until then the game screen holds back its layout: otherwise the
 * question card jumps down when they arrive, under the player's finger (a layout shift of 0.2 to 0.75
 * that Lighthouse counts against performance, issue 8). Once open it stays open, whatever the
 * queries do later (the banner mounting refetches a failed one).
 */
export function useTopNoticesSettled(): boolean {
  const announcements = useAnnouncements();
  const eyeCatcher = useEyeCatcher();
  const [open, setOpen] = useState(false);
  const answered = !announcements.isPending && !eyeCatcher.isPending;
  if (answered && !open) setOpen(true);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOpen(true), TOP_NOTICES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return open;
}
