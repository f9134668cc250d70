import { useTranslation } from 'react-i18next';
import type { ChannelDepositGift } from '@/shared/api/generated/main/model';
import { groupedAmount } from '../lib/deposit-amount';
import styles from './deposits.module.css';

export interface GiftNoticeProps {
  gift: ChannelDepositGift;
  currency: string;
  /** The gift the typed amount earns, or null while no valid amount is typed. */
  earned: number | null;
  /** What the wallet receives for the typed amount. */
  credited: number | null;
}

/** The channel's deposit gift, shown before paying: its terms and what the typed amount earns. */
export function GiftNotice({ gift, currency, earned, credited }: GiftNoticeProps) {
  const { t, i18n } = useTranslation('deposits');
  const money = (amount: number) => `${groupedAmount(amount, i18n.language)} ${currency}`;
  return (
    <section className={`${styles.card} ${styles.gift}`} aria-label={t('gift.title')}>
      <p>
        <strong>{t('gift.title')}</strong>
      </p>
      <p>
        {t('gift.terms', {
          rate: gift.giftRate,
          max: money(gift.maxGiftAmount),
          min: money(gift.minDepositAmount),
          turnover: gift.turnoverMultiple,
        })}
      </p>
      {earned !== null && credited !== null ? (
        <p aria-live="polite">{t('gift.preview', { gift: money(earned), credited: money(credited) })}</p>
      ) : null}
    </section>
  );
}
