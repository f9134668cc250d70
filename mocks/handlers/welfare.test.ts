import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import { SEED_TOKENS } from '../seed';
import { balanceOf, creditedDeposit, LOTUS_ID, LOTUS_TOKEN, promotionCall, warmUp, WARM_UP_MS } from './campaigns-test-client';
import { postLedgerEntry } from './ledger';
import { openPicks, provider } from './bet-placing-test-client';

const welfare = async (query = '', token: string = LOTUS_TOKEN) => promotionCall('GET', `/api/promotion/activity/reward/collected${query}`, { token });
const claim = (body: unknown) => promotionCall('POST', '/api/promotion/activity/claim', { token: LOTUS_TOKEN, body });
type Row = { activityId: number; levelId: number | null; status: number; amount: number; turnoverRequired: number; turnoverDone: number };

describe('rewards (welfare) and the rebate', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('lists claimable rewards (the rebate, bet tiers the seeded bets reached) first; claimed ones carry their turnover and how much of it was bet since', async () => {
    const cashback = (await promotionCall('GET', '/api/promotion/cashback/client/detail', { token: LOTUS_TOKEN })).data;
    expect(cashback).toMatchObject({ vipLevel: 2, items: [{ gameTypeId: 1001101, gameTypeName: 'Sports', rate: 0.7 }] });
    const first = (await welfare()).data;
    const claimable = (first.records as Row[]).filter((row) => row.status === 0);
    expect(claimable.length).toBeGreaterThan(1);
    expect(first.records.slice(0, claimable.length)).toEqual(claimable);
    expect(claimable).toContainEqual(expect.objectContaining({ activityId: 3006, levelId: null, amount: cashback.claimableAmount }));
    expect(first.claimableAmount).toBe(claimable.reduce((sum, row) => sum + row.amount, 0));

    await creditedDeposit(500_000);
    expect((await claim({ activityId: 3002, levelId: 2 })).code).toBe(200);
    const before = await balanceOf();
    expect(await claim({ activityId: 3006 })).toMatchObject({ code: 200, data: { rewardAmount: cashback.claimableAmount } });
    expect(await claim({ activityId: 3006 })).toMatchObject({ code: 1004000004 });
    expect(await balanceOf()).toBe(before + cashback.claimableAmount);

    const [pick] = openPicks((match) => match.ms === 4);
    await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: 120, oddsChange: 1, betOptionList: [{ marketId: pick!.marketId, optionType: pick!.optionType, odds: pick!.od, oddsFormat: 1 }] }] });
    const claimed = (await welfare('?status=1')).data;
    expect(claimed.totalAmount).toBe(150_000 + cashback.claimableAmount);
    const firstCharge = claimed.records.find((row: Row) => row.activityId === 3002) as Row;
    expect(firstCharge).toMatchObject({ levelId: 2, amount: 150_000, turnoverRequired: 750_000, turnoverDone: 120_000 });
  });

  it('a reward reached but not claimed before its deadline is expired', async () => {
    const ended = db.campaigns.findFirst((q) => q.where({ id: 3102 }), { strict: true });
    await postLedgerEntry({ memberId: LOTUS_ID, kind: 'deposit', amount: 300_000, time: ended.startTime + 3_600_000 });
    const expired = (await welfare('?status=2')).data.records as Row[];
    expect(expired).toEqual([expect.objectContaining({ activityId: 3102, levelId: 1, status: 2, amount: 68_000 })]);
    expect((await claim({ activityId: 3102, levelId: 1 })).code).toBe(1004000002);
  });

  it('is for players only', async () => {
    await db.members.update((q) => q.where({ userName: 'lockeddp01' }), { data: (member) => { member.role = 1; } });
    expect(await welfare('', SEED_TOKENS.lockeddp01)).toMatchObject({ code: 1004000007, msg: 'Only player accounts can see rewards' });
  });
});
