// Collections of the masters (tipsters) and their plans. A plan keeps the selections as taken (market, option,
// odds); whether it won is read from its matches when asked (mocks/handlers/masters-plans.ts), so plans settle as
// the live simulator ends their matches and the hit rates are computed, never stored.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { RoomTexts } from './rooms-collections';

export const LiveMasterRecord = z.object({
  masterId: z.int().positive(),
  nickName: z.string().min(1),
  avatar: z.string().min(1),
  intros: RoomTexts,
  bios: RoomTexts,
});

export const PlanLegRecord = z.object({
  matchId: z.int(),
  sportId: z.int(),
  marketId: z.int(),
  marketType: z.int(),
  period: z.int().optional(),
  line: z.string().optional(),
  optionType: z.int(),
  odds: z.number().positive(),
});

export const LivePlanRecord = z.object({
  planId: z.int().positive(),
  masterId: z.int().positive(),
  titles: RoomTexts,
  reasonings: RoomTexts,
  createTime: z.int(),
  legs: z.array(PlanLegRecord).min(1),
});

export type LiveMasterRecordType = z.infer<typeof LiveMasterRecord>;
export type LivePlanRecordType = z.infer<typeof LivePlanRecord>;
export type PlanLegRecordType = z.infer<typeof PlanLegRecord>;

export const mastersCollections = {
  liveMasters: new Collection({ schema: LiveMasterRecord }),
  livePlans: new Collection({ schema: LivePlanRecord }),
};
