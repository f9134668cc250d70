import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberKeys, memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { vipLevelTableQuery, vipProgressQuery } from '../api/vip-level-queries';

/**
 * The level table and, for a member, their progress. When the progress carries another level than the cached
 * member (a deposit lifted it), the member is read again, so the badge on home and the account tab follow.
 */
export function useVipStanding() {
  const token = useToken();
  const client = useQueryClient();
  const table = useQuery(vipLevelTableQuery());
  const progress = useQuery(vipProgressQuery(token));
  const profile = useQuery(memberProfileQuery(token));
  const progressLevel = progress.data?.vipLevel;
  const profileLevel = profile.data?.vipLevel;
  useEffect(() => {
    if (progressLevel !== undefined && profileLevel !== undefined && progressLevel !== profileLevel) {
      void client.invalidateQueries({ queryKey: memberKeys.profile });
    }
  }, [client, progressLevel, profileLevel]);
  return { token, table, progress };
}
