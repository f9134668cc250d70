// Deposit and withdrawal orders of the members, checked by the generated DepositOrder / WithdrawOrder schemas (plus
// the owner), so seed data or a handler that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { DepositOrder, WithdrawOrder } from '@/shared/api/generated/main/zod/schemas/index.zod';

export const DepositOrderRecord = DepositOrder.extend({ memberId: z.int() });
export const WithdrawOrderRecord = WithdrawOrder.extend({ memberId: z.int() });

export const depositOrders = new Collection({ schema: DepositOrderRecord });
export const withdrawOrders = new Collection({ schema: WithdrawOrderRecord });

export const fundsCollections = { depositOrders, withdrawOrders };
