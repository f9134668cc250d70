import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawType } from '@/shared/api/generated/main/model';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { largeWithdrawLimitQuery, withdrawChannelsQuery, withdrawDestinationsQuery } from '../api/withdrawal-queries';
import { WithdrawForm } from '../components/WithdrawForm';
import { NoPasswordNotice } from '../components/WithdrawNotices';
import { destinationsFor } from '../lib/withdrawal-rules';
import styles from '../components/withdrawals.module.css';

/**
 * /withdraw (the guard has checked the lock "3" and the open order): the channels (bank card, USDT address,
 * EBPay), the bound destination of each or the way to bind one, the amount within the balance and the channel's
 * limits, and the 6-digit withdraw password, sent RSA-encrypted. Without a password the player sets one first.
 */
export function WithdrawScreen() {
  const { t, i18n } = useTranslation('withdrawals');
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token));
  const channels = useQuery(withdrawChannelsQuery(token, i18n.language));
  const destinations = useQuery(withdrawDestinationsQuery(token));
  const largeLimit = useQuery(largeWithdrawLimitQuery(token));
  return (
    <div className={styles.page}>
      <QueryGate queries={[profile, channels, destinations]} rows={6} loadingLabel={t('loading')}>
        {() => {
          if (!profile.data?.hasWithdrawPwd) return <NoPasswordNotice />;
          const list = channels.data ?? [];
          if (list.length === 0) return <Empty message={t('noChannels')} />;
          const { cards, addresses } = destinations.data ?? { cards: [], addresses: [] };
          return (
            <WithdrawForm
              channels={list}
              destinationsOf={(withdrawType: WithdrawType) => destinationsFor(withdrawType, cards, addresses)}
              largeLimit={largeLimit.data ?? null}
            />
          );
        }}
      </QueryGate>
    </div>
  );
}
