import type { StakeOrderStatus } from '@/shared/api/generated/sports/model';
import { getStakeOrderStatus, listBets } from '@/shared/api/generated/sports/order/order';
import { isAwaiting } from '../lib/order-outcome';
import type { TrackedOrder } from '../lib/place-payload';
import { requestLegs, type PlaceRequest } from '../lib/place-types';
import { isFromSubmission, type UnansweredSubmission } from '../lib/submission-match';

// What placing reads about the orders it sent: their confirmation, and after a lost answer whether they were made.
// Plain functions: placing runs outside React (one run shared by every caller, see ../place-bets.ts).

/** How often the status of orders awaiting confirmation is asked for. */
export const CONFIRM_POLL_MS = 1000;
/** How long a bet is followed before the player is told it is still being confirmed (the live delay is seconds). */
export const CONFIRM_TIMEOUT_MS = 60_000;

export interface ConfirmTiming {
  pollMs: number;
  timeoutMs: number;
}

export const CONFIRM_TIMING: Readonly<ConfirmTiming> = { pollMs: CONFIRM_POLL_MS, timeoutMs: CONFIRM_TIMEOUT_MS };

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

/** Unsettled bets looked through: the newest page is enough for a submission made minutes ago. */
const LOOKUP_PAGE_SIZE = 50;
/** The orders the unanswered submission made, found among the member's unsettled bets (empty: none was made). */
export async function findSubmittedOrders(request: PlaceRequest, submission: UnansweredSubmission): Promise<TrackedOrder[]> {
  const response = await listBets({ isSettled: false, current: 1, size: LOOKUP_PAGE_SIZE }, { noNeedResponseMsg: true });
  const records = (response.data?.records ?? []).filter((record) => isFromSubmission(record, request, submission));
  const legs = requestLegs(request).map((leg) => leg.marketId);
  return records.map((record) => ({
    id: record.id,
    marketIds: request.kind === 'single' ? record.ops.map((op) => Number(op.mrid)) : legs,
  }));
}
