import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CollectedReward } from '@/shared/api/generated/main/model';
import { loginHref } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { useClaimReward } from '@/features/promotions/campaigns/api/campaign-mutations';
import { useRewardClaim } from '@/features/promotions/campaigns/hooks/use-reward-claim';
import { rewardPagesQuery } from '../api/reward-queries';
import { RewardRow } from '../components/RewardRow';
import { RewardTotals } from '../components/RewardTotals';
import styles from '../components/welfare.module.css';
import { isRewardTab, REWARD_TABS, statusOfTab, type RewardTab } from '../lib/reward-turnover';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

const rewardKey = (reward: CollectedReward) => reward.id ?? `${reward.activityId}:${reward.levelId ?? 'rebate'}:${reward.status}`;

/**
 * /welfare: the member's rewards across every campaign: claimable ones (claimed here, once), claimed ones with what
 * is left of their turnover, and expired ones, each with its source campaign. The tab sits in the address.
 */
export function WelfareScreen() {
  const { t, i18n } = useTranslation('welfare');
  const token = useToken();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: RewardTab = isRewardTab(raw) ? raw : 'all';
  const pages = useInfiniteQuery(rewardPagesQuery(statusOfTab(tab), i18n.language, token));
  const rewards = useMemo(() => pages.data?.pages.flatMap((page) => page?.records ?? []) ?? [], [pages.data]);
  const claim = useClaimReward();
  const submit = useRewardClaim((reward: CollectedReward) => claim.mutateAsync({ activityId: reward.activityId, ...(reward.levelId === null ? {} : { levelId: reward.levelId }) }));
  if (!token) return <LoginRequired message={t('login.message')} actionLabel={t('login.action')} loginPathFor={loginHref} />;

  const first = pages.data?.pages[0];
  const items = REWARD_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  return (
    <div className={styles.page}>
      {first ? <RewardTotals claimed={first.totalAmount} claimable={first.claimableAmount} /> : null}
      <Tabs items={items} label={t('tabs.label')} value={tab} onChange={(key) => setSearch(key === 'all' ? {} : { tab: key }, { replace: true })}>
        <div className={styles.panel}>
          <QueryGate queries={[pages]} rows={5} loadingLabel={t('list.loading')} errorMessage={t('list.loadFailed')}>
            {() => (
              <InfiniteList
                items={rewards}
                label={t('list.label')}
                getKey={rewardKey}
                estimateSize={150}
                hasMore={pages.hasNextPage}
                loading={pages.isFetchingNextPage}
                error={pages.isFetchNextPageError}
                onLoadMore={() => void pages.fetchNextPage()}
                empty={<Empty icon="record" message={t(`list.empty.${tab}`)} detail={t('list.emptyDetail')} />}
                renderItem={(reward) => <RewardRow reward={reward} claiming={submit.pending} onClaim={() => submit.run(reward)} />}
              />
            )}
          </QueryGate>
          <FormAlert message={submit.alert} />
        </div>
      </Tabs>
    </div>
  );
}
