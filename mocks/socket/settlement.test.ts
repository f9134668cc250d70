import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPlaceReserveBetUrl, getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import { CONFIRM_MS } from '../handlers/bet-placing-store';
import { openPicks, provider, walletBalance, LOTUS_ID, type OpenPick } from '../handlers/bet-placing-test-client';
import type { LiveHub } from './hub';
import { EVENING_START, eveningHub, ofType, recordingPeer, storedMatch, subscribe } from './test-support';

const MINUTE = 60_000;
const VND = 1000;
let hub: LiveHub;

beforeEach(async () => {
  ({ hub } = await eveningHub());
});

afterEach(() => {
  vi.useRealTimers();
});

const round2 = (n: number): number => Math.round(n * 100) / 100;

describe('the live hub settles bets as matches end', () => {
  it('the simulator playing a live match to full time settles the bet on it and pays the wallet', async () => {
    const order = db.sportsOrders
      .findMany((q) => q.where({ memberId: LOTUS_ID, st: 4 }))
      .find((o) => o.ops.length === 1 && storedMatch(Number(o.ops[0]?.mid)).ms === 5);
    if (!order) throw new Error('The seed has no open single on a live match');
    const matchId = Number(order.ops[0]?.mid);
    const before = walletBalance();
    for (let minute = 1; minute <= 150 && storedMatch(matchId).ms === 5; minute += 1) await hub.tick(EVENING_START + minute * MINUTE);
    expect(storedMatch(matchId).ms).toBe(0);
    const settled = db.sportsOrders.findFirst((q) => q.where({ id: order.id }), { strict: true });
    const goals = storedMatch(matchId).nsg.find((g) => g.pe === 1000 && g.tyg === 5)?.sc ?? [0, 0];
    expect(settled).toMatchObject({ st: 5, ops: [expect.objectContaining({ rs: `${goals[0]}-${goals[1]}` })] });
    const leg = settled.ops[0];
    const factor: Record<number, number> = { 2: 1, 3: 0, 4: leg?.od ?? 0, 5: (1 + (leg?.od ?? 0)) / 2, 6: 0.5 };
    expect(Object.keys(factor).map(Number)).toContain(leg?.sr);
    expect(settled.sa).toBeCloseTo(round2(order.sat * (factor[leg?.sr ?? 0] ?? NaN)), 2);
    expect(walletBalance() - before).toBeCloseTo((settled.sa ?? 0) * VND, 0);
  }, 60_000);

  it('finishMatch ends an upcoming match with the given score, pushes full time and pays the bet', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const pick = openPicks((m) => m.ms === 4 && m.ty === 2 && m.sid === 1, 1005)[0] as OpenPick;
    const home = pick.match.mg.find((g) => g.mty === 1005)?.mks[0]?.op.find((o) => o.ty === 1)?.od ?? 0;
    const placed = await provider(getPlaceSingleBetsUrl(), {
      singleBetList: [{ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: 1, odds: home, oddsFormat: 1 }] }],
    });
    const id = placed.data[0].id as string;
    vi.setSystemTime(Date.now() + CONFIRM_MS.preMatch);
    const peer = recordingPeer();
    hub.connect(peer).receive(subscribe([pick.matchId]));
    const before = walletBalance();

    expect(await hub.finishMatch(pick.matchId, [3, 1])).toEqual({ ended: true, settled: [id] });
    expect(storedMatch(pick.matchId)).toMatchObject({ ms: 0 });
    expect(ofType(peer.messages, 'matchStatus').map((m) => m.businessContent.ms)).toEqual([5, 0]);
    expect(walletBalance() - before).toBeCloseTo(round2(100 * home) * VND, 0);
    expect(db.sportsOrders.findFirst((q) => q.where({ id }))).toMatchObject({ st: 5, ops: [expect.objectContaining({ sr: 4, rs: '3-1' })] });
    expect(await hub.finishMatch(pick.matchId, [0, 0])).toEqual({ ended: false, settled: [] });
    expect(await hub.finishMatch(424242)).toEqual({ ended: false, settled: [] });
  });

  it('a reserve fills as soon as the simulator moves its odds to the target, with no call from the app', async () => {
    const pick = openPicks((m) => m.ms === 5 && m.ty === 2 && m.sid === 1)[0] as OpenPick;
    const target = round2(pick.od + 0.01);
    const placed = await provider(getPlaceReserveBetUrl(), {
      unitStake: 20,
      betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: target, oddsFormat: 1 }],
    });
    expect(placed.code).toBe(0);
    hub.connect(recordingPeer()).receive(subscribe([pick.matchId]));
    const reserve = () => db.sportsReserves.findFirst((q) => q.where({ id: placed.data.id }), { strict: true });
    const odds = () => storedMatch(pick.matchId).mg.flatMap((g) => g.mks).find((k) => k.id === pick.marketId)?.op.find((o) => o.ty === pick.optionType)?.od ?? 0;
    let reached = false;
    for (let push = 0; push < 2000 && !reached; push += 1) {
      await hub.pushOdds(1, EVENING_START + push * 1000);
      reached = odds() >= target;
      if (!reached) expect(reserve().rst).toBe(0);
    }
    expect(reached).toBe(true);
    expect(reserve()).toMatchObject({ rst: 1, orderId: expect.any(String) });
  }, 60_000);
});
