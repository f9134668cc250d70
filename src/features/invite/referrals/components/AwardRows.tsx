import { useTranslation } from 'react-i18next';
import type { InviteBetAward, InviteDepAward } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './referrals.module.css';

function Status({ status }: { status: number }) {
  const { t } = useTranslation('referrals');
  return <span className={status === 0 ? styles.tagOn : styles.tag}>{t(`details.status${status}`)}</span>;
}

/** One first-deposit reward: the friend, their deposit, the reward, its status and when it was earned. */
export function DepositAwardRow({ award, currency }: { award: InviteDepAward; currency: string }) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <strong>{formatMoney(award.rewardAmount, currency, i18n.language)}</strong>
        <Status status={award.status} />
      </div>
      <span className={layout.muted}>{t('details.depositLine', { friend: award.friendName, amount: formatMoney(award.depositAmount, currency, i18n.language) })}</span>
      <span className={layout.muted}>{award.time}</span>
    </div>
  );
}

/** One day of a friend's valid bets and the reward it earned. */
export function BetAwardRow({ award, currency }: { award: InviteBetAward; currency: string }) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <strong>{formatMoney(award.rewardAmount, currency, i18n.language)}</strong>
        <Status status={award.status} />
      </div>
      <span className={layout.muted}>{t('details.betLine', { friend: award.friendName, amount: formatMoney(award.validBet, currency, i18n.language) })}</span>
      <span className={layout.muted}>{award.date}</span>
    </div>
  );
}
