import { useQuery } from '@tanstack/react-query';
import { useAgentLine } from '@/shared/config/agent-lines';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { useSiteMaintenanceInfo } from './site-maintenance';

/** liveManageStatus 1 hides the live feature (SPEC.md section 6). */
export const LIVE_HIDDEN_STATUS = 1;

export interface LiveFeatureInputs {
  loggedIn: boolean;
  /** From user info; undefined until the profile is loaded. */
  memberLiveManageStatus: number | undefined;
  /** From the maintenance config's sportsConfig. */
  siteLiveManageStatus: number | undefined;
  /** The agent line's live flag (false on lines without the live feature). */
  agentLineLive: boolean;
}

/**
 * The live feature shows unless liveManageStatus is 1, read from user info when logged in and from the maintenance
 * config's sports config otherwise (also while a logged-in member's profile is still loading), and unless the
 * agent line has live off.
 */
export function isLiveFeatureEnabled({ loggedIn, memberLiveManageStatus, siteLiveManageStatus, agentLineLive }: LiveFeatureInputs): boolean {
  if (!agentLineLive) return false;
  const status = loggedIn && memberLiveManageStatus !== undefined ? memberLiveManageStatus : siteLiveManageStatus;
  return status !== LIVE_HIDDEN_STATUS;
}

export function useLiveFeatureEnabled(): boolean {
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token)).data;
  const site = useSiteMaintenanceInfo();
  const agentLine = useAgentLine();
  return isLiveFeatureEnabled({
    loggedIn: Boolean(token),
    memberLiveManageStatus: token ? profile?.liveManageStatus : undefined,
    siteLiveManageStatus: site?.sportsConfig?.liveManageStatus,
    agentLineLive: agentLine.live,
  });
}
