import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What every modal layer (Dialog, BottomSheet) needs: the focus moves in when it opens, Tab and Shift+Tab stay
 * inside, Escape closes only the topmost layer, the page behind stops scrolling, and the focus goes back to the
 * element that opened it when it closes.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open layers, oldest first; only the last one answers Escape and traps Tab. */
const layers: symbol[] = [];
let savedOverflow = '';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = focusablesIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (!inside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalOptions {
  /** False while the layer is closed: nothing is trapped. */
  active: boolean;
  /** Escape on the topmost layer; leave undefined for a layer Escape must not close. */
  onEscape?: () => void;
  /** Where the focus goes on open; otherwise an element marked data-autofocus, otherwise the layer itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function useModal(containerRef: RefObject<HTMLElement | null>, { active, onEscape, initialFocusRef }: ModalOptions): void {
  const escapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const layer = Symbol('modal-layer');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (layers.length === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    layers.push(layer);

    const target = initialFocusRef?.current ?? container.querySelector<HTMLElement>('[data-autofocus]') ?? container;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (layers[layers.length - 1] !== layer) return;
      if (event.key === 'Escape' && escapeRef.current) {
        event.preventDefault();
        escapeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, container);
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) document.body.style.overflow = savedOverflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef, initialFocusRef]);
}
