import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getVipLevelConfig, getVipProgress } from '@/shared/api/generated/main/vip/vip';
import { STALE } from '@/shared/api/query-client';
import { memberKeys } from '@/shared/member/member-queries';

/** Key roots of the VIP level table (everyone's) and the member's progress (token last, cleared with the session). */
export const vipLevelKeys = {
  all: ['vip-levels'] as const,
  table: () => [...vipLevelKeys.all, 'table'] as const,
  progress: () => [...vipLevelKeys.all, 'progress'] as const,
};

/** The level table changes with the operator's configuration only. */
export const vipLevelTableQuery = () =>
  queryOptions({
    queryKey: vipLevelKeys.table(),
    queryFn: async ({ signal }) => (await getVipLevelConfig({ signal })).data ?? null,
    staleTime: STALE.catalogue,
  });

/** The member's level, totals, next-level requirements and upgrade bonuses: read afresh on every visit. */
export const vipProgressQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...vipLevelKeys.progress(), token],
    queryFn: async ({ signal }) => (await getVipProgress({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

/** After a claim, or when the progress shows another level than the cached member: progress, profile and balance. */
export async function refreshVipStanding(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: vipLevelKeys.progress() }),
    client.invalidateQueries({ queryKey: memberKeys.profile }),
    client.invalidateQueries({ queryKey: memberKeys.balance }),
  ]);
}
