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
  if (state.items.length === 0) return null;
  if (state.expanded) return <CartSheet state={state} quoteFailed={quote.isError} onRetryQuote={() => void quote.refetch()} />;
  return (
    <div className={styles.host} data-above-tabbar={aboveTabBar ? 'true' : 'false'} data-bet-cart="bar">
      <CartBar items={state.items} />
    </div>
  );
}
