import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { RouteMeta } from '../route-meta';
import { trackEdgeSwipe, type EdgeSwipeTracker } from './edge-swipe';
import { pickTransition, type PageTransition } from './transitions';

let tracker: EdgeSwipeTracker | null = null;

/** Starts watching for edge swipes (once per page life). */
export function watchEdgeSwipes(): void {
  if (!tracker && typeof window !== 'undefined') tracker = trackEdgeSwipe(window);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The transition of the current screen, decided once when its location arrives. */
export function usePageTransition(meta: RouteMeta): PageTransition {
  const location = useLocation();
  const navigationType = useNavigationType();
  const decide = (initial: boolean): PageTransition =>
    pickTransition({
      meta,
      navigationType,
      initial,
      edgeSwipe: tracker?.isSwipeBack() ?? false,
      reducedMotion: prefersReducedMotion(),
    });
  const [current, setCurrent] = useState(() => ({ key: location.key, transition: decide(true) }));
  if (current.key !== location.key) {
    const next = { key: location.key, transition: decide(false) };
    setCurrent(next);
    return next.transition;
  }
  return current.transition;
}
