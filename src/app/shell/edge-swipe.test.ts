import { afterEach, describe, expect, it } from 'vitest';
import { EDGE_SWIPE_GRACE_MS, trackEdgeSwipe, type EdgeSwipeTracker } from './edge-swipe';

let tracker: EdgeSwipeTracker | undefined;
afterEach(() => tracker?.dispose());

function touch(type: 'touchstart' | 'touchend', clientX = 0) {
  const event = new Event(type) as Event & { touches: Array<{ clientX: number }> };
  Object.defineProperty(event, 'touches', { value: type === 'touchstart' ? [{ clientX }] : [] });
  window.dispatchEvent(event);
}

describe('trackEdgeSwipe', () => {
  it('a touch starting within 50 px of the left edge is a swipe back while the finger is down and just after', () => {
    let now = 1_000;
    tracker = trackEdgeSwipe(window, () => now);
    touch('touchstart', 50);
    expect(tracker.isSwipeBack()).toBe(true);
    touch('touchend');
    now += EDGE_SWIPE_GRACE_MS;
    expect(tracker.isSwipeBack()).toBe(true);
    now += 1;
    expect(tracker.isSwipeBack()).toBe(false);
  });

  it('a touch starting further in is not', () => {
    tracker = trackEdgeSwipe(window, () => 0);
    touch('touchstart', 51);
    expect(tracker.isSwipeBack()).toBe(false);
    touch('touchend');
    expect(tracker.isSwipeBack()).toBe(false);
  });

  it('without any touch there is no swipe, and disposing stops listening', () => {
    tracker = trackEdgeSwipe(window, () => 0);
    expect(tracker.isSwipeBack()).toBe(false);
    tracker.dispose();
    touch('touchstart', 10);
    expect(tracker.isSwipeBack()).toBe(false);
  });
});
