import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CollectedRewardPage, RewardStatus } from '@/shared/api/generated/main/model';

const all = ['rewards'] as const;

/** Key roots of the member's rewards (/welfare); member-scoped keys end with the token. */
export const rewardKeys = {
  all,
  pages: (status: RewardStatus | null, language: string, token: string | null) => [...all, 'pages', status, language, token] as const,
};

/** Rewards per page. */
export const REWARDS_PAGE_SIZE = 20;
/** Claims elsewhere change the list: asked afresh whenever /welfare opens. */
const REWARDS_STALE = 0;

/** The member's rewards (of one state, or all), page by page. */
export const rewardPagesQuery = (status: RewardStatus | null, language: string, token: string | null) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.pages(status, language, token),
    queryFn: async ({ pageParam, signal }): Promise<CollectedRewardPage | null> => {
      const { getCollectedRewards } = await import('@/shared/api/generated/main/promotion/promotion');
      const params = { current: pageParam, size: REWARDS_PAGE_SIZE, ...(status === null ? {} : { status }) };
      return (await getCollectedRewards(params, { signal })).data ?? null;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last && pages.length * REWARDS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: Boolean(token),
    staleTime: REWARDS_STALE,
  });
