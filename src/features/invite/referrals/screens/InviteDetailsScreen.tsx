import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import layout from '@/shared/ui/layout/layout.module.css';
import { betAwardsQuery, depositAwardsQuery, type AwardDays, type AwardListKind } from '../api/referral-queries';
import { BetAwardRow, DepositAwardRow } from '../components/AwardRows';
import { DayFilter } from '../components/DayFilter';
import { InviteLoginPrompt } from '../components/InviteLoginPrompt';
import { rangeFor, type DayChoice, type DayRange } from '../lib/award-days';

const DEFAULT_CURRENCY = 'VND';
const ROW_HEIGHT = 76;

function AwardList({ kind, days, token, currency }: { kind: AwardListKind; days: AwardDays; token: string; currency: string }) {
  const { t } = useTranslation('referrals');
  const deposits = useInfiniteQuery({ ...depositAwardsQuery(days, token), enabled: kind === 'deposit' });
  const bets = useInfiniteQuery({ ...betAwardsQuery(days, token), enabled: kind === 'bet' });
  const list = kind === 'deposit' ? deposits : bets;
  const label = kind === 'deposit' ? t('details.depositTab') : t('details.betTab');
  const empty = <Empty icon="inbox" message={t('details.empty')} detail={t('details.emptyHint')} />;
  const common = {
    label,
    estimateSize: ROW_HEIGHT,
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    error: list.isFetchNextPageError,
    onLoadMore: () => void list.fetchNextPage(),
    empty,
  };
  return (
    <QueryGate queries={[list]} rows={5} loadingLabel={t('details.loading')}>
      {() =>
        kind === 'deposit' ? (
          <InfiniteList
            {...common}
            items={deposits.data?.pages.flatMap((page) => page.records) ?? []}
            getKey={(award, index) => `${award.friendName}-${award.time}-${index}`}
            renderItem={(award) => <DepositAwardRow award={award} currency={currency} />}
          />
        ) : (
          <InfiniteList
            {...common}
            items={bets.data?.pages.flatMap((page) => page.records) ?? []}
            getKey={(award, index) => `${award.friendName}-${award.date}-${index}`}
            renderItem={(award) => <BetAwardRow award={award} currency={currency} />}
          />
        )
      }
    </QueryGate>
  );
}

/** /invite/details: the first-deposit and bet rewards earned from friends, page by page, filtered by day. */
export function InviteDetailsScreen() {
  const { t } = useTranslation('referrals');
  const token = useToken();
  const wallet = useQuery(balanceQuery(token));
  const [kind, setKind] = useState<AwardListKind>('deposit');
  const [choice, setChoice] = useState<DayChoice>('all');
  const [custom, setCustom] = useState<DayRange>({ beginDate: '', endDate: '' });
  // "Today" for the 7 and 30 day filters, fixed when the screen opens.
  const [openedAt] = useState(() => Date.now());
  if (!token) {
    return (
      <div className={layout.pageColumn}>
        <InviteLoginPrompt />
      </div>
    );
  }
  const days = rangeFor(choice, openedAt, custom);
  return (
    <div className={layout.pageColumn}>
      <Tabs
        label={t('details.lists')}
        value={kind}
        onChange={(key) => setKind(key === 'bet' ? 'bet' : 'deposit')}
        items={[
          { key: 'deposit', label: t('details.depositTab') },
          { key: 'bet', label: t('details.betTab') },
        ]}
      />
      <DayFilter choice={choice} custom={custom} onChoice={setChoice} onCustom={setCustom} />
      <AwardList kind={kind} days={days} token={token} currency={wallet.data?.currency ?? DEFAULT_CURRENCY} />
    </div>
  );
}
