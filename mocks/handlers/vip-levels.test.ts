import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { call } from '../testing/client';
import { balanceOf, creditedDeposit, LOTUS, registerThroughLink } from './referrals-test-client';

const progress = async (token: string) => (await call('GET', '/api/member/vip/progress', { token })).data;
const claim = (token: string, vipLevel: number) => call('POST', '/api/member/vip/claimUpgradeBonus', { token, body: { vipLevel } });

describe('VIP levels', () => {
  it('answers the level table to guests: levels 0 to 11, requirements never falling, a manager from VIP 2', async () => {
    const table = (await call('GET', '/api/member/vip/levelConfig')).data;
    expect(table.currency).toBe('VND');
    expect(table.levels.map((level: { vipLevel: number }) => level.vipLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(table.levels[3]).toEqual({
      vipLevel: 3,
      depositRequired: 5_000_000,
      turnoverRequired: 25_000_000,
      upgradeBonus: 88_000,
      birthdayBonus: 88_000,
      rebateRate: 0.6,
      dailyWithdrawLimit: 300_000_000,
      dailyWithdrawTimes: 8,
      dedicatedManager: true,
    });
    expect(table.levels.filter((level: { dedicatedManager: boolean }) => level.dedicatedManager)[0].vipLevel).toBe(2);
  });

  it('computes lotus888 at VIP 2 from the seeded totals: 1 500 000 of deposits left for VIP 3, the turnover done', async () => {
    expect(await progress(LOTUS)).toEqual({
      vipLevel: 2,
      nextLevel: 3,
      depositTotal: 3_500_000,
      turnoverTotal: 31_000_000,
      requirements: [
        { kind: 'deposit', required: 5_000_000, achieved: 3_500_000 },
        { kind: 'turnover', required: 25_000_000, achieved: 31_000_000 },
      ],
      upgradeBonuses: [
        expect.objectContaining({ vipLevel: 2, amount: 38_000, status: 1 }),
        expect.objectContaining({ vipLevel: 1, amount: 18_000, status: 1 }),
      ],
    });
    expect((await call('GET', '/api/member/get', { token: LOTUS })).data.vipLevel).toBe(2);
  });

  it('a first deposit lifts a new member to VIP 1, whose bonus is credited once, by exactly its amount', async () => {
    const token = await registerThroughLink('vipclimber1');
    expect(await progress(token)).toMatchObject({ vipLevel: 0, nextLevel: 1, upgradeBonuses: [] });
    expect((await claim(token, 1)).code).toBe(1002000040);
    await creditedDeposit(token, 150_000);
    expect((await call('GET', '/api/member/get', { token })).data.vipLevel).toBe(1);
    expect((await progress(token)).upgradeBonuses).toEqual([{ vipLevel: 1, amount: 18_000, status: 0, claimTime: null }]);
    const before = await balanceOf(token);
    const [first, second] = await Promise.all([claim(token, 1), claim(token, 1)]);
    expect([first.code, second.code].sort((a, b) => a - b)).toEqual([200, 1002000041]);
    expect([first, second].find((answer) => answer.code === 200).data).toEqual({ vipLevel: 1, amount: 18_000 });
    expect(await balanceOf(token)).toBe(before + 18_000);
    expect((await claim(token, 1)).code).toBe(1002000041);
    expect((await progress(token)).upgradeBonuses[0]).toMatchObject({ status: 1, claimTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  it('vip-top-level: level 11, nothing left to reach, the bonuses of VIP 3 to 11 to claim', async () => {
    useScenario('vip-top-level');
    const top = await progress(LOTUS);
    expect(top).toMatchObject({ vipLevel: 11, nextLevel: null, requirements: [] });
    expect(top.upgradeBonuses.filter((bonus: { status: number }) => bonus.status === 0).map((bonus: { vipLevel: number }) => bonus.vipLevel)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect((await call('GET', '/api/member/get', { token: LOTUS })).data.vipLevel).toBe(11);
  });

  it('answers its failures in the request language', async () => {
    const response = await fetch('http://lotus.test/api/member/vip/claimUpgradeBonus', {
      method: 'POST',
      headers: { authorization: LOTUS, 'content-type': 'application/json', Language: 'en-US' },
      body: JSON.stringify({ vipLevel: 5 }),
    });
    expect(await response.json()).toEqual({ code: 1002000040, msg: 'You have not reached this VIP level yet', data: null });
  });
});
