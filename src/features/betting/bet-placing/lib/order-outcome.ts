import type { StakeOrderStatus } from '@/shared/api/generated/sports/model';
import type { TrackedOrder } from './place-payload';
import type { PlaceRequest } from './place-types';

/** SPEC.md section 4 "Order status": 0 and 1 await confirmation, 2 and 3 failed, 4 and 5 succeeded. */
export const isAwaiting = (st: number): boolean => st === 0 || st === 1;
export const isAccepted = (st: number): boolean => st === 4 || st === 5;

export interface PlacedOutcome {
  accepted: number[];
  rejected: { marketId: number; reason: string }[];
}

/**
 * Which selections were taken and which refused. Singles: each order on its own. A multiple is one bet of several
 * orders (one per series row): taken when any row was accepted, refused only when every row failed.
 */
export function placedOutcome(
  request: PlaceRequest,
  orders: readonly TrackedOrder[],
  statuses: ReadonlyMap<string, StakeOrderStatus>,
  reasonOf: (status: StakeOrderStatus) => string,
): PlacedOutcome {
  const accepted = new Set<number>();
  const rejected = new Map<number, string>();
  if (request.kind === 'multiple') {
    const legs = request.legs.map((leg) => leg.marketId);
    const finals = orders.flatMap((order) => statuses.get(order.id) ?? []);
    const refusal = finals.find((status) => !isAccepted(status.st));
    if (finals.some((status) => isAccepted(status.st))) legs.forEach((id) => accepted.add(id));
    else if (refusal) legs.forEach((id) => rejected.set(id, reasonOf(refusal)));
  } else {
    for (const order of orders) {
      const status = statuses.get(order.id);
      if (!status) continue;
      for (const id of order.marketIds) {
        if (isAccepted(status.st)) accepted.add(id);
        else rejected.set(id, reasonOf(status));
      }
    }
  }
  return { accepted: [...accepted], rejected: [...rejected].map(([marketId, reason]) => ({ marketId, reason })) };
}
