/**
 * Tells whether a back navigation comes from the iOS edge-swipe gesture: a touch that starts within 50 px of the
 * left edge, with the navigation arriving while the finger is down or shortly after it lifts.
 */
export const EDGE_SWIPE_ZONE_PX = 50;
/** How long after the touch ends a history change still counts as that gesture. */
export const EDGE_SWIPE_GRACE_MS = 800;

export interface EdgeSwipeTracker {
  /** True when a back navigation at `now` belongs to an edge swipe. */
  isSwipeBack(now?: number): boolean;
  dispose(): void;
}

export function trackEdgeSwipe(target: Window, clock: () => number = Date.now): EdgeSwipeTracker {
  let fromEdge = false;
  let touching = false;
  let endedAt = Number.NEGATIVE_INFINITY;

  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touching = true;
    fromEdge = touch !== undefined && touch.clientX <= EDGE_SWIPE_ZONE_PX;
  };
  const onEnd = () => {
    touching = false;
    endedAt = clock();
  };

  target.addEventListener('touchstart', onStart, { passive: true });
  target.addEventListener('touchend', onEnd, { passive: true });
  target.addEventListener('touchcancel', onEnd, { passive: true });

  return {
    isSwipeBack(now = clock()) {
      return fromEdge && (touching || now - endedAt <= EDGE_SWIPE_GRACE_MS);
    },
    dispose() {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchend', onEnd);
      target.removeEventListener('touchcancel', onEnd);
    },
  };
}
