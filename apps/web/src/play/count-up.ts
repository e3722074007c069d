import { useEffect, useRef, useState } from 'react';

/** People who asked their system for less motion see a number change, not climb. */
export function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A number that climbs (or falls) to its new value over `duration` ms instead of jumping, from
 * wherever it was shown last: a change mid-climb carries on from there. The first value shows
 * as is. `climbing` is true while it moves (a style may make it stand out).
 */
export function useCountUp(target: number, duration = 800): { value: number; climbing: boolean } {
  const [value, setValue] = useState(target);
  const shown = useRef(target);
  useEffect(() => {
    const from = shown.current;
    if (from === target || reducedMotion() || typeof requestAnimationFrame !== 'function') {
      shown.current = target;
      setValue(target);
      return;
    }
    let frame = 0;
    let started: number | null = null;
    const step = (now: number) => {
      started ??= now;
      const progress = Math.min(1, (now - started) / duration);
      // Fast at first, settling gently on the new value.
      const eased = 1 - (1 - progress) ** 3;
      shown.current = Math.round(from + (target - from) * eased);
      setValue(shown.current);
      if (progress < 1) {
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);
  return { value, climbing: value !== target };
}
