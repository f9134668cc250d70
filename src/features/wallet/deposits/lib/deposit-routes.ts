import type { DepositChannel, DepositPayType } from '@/shared/api/generated/main/model';

// The deposit routes of SPEC.md section 1, by channel payType: bank card (bank transfer and online banking, 1),
// card-free e-wallet (2), crypto address (USDT, 3) and C2C (4). The route chooses the order call.

export type DepositRoute = 'bank' | 'ewallet' | 'usdt' | 'c2c';

/** The order in which the routes are listed. */
export const DEPOSIT_ROUTES: readonly DepositRoute[] = ['bank', 'ewallet', 'usdt', 'c2c'];

const ROUTE_OF: Record<DepositPayType, DepositRoute> = { 1: 'bank', 2: 'ewallet', 3: 'usdt', 4: 'c2c' };

export function routeOf(payType: DepositPayType): DepositRoute {
  return ROUTE_OF[payType];
}

/** The channels under each route (routes without a channel left out), each group in the server's sort order. */
export function groupByRoute(channels: readonly DepositChannel[]): Array<{ route: DepositRoute; channels: DepositChannel[] }> {
  const sorted = [...channels].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  return DEPOSIT_ROUTES.map((route) => ({ route, channels: sorted.filter((channel) => routeOf(channel.payType) === route) })).filter(
    (group) => group.channels.length > 0,
  );
}
