// The lucky wheels of the promotions mock: each wheel campaign's prizes (names in every answer language), every spin
// a member made, and the other players' recent wins the marquee shows.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { Texts } from './campaigns-collections';

export const WheelPrizeRecord = z.object({
  id: z.int().positive(),
  names: Texts,
  /** 0 no prize, 1 cash, 2 extra spins, 3 gift. */
  prizeType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  amount: z.number().nonnegative(),
  /** Relative chance of the prize. */
  weight: z.int().positive(),
  sortNum: z.int(),
});
export type WheelPrize = z.infer<typeof WheelPrizeRecord>;

export const WheelRecord = z.object({
  activityId: z.int(),
  prizes: z.array(WheelPrizeRecord).min(2),
  /** One spin for every this much deposited in the campaign's period. */
  depositPerSpin: z.number().positive(),
  /** Spins every member has from the start. */
  freeSpins: z.int().nonnegative(),
  turnoverMultiple: z.number().nonnegative(),
});
export type WheelRecordType = z.infer<typeof WheelRecord>;

export const WheelSpinRecord = z.object({
  id: z.int().positive(),
  memberId: z.int(),
  activityId: z.int(),
  prizeId: z.int(),
  time: z.int(),
});
export type WheelSpin = z.infer<typeof WheelSpinRecord>;

export const WheelWinnerRecord = z.object({ activityId: z.int(), userName: z.string().min(1), prizeId: z.int(), time: z.int() });

export const luckyWheelCollections = {
  wheels: new Collection({ schema: WheelRecord }),
  wheelSpins: new Collection({ schema: WheelSpinRecord }),
  wheelWinners: new Collection({ schema: WheelWinnerRecord }),
};
