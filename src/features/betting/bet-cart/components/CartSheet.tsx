import { useTranslation } from 'react-i18next';
import { clearCart, setCartExpanded, setCartTab, type CartState, type CartTab } from '@/shared/bet-cart/cart-store';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import styles from '../BetCart.module.css';
import { multipleSummary, singleSummary } from '../cart-summary';
import { useCartPlace } from '../hooks/use-cart-place';
import { CartFooter } from './CartFooter';
import { MultiplePanel, SinglePanel } from './CartPanels';

export interface CartSheetProps {
  state: CartState;
  /** The last re-quote failed: the odds shown may be old. */
  quoteFailed: boolean;
  onRetryQuote: () => void;
}

/** The expanded bet slip: a dialog with the Single and Multiple tabs, Clear all, and the footer with Place. */
export function CartSheet({ state, quoteFailed, onRetryQuote }: CartSheetProps) {
  const { t } = useTranslation('bet-cart');
  const summary = state.tab === 'single' ? singleSummary(state) : multipleSummary(state);
  const placing = useCartPlace(summary);

  return (
    <BottomSheet title={t('title')} onClose={() => setCartExpanded(false)}>
      <div className={styles.sheetBody} data-bet-cart="sheet">
        <div className={styles.toolbar}>
          <button type="button" className={styles.textButton} onClick={clearCart}>
            {t('clearAll')}
          </button>
          <button type="button" className={styles.textButton} onClick={() => setCartExpanded(false)}>
            {t('collapse')}
          </button>
        </div>
        {quoteFailed ? (
          <p className={styles.error} role="status">
            {t('quoteFailed')}{' '}
            <button type="button" className={styles.textButton} onClick={onRetryQuote}>
              {t('retry')}
            </button>
          </p>
        ) : null}
        <Tabs
          label={t('tabsLabel')}
          value={state.tab}
          onChange={(key) => setCartTab(key as CartTab)}
          items={[
            { key: 'single', label: t('single'), badge: state.items.length },
            { key: 'multiple', label: t('multiple') },
          ]}
        >
          {(key) => (key === 'multiple' ? <MultiplePanel state={state} /> : <SinglePanel state={state} />)}
        </Tabs>
      </div>
      <CartFooter summary={summary} placing={placing} />
    </BottomSheet>
  );
}
