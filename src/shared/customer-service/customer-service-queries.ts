import { queryOptions } from '@tanstack/react-query';
import {
  getCallbackConfig,
  getCallbackHotline,
  getCustomerLineSwitch,
  getCustomerServiceChannels,
  getVipService,
} from '@/shared/api/generated/main/customer-service/customer-service';
import { ApiError } from '@/shared/api/errors';
import { STALE } from '@/shared/api/query-client';

/**
 * Customer-service reads shared by the shell's overlays (channel selector, callback dialog) and the service
 * screens, so both show one cached answer.
 */

/** The live-chat line switch is read again every 30 s while an overlay or a service screen shows it (SPEC.md section 9). */
export const LINE_SWITCH_POLL_MS = 30_000;

/** Key roots of the customer-service reads. */
export const customerServiceKeys = {
  all: ['customer-service'] as const,
  lineSwitch: ['customer-service', 'line-switch'] as const,
  channels: ['customer-service', 'channels'] as const,
  callbackConfig: ['customer-service', 'callback-config'] as const,
  hotlines: ['customer-service', 'hotlines'] as const,
  vipManager: ['customer-service', 'vip-manager'] as const,
};

// The line switch and the channel list fail quietly: a failure reads as "no customer service" (common.csSwitch).
export const lineSwitchQuery = () =>
  queryOptions({
    queryKey: customerServiceKeys.lineSwitch,
    queryFn: async ({ signal }) => (await getCustomerLineSwitch({ signal, silent: true })).data,
    staleTime: 0,
    refetchInterval: LINE_SWITCH_POLL_MS,
    retry: false,
  });

export const channelsQuery = () =>
  queryOptions({
    queryKey: customerServiceKeys.channels,
    queryFn: async ({ signal }) => (await getCustomerServiceChannels({ signal, silent: true })).data ?? [],
    staleTime: STALE.catalogue,
    retry: false,
  });

interface MemberLevel {
  tenantId: number;
  vipLevel: number;
}

/** Whether the callback option is offered to the member's tenant and VIP level (mobileConfigView). */
export const callbackConfigQuery = (member: MemberLevel | undefined, token: string | null) =>
  queryOptions({
    queryKey: [...customerServiceKeys.callbackConfig, member?.tenantId, member?.vipLevel, token],
    queryFn: async ({ signal }) =>
      (await getCallbackConfig({ tenantId: member?.tenantId ?? 0, vipLevel: member?.vipLevel ?? 0 }, { signal, silent: true })).data,
    enabled: Boolean(token) && member !== undefined,
    staleTime: STALE.profile,
    retry: false,
  });

/** Hotlines of the member's tenant and VIP level; a level without any answers 1005000014, shown as none. */
export const hotlinesQuery = (member: MemberLevel | undefined, token: string | null) =>
  queryOptions({
    queryKey: [...customerServiceKeys.hotlines, member?.tenantId, member?.vipLevel, token],
    queryFn: async () => {
      try {
        const answer = await getCallbackHotline(
          { tenantId: member?.tenantId ?? 0, vipLevel: member?.vipLevel ?? 0 },
          { noNeedResponseMsg: true },
        );
        return answer.data;
      } catch (error) {
        if (isCode(error, NO_HOTLINE)) return { hotlines: [] };
        throw error;
      }
    },
    enabled: Boolean(token) && member !== undefined,
    staleTime: STALE.profile,
    retry: false,
  });

/** The VIP dedicated manager; members below the service level get 1002000020, shown as an invitation instead. */
export const vipManagerQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...customerServiceKeys.vipManager, token],
    queryFn: async ({ signal }) => {
      try {
        return (await getVipService({ signal, noNeedResponseMsg: true })).data;
      } catch (error) {
        if (isCode(error, BELOW_VIP_SERVICE)) return null;
        throw error;
      }
    },
    enabled: Boolean(token),
    staleTime: STALE.profile,
    retry: false,
  });

export const NO_HOTLINE = 1005000014;
export const BELOW_VIP_SERVICE = 1002000020;

function isCode(error: unknown, code: number): boolean {
  return error instanceof ApiError && error.code === code;
}
