import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useCartState } from '@/shared/bet-cart/cart-store';
import { useCartQuotes } from '@/shared/bet-cart/use-cart-quotes';
import styles from './BetCart.module.css';
import { CartBar } from './components/CartBar';
import { CartSheet } from './components/CartSheet';

export interface BetCartProps {
  /** The route shows the tab bar: the collapsed bar sits above it. */
  aboveTabBar?: boolean | undefined;
}

/**
 * The bet cart the shell mounts on the routes that show it (SPEC.md section 2): hidden while empty, a bar with the
 * count and total odds, and the expanded slip. The open cart's selections are re-quoted while it is shown.
 */
export default function BetCart({ aboveTabBar = false }: BetCartProps) {
  const state = useCartState();
  const quote = useCartQuotes(state.open);
  const slot = usePageSlot();
  if (state.items.length === 0) return null;
  if (state.expanded) return <CartSheet state={state} quoteFailed={quote.isError} onRetryQuote={() => void quote.refetch()} />;
  // A page with a place for the cart (the maintenance page) shows the bar there instead of floating it.
  if (slot) return createPortal(<CartBar items={state.items} />, slot);
  return (
    <div className={styles.host} data-above-tabbar={aboveTabBar ? 'true' : 'false'} data-bet-cart="bar">
      <CartBar items={state.items} />
    </div>
  );
}

/** How long after a navigation the cart looks for the page's place for it. */
const SLOT_WAIT_MS = 5_000;

/** The page's own place for the cart (an element marked data-bet-cart-slot), looked up after each navigation. */
function usePageSlot(): HTMLElement | null {
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const observer = new MutationObserver(() => find());
    const stop = () => observer.disconnect();
    const find = () => {
      const found = document.querySelector<HTMLElement>('[data-bet-cart-slot]');
      setSlot(found);
      if (found) stop();
    };
    // The page may render after the cart (its code loads on its own): look again while it comes, for a while.
    observer.observe(document.body, { childList: true, subtree: true });
    find();
    const timer = setTimeout(stop, SLOT_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname]);
  return slot;
}
