import type { StakeOrderStatus } from '@/shared/api/generated/sports/model';
import { getStakeOrderStatus } from '@/shared/api/generated/sports/order/order';
import type { PlaceRequest } from './place-types';
import type { TrackedOrder } from './place-payload';

/** How often the status of orders awaiting confirmation is asked for. */
export const CONFIRM_POLL_MS = 1000;
/** How long a bet is followed before the player is told it is still being confirmed (the live delay is seconds). */
export const CONFIRM_TIMEOUT_MS = 60_000;

export interface ConfirmTiming {
  pollMs: number;
  timeoutMs: number;
}

export const CONFIRM_TIMING: Readonly<ConfirmTiming> = { pollMs: CONFIRM_POLL_MS, timeoutMs: CONFIRM_TIMEOUT_MS };

/** SPEC.md section 4 "Order status": 0 and 1 await confirmation, 2 and 3 failed, 4 and 5 succeeded. */
export const isAwaiting = (st: number): boolean => st === 0 || st === 1;
export const isAccepted = (st: number): boolean => st === 4 || st === 5;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks getStakeOrderStatus every pollMs until no order awaits confirmation, and answers each order's final status;
 * null when timeoutMs passed first. A failed poll is simply asked again (the orders exist either way).
 */
export async function waitForConfirmation(
  orderIds: readonly string[],
  { pollMs, timeoutMs }: ConfirmTiming = CONFIRM_TIMING,
): Promise<Map<string, StakeOrderStatus> | null> {
  const settled = new Map<string, StakeOrderStatus>();
  const deadline = Date.now() + timeoutMs;
  while (settled.size < orderIds.length) {
    if (Date.now() >= deadline) return null;
    await sleep(pollMs);
    const waiting = orderIds.filter((id) => !settled.has(id));
    try {
      const response = await getStakeOrderStatus({ orderIds: waiting }, { noNeedResponseMsg: true });
      for (const status of response.data ?? []) {
        if (waiting.includes(status.oid) && !isAwaiting(status.st)) settled.set(status.oid, status);
      }
    } catch {
      // Asked again on the next round.
    }
  }
  return settled;
}

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
