import type { QueryClient } from '@tanstack/react-query';
import { replace, redirect } from 'react-router';
import type { UserInfo, WithdrawOrder } from '@/shared/api/generated/main/model';
import { depositOrderCheckQuery } from '@/features/wallet/deposits/api/deposit-queries';
import { rechargeInformationPath } from '@/features/wallet/deposits/lib/deposit-order-path';
import { isOpenDepositStatus } from '@/features/wallet/deposits/lib/deposit-status';
import { withdrawOrderCheckQuery } from '@/features/wallet/withdrawals/api/withdrawal-queries';
import { withdrawalInformationPath } from '@/features/wallet/withdrawals/lib/order-data';
import { isOpenWithdrawalOrder } from '@/features/wallet/withdrawals/lib/withdrawal-status';
import { PATHS } from '@/shared/config/paths';
import { i18n } from '@/shared/i18n';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { refreshProfile } from './member-profile';
import { DEPOSIT_LOCK, hasLock, stayPath, WITHDRAW_LOCK, type LocationLike } from './rules';

// Steps 4 and 5 of the navigation guard, loaded only on /deposit and /withdraw (their own chunk). The wallet's
// deposits and withdrawals own what an open order is and where it is shown; the guard asks them.

// The guard's order checks answer quietly: a failed check lets the player on to the form, which re-checks.

/**
 * Step 4: the open deposit order, if any. With an orderNo query parameter that order's status is checked
 * (get-order-status); without one, the member's open order is looked up (getOrder). Open: status 0, 2, 7 or 8.
 */
export async function findOpenDepositOrder(
  queryClient: QueryClient,
  token: string,
  orderNo: string | null,
): Promise<Record<string, unknown> | null> {
  try {
    const data = await queryClient.fetchQuery(depositOrderCheckQuery(orderNo, token));
    return data && isOpenDepositStatus(data.status) ? { ...data } : null;
  } catch {
    return null;
  }
}

/**
 * Step 5: the open withdrawal order, if any (POST getOrder with the orderNo query parameter, empty when there is
 * none). Open: orderStatus other than 2 and 3.
 */
export async function findOpenWithdrawOrder(queryClient: QueryClient, token: string, orderNo: string | null): Promise<WithdrawOrder | null> {
  try {
    const data = await queryClient.fetchQuery(withdrawOrderCheckQuery(orderNo, token));
    return data && isOpenWithdrawalOrder(data) ? data : null;
  } catch {
    return null;
  }
}

export interface FundsStepInput {
  queryClient: QueryClient;
  token: string;
  url: URL;
  /** The committed location the navigation starts from (null on the first page of the visit). */
  previous: LocationLike | null;
  /** The profile step 3 loaded during this same navigation: current already, so not loaded a second time. */
  justLoaded?: UserInfo | null;
}

/**
 * Step 4, /deposit: refresh the user info; lock "2" shows common.depositLocked and keeps the player where they
 * were; an open order goes to /rechargeInformation with the order as the query. Throws the redirect, if any.
 */
export async function depositStep({ queryClient, token, url, previous, justLoaded }: FundsStepInput): Promise<void> {
  const profile = justLoaded ?? (await refreshProfile(queryClient, token));
  if (hasLock(profile?.status, DEPOSIT_LOCK)) {
    showErrorToast(i18n.t('common.depositLocked'));
    throw replace(stayPath(previous, PATHS.deposit));
  }
  const order = await findOpenDepositOrder(queryClient, token, url.searchParams.get('orderNo'));
  if (order) throw redirect(rechargeInformationPath(order));
}

/**
 * Step 5, /withdraw: refresh the user info; lock "3" shows common.withdrawlLocked and keeps the player where they
 * were; an open order goes to /withdrawalInformation with orderData. Throws the redirect, if any.
 */
export async function withdrawStep({ queryClient, token, url, previous, justLoaded }: FundsStepInput): Promise<void> {
  const profile = justLoaded ?? (await refreshProfile(queryClient, token));
  if (hasLock(profile?.status, WITHDRAW_LOCK)) {
    showErrorToast(i18n.t('common.withdrawlLocked'));
    throw replace(stayPath(previous, PATHS.withdraw));
  }
  const order = await findOpenWithdrawOrder(queryClient, token, url.searchParams.get('orderNo'));
  if (order) throw redirect(withdrawalInformationPath(order));
}
