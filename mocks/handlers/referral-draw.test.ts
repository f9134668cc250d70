import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { call } from '../testing/client';
import { slotFor, SLOT_WEIGHTS } from './referral-draw';
import { balanceOf, LOTUS } from './referrals-test-client';

const ring = async (token?: string) => (await call('GET', '/api/member/invite/queryHorseRing', { token })).data;
const draw = (drawNo: string) => call('POST', '/api/member/invite/drawAward', { token: LOTUS, body: { drawNo } });

describe('invite prize ring', () => {
  it('shows guests the ring and the latest winners, with no draws', async () => {
    const guest = await ring();
    expect(guest.prizes).toHaveLength(8);
    expect(guest).toMatchObject({ drawsEarned: 0, drawsUsed: 0, drawsLeft: 0 });
    expect(guest.winners.length).toBeGreaterThan(3);
    expect(guest.winners[0].userName).toMatch(/\*\*\*/);
  });

  it('lets lotus888 draw twice: the server’s slot, credited once, a repeated drawNo answering the same', async () => {
    expect(await ring(LOTUS)).toMatchObject({ drawsEarned: 3, drawsUsed: 1, drawsLeft: 2 });
    const before = await balanceOf(LOTUS);
    const first = await draw('draw-test-0001');
    const prizes = (await ring(LOTUS)).prizes;
    expect(first.data).toEqual({ drawNo: 'draw-test-0001', slot: slotFor(10001, 1, 8), amount: prizes[slotFor(10001, 1, 8)].amount, drawsLeft: 1 });
    expect(await balanceOf(LOTUS)).toBe(before + first.data.amount);
    expect((await draw('draw-test-0001')).data).toMatchObject({ slot: first.data.slot, amount: first.data.amount });
    expect(await balanceOf(LOTUS)).toBe(before + first.data.amount);
    const second = await draw('draw-test-0002');
    expect(second.data.drawsLeft).toBe(0);
    expect((await draw('draw-test-0003')).code).toBe(1003000004);
    expect(await balanceOf(LOTUS)).toBe(before + first.data.amount + second.data.amount);
    expect((await ring()).winners[0]).toMatchObject({ userName: 'lo***88', amount: second.data.amount });
  });

  it('invite-draw-used: every earned draw is used', async () => {
    useScenario('invite-draw-used');
    expect(await ring(LOTUS)).toMatchObject({ drawsEarned: 3, drawsUsed: 3, drawsLeft: 0 });
    expect((await draw('draw-test-0004')).code).toBe(1003000004);
  });

  it('refuses a malformed drawNo', async () => {
    expect((await draw('short')).code).toBe(1003000005);
  });

  it('spreads draws over the slots by their weights', () => {
    const counts = new Array<number>(8).fill(0);
    for (let index = 0; index < 1_000; index += 1) counts[slotFor(10001 + (index % 7), index, 8)]! += 1;
    const total = SLOT_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
    counts.forEach((count, slot) => expect(Math.abs(count / 1_000 - SLOT_WEIGHTS[slot]! / total)).toBeLessThan(0.05));
  });
});
