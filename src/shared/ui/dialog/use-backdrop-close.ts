import { useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * The backdrop handlers of a modal layer: only a press that starts and ends on the backdrop itself closes it
 * (a drag out of the panel does not), and a persistent layer never closes from its backdrop.
 */
export function useBackdropClose(onClose: () => void, persistent: boolean) {
  const pressedBackdrop = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromBackdrop = pressedBackdrop.current && event.target === event.currentTarget;
    pressedBackdrop.current = false;
    if (fromBackdrop && !persistent) onClose();
  };
  return { onPointerDown, onClick };
}
