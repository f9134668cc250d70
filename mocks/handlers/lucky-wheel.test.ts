import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { WHEELS } from '../seed/lucky-wheel';
import { balanceOf, creditedDeposit, LOTUS_ID, LOTUS_TOKEN, promotionCall, warmUp, WARM_UP_MS } from './campaigns-test-client';
import { PROMOTION_MESSAGES_EN } from './campaigns-test-messages';
import { drawPrize } from './lucky-wheel';

const get = async (path: string, token?: string) => promotionCall('GET', `/api/promotion/activity/turntable/${path}`, { token });
const spins = async () => (await get('user/num?activityId=3004', LOTUS_TOKEN)).data;

describe('lucky wheel', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('describes the running wheel to guests, with its prizes in wheel order and its rules', async () => {
    const wheel = (await get('detail')).data;
    expect(wheel).toMatchObject({ activityId: 3004, title: 'Lucky wheel', status: 1 });
    expect(wheel.prizes).toHaveLength(8);
    expect(wheel.prizes.map((prize: { sortNum: number }) => prize.sortNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(wheel.prizes[0]).toMatchObject({ name: '1,000,000 VND', prizeType: 1, amount: 1_000_000 });
    expect(wheel.rule).toContain('<h3>');
    expect((await get('detail?activityId=3065')).data.prizes).toHaveLength(12);
  });

  it('a spin uses one spin, lands on the drawn prize, credits cash once and shows in the records and the marquee', async () => {
    expect(await spins()).toEqual({ remainingNum: 3, usedNum: 0, totalNum: 3 });
    const expected = drawPrize(WHEELS[0]!, LOTUS_ID, 1);
    const before = await balanceOf();
    const spin = (await get('prize/get?activityId=3004', LOTUS_TOKEN)).data;
    expect(spin).toMatchObject({ prizeId: expected.id, prizeType: expected.prizeType, amount: expected.amount });
    const extra = expected.prizeType === 2 ? expected.amount : 0;
    expect(spin.remainingNum).toBe(2 + extra);
    expect(await balanceOf()).toBe(before + (expected.prizeType === 1 ? expected.amount : 0));
    expect(await spins()).toEqual({ remainingNum: 2 + extra, usedNum: 1, totalNum: 3 + extra });
    const records = (await get('user/record?activityId=3004', LOTUS_TOKEN)).data;
    expect(records).toMatchObject({ total: 1, records: [{ prizeName: spin.name, amount: expected.amount }] });
    const winners = (await promotionCall('POST', '/api/promotion/activity/turntable/record', { body: { activityId: 3004, size: 5 } })).data;
    expect(winners).toHaveLength(5);
    if (expected.prizeType === 1) expect(winners[0]).toMatchObject({ userName: 'lo***88', amount: expected.amount });
  });

  it('a deposit adds a spin per step; with none left a spin is refused with a clear message', async () => {
    await creditedDeposit(1_000_000);
    expect((await spins()).totalNum).toBe(4);
    for (let left = (await spins()).remainingNum; left > 0; left = (await spins()).remainingNum) {
      expect((await get('prize/get?activityId=3004', LOTUS_TOKEN)).code).toBe(200);
    }
    expect(await get('prize/get?activityId=3004', LOTUS_TOKEN)).toMatchObject({ code: 1004000005, msg: PROMOTION_MESSAGES_EN.noSpins });
    expect(db.wheelSpins.findMany((q) => q.where({ memberId: LOTUS_ID })).length).toBe((await spins()).usedNum);
  });

  it('an upcoming wheel does not spin yet', async () => {
    expect((await get('prize/get?activityId=3063', LOTUS_TOKEN)).code).toBe(1004000002);
  });
});
