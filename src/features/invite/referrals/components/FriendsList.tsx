import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitedFriend } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { Empty } from '@/shared/ui/empty/Empty';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './referrals.module.css';

/** The invited friends, newest first: when they joined, their first deposit, their valid bets and VIP level. */
export function FriendsList({ friends, currency }: { friends: readonly InvitedFriend[]; currency: string }) {
  const { t, i18n } = useTranslation('referrals');
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('friends.title', { number: friends.length })}
      </h2>
      {friends.length === 0 ? (
        <Empty icon="inbox" message={t('friends.none')} detail={t('friends.noneHint')} />
      ) : (
        <ul className={styles.rows} aria-labelledby={titleId}>
          {friends.map((friend) => (
            <li key={`${friend.friendName}-${friend.registerTime}`} className={styles.row}>
              <div className={styles.rowHead}>
                <strong>{friend.friendName}</strong>
                <span className={friend.firstDeposit === null ? styles.tag : styles.tagOn}>
                  {friend.firstDeposit === null ? t('friends.notDeposited') : t('friends.deposited')}
                </span>
              </div>
              <span className={layout.muted}>{t('friends.joined', { time: friend.registerTime })}</span>
              <span className={layout.muted}>
                {t('friends.activity', {
                  deposit: friend.firstDeposit === null ? t('friends.noDeposit') : money(friend.firstDeposit),
                  bets: money(friend.validBet),
                  level: friend.vipLevel,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
