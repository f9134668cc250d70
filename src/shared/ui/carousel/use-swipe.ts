import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** A drag shorter than this is still a tap. */
const TAP_SLOP = 8;

export interface SwipeOptions {
  /** -1: swiped towards the previous item (finger moved right); 1: towards the next. */
  onSwipe: (direction: -1 | 1) => void;
  /** Distance in px a swipe must travel to count. */
  threshold?: number;
  enabled?: boolean;
}

/**
 * Horizontal swipe through pointer events (touch, pen and mouse drag). The element needs `touch-action: pan-y`, so
 * vertical page scrolling stays native while sideways moves reach the handlers. A drag never also counts as a tap.
 */
export function useHorizontalSwipe({ onSwipe, threshold = 40, enabled = true }: SwipeOptions) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const moved = useRef(false);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    start.current = null;
    setOffset(0);
    const dx = event.clientX - origin.x;
    if (!cancelled && Math.abs(dx) >= threshold) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    offset,
    dragging: offset !== 0,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        moved.current = false;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const origin = start.current;
        if (!origin || origin.id !== event.pointerId) return;
        const dx = event.clientX - origin.x;
        const dy = event.clientY - origin.y;
        if (!moved.current) {
          if (Math.abs(dx) < TAP_SLOP) return;
          if (Math.abs(dy) > Math.abs(dx)) {
            start.current = null;
            return;
          }
          moved.current = true;
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Synthetic pointers (tests, some assistive tools) cannot be captured; the drag still works.
          }
        }
        setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!moved.current) return;
        moved.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
