// Bets, cash-outs, reserve (target-odds) bets, bulletins and line moves of the sports-provider mock. Records keep the
// shapes generated from openapi/sports.yaml plus the owner and the confirmation time, so a handler that drifts from
// the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  BetRecord,
  BulletinType,
  CashOutRecord,
  ReserveOrder,
  SportId,
} from '@/shared/api/generated/sports/zod/schemas/index.zod';

/**
 * A placed bet. `st` is the status it ends in once confirmed (4 accepted, 2 rejected, 5 settled); until
 * `confirmAt` (epoch ms) the provider reports it as `pending` (0 created unless set, 1 confirming).
 */
export const SportsOrderRecord = BetRecord.extend({
  memberId: z.int(),
  confirmAt: z.int(),
  pending: z.union([z.literal(0), z.literal(1)]).optional(),
});

/** A cash-out on a bet; reported as 0 created until `confirmAt`, then with `orderStatus`. */
export const SportsCashOutRecord = CashOutRecord.extend({
  memberId: z.int(),
  confirmAt: z.int(),
  parlay: z.boolean(),
  unitPayout: z.number(),
});

/** A reserve bet with the selection it waits on: `target` odds for `marketId`/`optionType`. */
export const SportsReserveRecord = ReserveOrder.extend({
  memberId: z.int(),
  matchId: z.int(),
  marketId: z.int(),
  optionType: z.int(),
  target: z.number(),
  /** The order made when the odds reached the target. */
  orderId: z.string().optional(),
  /** When the reserve left the waiting state (cancelled, failed or filled). */
  endedAt: z.int().optional(),
});

const BulletinText = z.object({ title: z.string(), content: z.string() });

/** A provider bulletin written in the three languages the app asks for (CMN, VIE, ENG). */
export const SportsBulletinRecord = z.object({
  id: z.int(),
  type: BulletinType,
  sportId: SportId.optional(),
  publishTime: z.int(),
  expireTime: z.int().nullable(),
  top: z.boolean(),
  texts: z.object({ CMN: BulletinText, VIE: BulletinText, ENG: BulletinText }),
});

/** A market replaced by a new one when its line moved (`from` is the old market id, `to` the new one). */
export const MarketLineMove = z.object({ from: z.int(), to: z.int(), matchId: z.int(), movedAt: z.int() });

export type SportsOrder = z.infer<typeof SportsOrderRecord>;
export type SportsCashOut = z.infer<typeof SportsCashOutRecord>;
export type SportsReserve = z.infer<typeof SportsReserveRecord>;
export type SportsBulletin = z.infer<typeof SportsBulletinRecord>;

export const sportsOrders = new Collection({ schema: SportsOrderRecord });
export const sportsCashOuts = new Collection({ schema: SportsCashOutRecord });
export const sportsReserves = new Collection({ schema: SportsReserveRecord });
export const sportsBulletins = new Collection({ schema: SportsBulletinRecord });
export const marketLineMoves = new Collection({ schema: MarketLineMove });

export const sportsOrderCollections = { sportsOrders, sportsCashOuts, sportsReserves, sportsBulletins, marketLineMoves };
