// The members' withdrawal orders, checked by the generated WithdrawOrder schema (plus the owner), and the state of the
// withdrawal lifecycle: when each order was created (its simulated clock) and the wrong withdraw passwords a member
// has typed in a row.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { WithdrawOrder } from '@/shared/api/generated/main/zod/schemas/index.zod';

export const WithdrawOrderRecord = WithdrawOrder.extend({ memberId: z.int() });

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
  withdrawOrders: new Collection({ schema: WithdrawOrderRecord }),
  withdrawTimelines: new Collection({ schema: WithdrawTimeline }),
  withdrawPasswordFailures: new Collection({ schema: WithdrawPasswordFailures }),
};
