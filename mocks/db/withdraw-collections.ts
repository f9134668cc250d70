// State of the withdrawal lifecycle: when each order was created (its simulated clock) and the wrong withdraw
// passwords a member has typed in a row.
import { Collection } from '@msw/data';
import { z } from 'zod';

export const WithdrawTimeline = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  /** Milliseconds: the order's status follows from the time passed since. */
  createdAt: z.int(),
  /** At or above the large-withdrawal limit: the review takes longer. */
  large: z.boolean(),
});

export const WithdrawPasswordFailures = z.object({
  memberId: z.int(),
  /** Wrong passwords in a row (a right one starts again at 0). */
  count: z.int().nonnegative(),
  /** Milliseconds until which orders are refused after too many wrong passwords (0: not locked). */
  lockedUntil: z.int(),
});

export const withdrawCollections = {
  withdrawTimelines: new Collection({ schema: WithdrawTimeline }),
  withdrawPasswordFailures: new Collection({ schema: WithdrawPasswordFailures }),
};
