import { PATHS } from '@/shared/config/paths';

/** /rechargeInformation for an order (the guard passes the same orderNo parameter). */
export function rechargeInformationHref(orderNo: string): string {
  return `${PATHS.rechargeInformation}?orderNo=${encodeURIComponent(orderNo)}`;
}
