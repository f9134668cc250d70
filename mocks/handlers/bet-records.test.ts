import { describe, expect, it } from 'vitest';
import { getListBetsUrl, getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import type { BetListRequest } from '@/shared/api/generated/sports/model';
import { type Json } from '../testing/client';
import { CONFIRM_MS } from './bet-placing-store';
import { freezeClock, openPicks, provider, useBettingTestData, type OpenPick } from './bet-placing-test-client';

useBettingTestData();

const DAY = 24 * 3_600_000;
const bets = (body: BetListRequest) => provider(getListBetsUrl(), body);
/** A 100 single on the pick at its current odds. */
const placeSingle = ({ marketId, optionType, od }: OpenPick) =>
  provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId, optionType, odds: od, oddsFormat: 1 }] }] });

describe('listBets', () => {
  it('lists the seeded open bets and the settled bets of the last two weeks, in the provider shapes', async () => {
    const open = await bets({ isSettled: false, current: 1, size: 20 });
    expect(open.data.records).toHaveLength(3);
    expect(open.data.records.every((r: Json) => r.st === 4)).toBe(true);
    const leg = open.data.records[0].ops[0];
    expect(typeof leg.bo).toBe('string');
    expect(leg.mc).toEqual({ pe: expect.any(Number), r: expect.any(Boolean) });
    expect([0, 1]).toContain(open.data.records[0].co);

    const now = Date.now();
    const settled = await bets({ isSettled: true, startTime: now - 30 * DAY, endTime: now, current: 1, size: 20 });
    expect(settled.data.total).toBe(6);
    const statuses = settled.data.records.map((r: Json) => r.st).sort();
    expect(statuses).toEqual([2, 5, 5, 5, 5, 5]);
    const [summary] = settled.data.sts;
    expect(summary).toMatchObject({ cid: 1000, ct: 6 });
    const records = settled.data.records as Json[];
    expect(summary.cwl).toBeCloseTo(records.reduce((s, r) => s + r.uwl, 0), 2);
    expect(records.map((r) => r.stm ?? r.ct)).toEqual([...records.map((r) => r.stm ?? r.ct)].sort((x, y) => y - x));
  });

  it('pages, filters by time range, and refuses a missing (5) or too long (14051) settled range', async () => {
    const now = Date.now();
    const all = await bets({ isSettled: true, startTime: now - 30 * DAY, endTime: now, current: 1, size: 50 });
    const page2 = await bets({ isSettled: true, startTime: now - 30 * DAY, endTime: now, current: 2, size: 4 });
    expect(page2.data.records.map((r: Json) => r.id)).toEqual(all.data.records.slice(4).map((r: Json) => r.id));
    const recent = await bets({ isSettled: true, startTime: now - 3 * DAY, endTime: now, timeType: 1, current: 1, size: 50 });
    expect(recent.data.records.every((r: Json) => r.cte >= now - 3 * DAY)).toBe(true);
    expect(recent.data.total).toBeLessThan(all.data.total);
    expect((await bets({ isSettled: true, current: 1, size: 20 })).code).toBe(5);
    expect((await bets({ isSettled: true, startTime: now - 32 * DAY, endTime: now, current: 1, size: 20 })).code).toBe(14051);
  });

  it('shows a new bet as created, then accepted', async () => {
    const advance = freezeClock();
    const [pick] = openPicks((m) => m.ms === 4 && m.ty === 2) as [OpenPick];
    const { data } = await placeSingle(pick);
    const find = async () => (await bets({ isSettled: false, current: 1, size: 50 })).data.records.find((r: Json) => r.id === data[0].id);
    expect(await find()).toMatchObject({ st: 0, sat: 100, us: 100, sert: 0, bt: '1x1*1' });
    advance(CONFIRM_MS.preMatch);
    expect((await find()).st).toBe(4);
  });
});
