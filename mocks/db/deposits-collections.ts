// The members' deposit orders, checked by the generated DepositOrder schema (plus the owner), so seed data or a
// handler that drifts from the contract fails on create; and what the deposit lifecycle keeps beside them: when each
// order last moved and how its review will end. Receipt images are db.uploadedImages (the fund image upload).
import { Collection } from '@msw/data';
import { z } from 'zod';
import { DepositOrder } from '@/shared/api/generated/main/zod/schemas/index.zod';

export const DepositOrderRecord = DepositOrder.extend({ memberId: z.int() });

export const DepositTimeline = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  /** Simulated time (ms) the order reached its current status. */
  since: z.number(),
  /** How the review ends when the order gets there: credited (1) or rejected (6). */
  outcome: z.enum(['success', 'rejected']),
});
export type DepositTimelineRecord = z.infer<typeof DepositTimeline>;

export const depositTimelines = new Collection({ schema: DepositTimeline });

export const depositCollections = { depositOrders: new Collection({ schema: DepositOrderRecord }), depositTimelines };
