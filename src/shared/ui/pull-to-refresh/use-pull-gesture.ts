import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How far the content moves per pixel the finger travels: the pull feels heavier than a scroll. */
const RESISTANCE = 0.5;

/** True when neither the touched element nor anything around it (nor the page) is scrolled down. */
export function isScrolledToTop(target: EventTarget | null): boolean {
  if (typeof window !== 'undefined' && window.scrollY > 0) return false;
  let node = target instanceof Element ? target : null;
  while (node) {
    if (node.scrollTop > 0) return false;
    node = node.parentElement;
  }
  return true;
}

export interface PullGestureOptions {
  enabled: boolean;
  threshold: number;
  maxDistance: number;
  onDistance: (distance: number) => void;
  /** The finger lifted: `true` when it was pulled past the threshold. */
  onEnd: (passed: boolean) => void;
}

/**
 * Tracks a one-finger downward pull that starts while everything is scrolled to the top. Touch events (not
 * pointer events): the browser cancels pointer streams as soon as it starts a pan, and this gesture must be able to
 * take over from the native overscroll, which needs a non-passive touchmove listener.
 */
export function usePullGesture(ref: RefObject<HTMLElement | null>, options: PullGestureOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // A layout effect, so the gesture is live from the first painted frame (a passive effect can run after the first
  // touch when the main thread is busy right after mounting).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    let distance = 0;

    const reset = () => {
      start = null;
      if (distance !== 0) {
        distance = 0;
        latest.current.onDistance(0);
      }
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!latest.current.enabled || event.touches.length !== 1 || !touch || !isScrolledToTop(event.target)) return;
      start = { x: touch.clientX, y: touch.clientY };
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dy = touch.clientY - start.y;
      const dx = touch.clientX - start.x;
      // A sideways swipe (a carousel) or an upward scroll is not a pull.
      if (distance === 0 && (dy <= 0 || Math.abs(dx) > dy)) {
        if (Math.abs(dx) > 8 || dy < -8) start = null;
        return;
      }
      if (event.cancelable) event.preventDefault();
      distance = Math.min(latest.current.maxDistance, Math.max(0, dy * RESISTANCE));
      latest.current.onDistance(distance);
    };
    const onEnd = () => {
      if (!start) return;
      const passed = distance >= latest.current.threshold;
      start = null;
      distance = 0;
      latest.current.onEnd(passed);
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', reset);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', reset);
    };
  }, [ref]);
}
