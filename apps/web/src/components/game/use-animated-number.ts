import { useEffect, useRef, useState } from 'react';
import { counterDurationMs } from './rice';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './media';

/**
 * Counts from the shown value to `target` over ceil(change / 50) seconds with requestAnimationFrame;
 * shows `target` at once under prefers-reduced-motion. The first value is shown as is.
 */
export function useAnimatedNumber(target: number): number {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const animate = !reducedMotion && typeof requestAnimationFrame === 'function';
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    if (!animate) {
      shownRef.current = target;
      return;
    }
    const duration = counterDurationMs(target - from);
    let start: number | null = null;
    let frame = requestAnimationFrame(function step(now: number) {
      start ??= now;
      const progress = duration > 0 ? Math.min(1, (now - start) / duration) : 1;
      const value = Math.round(from + (target - from) * progress);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, animate]);

  return animate ? shown : target;
}
