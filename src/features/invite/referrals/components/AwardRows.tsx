import { useTranslation } from 'react-i18next';
import type { InviteBetAward, InviteDepAward } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './referrals.module.css';

interface AwardRowProps {
  reward: number;
  status: number;
  /** The line under the reward: the friend and what they did. */
  line: string;
  /** When the reward was earned. */
  when: string;
  currency: string;
}

/** A reward of the invite programme: its amount and status, the friend's line, and when it was earned. */
function AwardRow({ reward, status, line, when, currency }: AwardRowProps) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <strong>{formatMoney(reward, currency, i18n.language)}</strong>
        <span className={status === 0 ? styles.tagOn : styles.tag}>{t(`details.status${status}`)}</span>
      </div>
      <span className={layout.muted}>{line}</span>
      <span className={layout.muted}>{when}</span>
    </div>
  );
}

/** One first-deposit reward: the friend, their deposit, the reward, its status and when it was earned. */
export function DepositAwardRow({ award, currency }: { award: InviteDepAward; currency: string }) {
  const { t, i18n } = useTranslation('referrals');
  const line = t('details.depositLine', { friend: award.friendName, amount: formatMoney(award.depositAmount, currency, i18n.language) });
  return <AwardRow reward={award.rewardAmount} status={award.status} line={line} when={award.time} currency={currency} />;
}

/** One day of a friend's valid bets and the reward it earned. */
export function BetAwardRow({ award, currency }: { award: InviteBetAward; currency: string }) {
  const { t, i18n } = useTranslation('referrals');
  const line = t('details.betLine', { friend: award.friendName, amount: formatMoney(award.validBet, currency, i18n.language) });
  return <AwardRow reward={award.rewardAmount} status={award.status} line={line} when={award.date} currency={currency} />;
}
