import { useTranslation } from 'react-i18next';
import { totalOdds } from '@/shared/bet-cart/cart-rules';
import { setCartExpanded, type CartItem } from '@/shared/bet-cart/cart-store';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import styles from './CartBar.module.css';
import { oddsText } from '../format';

/** The collapsed cart: how many selections and their total odds; a tap expands the slip. */
export function CartBar({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('bet-cart');
  const { oddsFormat } = useUserSettings();
  const odds = oddsText(totalOdds(items), oddsFormat);
  return (
    <button
      type="button"
      className={styles.bar}
      aria-haspopup="dialog"
      onClick={() => setCartExpanded(true)}
    >
      <span className={styles.barCount} aria-hidden="true">
        {items.length}
      </span>
      <span className={styles.barTitle}>
        {t('title')}
        <span className={styles.barSub}>{t('barCount', { count: items.length })}</span>
      </span>
      <span className={styles.barOdds}>
        <span className={styles.barSub}>{t('totalOdds')}</span>
        {odds}
      </span>
    </button>
  );
}
