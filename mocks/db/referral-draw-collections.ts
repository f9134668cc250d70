// Collections of the invite prize ring: its slots and every draw made (the winners marquee reads them too).
import { Collection } from '@msw/data';
import { z } from 'zod';
import { InviteRingPrize } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** One draw: who drew, the client's drawNo (a retry with it answers this record), the slot and the amount credited. */
export const InviteDrawRecord = z.object({
  drawNo: z.string().min(8),
  memberId: z.int(),
  slot: z.int().min(0),
  amount: z.number().nonnegative(),
  drawnAt: z.int(),
});

export type InviteDrawRecordType = z.infer<typeof InviteDrawRecord>;

export const referralDrawCollections = {
  ringPrizes: new Collection({ schema: InviteRingPrize }),
  inviteDraws: new Collection({ schema: InviteDrawRecord }),
};
