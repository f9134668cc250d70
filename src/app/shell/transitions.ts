import type { RouteMeta } from '../route-meta';

/** The page transition a navigation plays (SPEC.md section 2 "Navigation transitions"). */
export type PageTransition = 'fade' | 'slide-left' | 'slide-right' | 'none';

export interface TransitionInput {
  meta: RouteMeta;
  /** The router's navigation type: POP is back (or forward) in history, PUSH and REPLACE go forward. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** The first screen of the visit. */
  initial: boolean;
  /** The navigation is the back gesture of an iOS edge swipe, which draws its own animation. */
  edgeSwipe: boolean;
  reducedMotion: boolean;
}

/**
 * fade for the main tabs and auth pages, slide-left forward, slide-right back, none on an edge-swipe back, and
 * none at all when the player asked for reduced motion.
 */
export function pickTransition({ meta, navigationType, initial, edgeSwipe, reducedMotion }: TransitionInput): PageTransition {
  if (reducedMotion || meta.transition === 'none') return 'none';
  if (initial) return meta.transition === 'fade' ? 'fade' : 'none';
  if (navigationType === 'POP' && edgeSwipe) return 'none';
  if (meta.transition === 'fade') return 'fade';
  return navigationType === 'POP' ? 'slide-right' : 'slide-left';
}
