import { useRef, type PointerEvent, type RefObject } from 'react';

/** A drag further down than this (px), or a quarter of the sheet's height if that is less, closes the sheet. */
export const DRAG_CLOSE_PX = 80;
/** Below this travel a press counts as a tap, not a drag. */
const TAP_SLOP_PX = 6;

/**
 * Lets the player pull a bottom sheet down by its handle: the sheet follows the finger, and on release it closes
 * past the threshold or springs back. Returns the handle's pointer handlers and a check whether the last press was a
 * drag (so the click that follows it can be ignored).
 */
export function useDragToClose(sheetRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const start = useRef<number | null>(null);
  const travel = useRef(0);

  const move = (offset: number) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    sheet.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
    sheet.style.transition = offset > 0 ? 'none' : '';
  };

  return {
    /** True when the press that just ended was a drag; the next press starts fresh either way. */
    consumeDrag: () => {
      const dragged = travel.current > TAP_SLOP_PX;
      travel.current = 0;
      return dragged;
    },
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        start.current = event.clientY;
        travel.current = 0;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current === null) return;
        travel.current = Math.max(0, event.clientY - start.current);
        move(travel.current);
      },
      onPointerUp() {
        if (start.current === null) return;
        start.current = null;
        const height = sheetRef.current?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY;
        const threshold = Math.min(DRAG_CLOSE_PX, height / 4);
        move(0);
        if (travel.current > TAP_SLOP_PX && travel.current >= threshold) onClose();
      },
      onPointerCancel() {
        start.current = null;
        travel.current = 0;
        move(0);
      },
    },
  };
}
