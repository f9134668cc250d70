// What the deposit lifecycle keeps beside the orders (db.depositOrders): when each order last moved and how its review
// will end. Receipt images are db.uploadedImages (the fund image upload).
import { Collection } from '@msw/data';
import { z } from 'zod';

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

export const depositCollections = { depositTimelines };
