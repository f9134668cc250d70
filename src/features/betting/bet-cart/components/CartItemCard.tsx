import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lockReason, parseStake, toWin, type IneligibleReason } from '@/shared/bet-cart/cart-rules';
import { setItemStake, toggleBetSelection, type CartItem } from '@/shared/bet-cart/cart-store';
import { ReserveBetForm } from '@/features/betting/bet-placing/components/ReserveBetForm';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import styles from '../BetCart.module.css';
import { singleStakeProblem } from '../cart-summary';
import { formatAmount, oddsText } from '../format';
import { StakeField } from './StakeField';

/** Amounts the quick-stake buttons add to the typed stake. */
export const QUICK_STAKES = [10, 50, 100, 500] as const;

export interface CartItemCardProps {
  item: CartItem;
  /** The single's stake as typed; leave out in the multiple tab (no stake per leg). */
  stake?: string;
  /** Multiple tab: why this item is not a leg (null when it is). */
  ineligible?: IneligibleReason | null;
}

/** One selection of the cart: what it is, its odds and their move, why it cannot be bet, and its stake. */
export function CartItemCard({ item, stake, ineligible = null }: CartItemCardProps) {
  const { t, i18n } = useTranslation('bet-cart');
  const { oddsFormat } = useUserSettings();
  const locked = lockReason(item);
  const name = `${item.optionName} · ${item.marketName}`;
  const typed = stake ?? '';
  const win = toWin(parseStake(typed) ?? 0, item.odds);
  const [reserving, setReserving] = useState(false);
  const reserveId = useId();

  return (
    <li className={styles.item} data-locked={locked ? 'true' : undefined} data-ineligible={ineligible ? 'true' : undefined}>
      <div className={styles.itemHead}>
        <div className={styles.itemText}>
          <p className={styles.option}>
            {item.optionName}
            {item.line ? <span className={styles.line}> {item.line}</span> : null}
          </p>
          <p className={styles.market}>{item.marketName}</p>
          <p className={styles.match}>
            {item.ip ? <span className={styles.live}>{t('inPlay')}</span> : null}
            {item.matchName}
            {item.re ? ` (${item.re})` : null}
          </p>
        </div>
        <span className={styles.odds} data-move={item.oddsMove}>
          {item.oddsMove !== 'none' ? (
            <span role="img" aria-label={t(item.oddsMove === 'up' ? 'oddsUp' : 'oddsDown')}>
              {item.oddsMove === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
          {oddsText(item.odds, oddsFormat)}
        </span>
        <button type="button" className={styles.remove} aria-label={t('remove', { name })} onClick={() => toggleBetSelection(item)}>
          ×
        </button>
      </div>
      {item.replacedFrom !== undefined ? <p className={styles.note}>{t('replaced')}</p> : null}
      {locked ? (
        <p className={styles.warning} role="status">
          {t(`lock.${locked}`)}
        </p>
      ) : null}
      {ineligible ? <p className={styles.warning}>{t(`ineligible.${ineligible}`)}</p> : null}
      {item.rejection ? (
        <p className={styles.warning} role="alert">
          {t('rejected', { reason: item.rejection })}
        </p>
      ) : null}
      {stake !== undefined && !locked ? (
        <div className={styles.stakeRow}>
          <StakeField
            label={t('stakeFor', { name })}
            value={typed}
            onChange={(text) => setItemStake(item.marketId, text)}
            min={item.smin}
            max={item.smax}
            problem={singleStakeProblem(item, typed)}
          />
          <p className={styles.toWin}>
            <span>{t('toWin')}</span> <output aria-label={`${t('toWin')}: ${name}`}>{formatAmount(win, i18n.language)}</output>
          </p>
          <div className={styles.quick} role="group" aria-label={t('quickStakes')}>
            {QUICK_STAKES.map((amount) => (
              <button
                key={amount}
                type="button"
                className={styles.quickButton}
                aria-label={t('quickStake', { amount })}
                onClick={() => setItemStake(item.marketId, String((parseStake(typed) ?? 0) + amount))}
              >
                +{amount}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={reserving}
            aria-controls={reserveId}
            aria-label={t('targetOddsFor', { name })}
            onClick={() => setReserving((open) => !open)}
          >
            {t('targetOdds')}
          </button>
        </div>
      ) : null}
      {reserving && stake !== undefined && !locked ? (
        <div id={reserveId} className={styles.reserve}>
          <ReserveBetForm item={item} onDone={() => setReserving(false)} />
        </div>
      ) : null}
    </li>
  );
}
