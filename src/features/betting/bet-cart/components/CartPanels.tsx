import { useTranslation } from 'react-i18next';
import { ineligibleReason, multipleLegs } from '@/shared/bet-cart/cart-rules';
import { setStakeOnAll, type CartState } from '@/shared/bet-cart/cart-store';
import styles from '../BetCart.module.css';
import { CartItemCard } from './CartItemCard';
import { SeriesRows } from './SeriesRows';
import { StakeField } from './StakeField';

/** Single tab: every selection with its own stake, and "stake on all" when there are several. */
export function SinglePanel({ state }: { state: CartState }) {
  const { t } = useTranslation('bet-cart');
  return (
    <>
      <ul className={styles.items}>
        {state.items.map((item) => (
          <CartItemCard key={item.marketId} item={item} stake={state.stakes[item.marketId] ?? ''} />
        ))}
      </ul>
      {state.items.length > 1 ? (
        <div className={styles.stakeAll}>
          <span className={styles.stakeAllLabel}>{t('stakeAll')}</span>
          <StakeField label={t('stakeAll')} value={state.stakeAll} onChange={setStakeOnAll} min={0} max={0} problem={null} />
        </div>
      ) : null}
    </>
  );
}

/** Multiple tab: the legs with the reason any item is left out, then the multiple rows with their stakes. */
export function MultiplePanel({ state }: { state: CartState }) {
  const { t } = useTranslation('bet-cart');
  const enough = multipleLegs(state.items).length >= 2;
  return (
    <>
      <h3 className={styles.sectionTitle}>{t('legs')}</h3>
      <ul className={styles.items}>
        {state.items.map((item) => (
          <CartItemCard key={item.marketId} item={item} ineligible={ineligibleReason(item, state.items)} />
        ))}
      </ul>
      {enough ? <SeriesRows series={state.series} stakes={state.seriesStakes} /> : <p className={styles.note}>{t('needTwo')}</p>}
    </>
  );
}
