import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { liveHub } from '../socket/hub';
import { call } from '../testing/client';
import { masterStats, planStanding } from './masters-plans';

type Master = { masterId: number; stats: { hitRate: number; returnRate: number; settledPlans: number; wonPlans: number; recentForm: string[] }; openPlans: number };

describe('masters', () => {
  it('ranks the masters by hit rate or by return, computed from their settled plans', async () => {
    const byHits: Master[] = (await call('GET', '/api/live/master/list')).data;
    expect(byHits.length).toBe(6);
    for (let i = 1; i < byHits.length; i += 1) expect(byHits[i - 1]!.stats.hitRate).toBeGreaterThanOrEqual(byHits[i]!.stats.hitRate);
    for (const master of byHits) {
      const plans = db.livePlans.findMany((q) => q.where({ masterId: master.masterId }));
      expect(master.stats).toEqual(masterStats(plans));
      expect(master.stats.settledPlans).toBeGreaterThan(5);
      expect(master.stats.hitRate).toBeCloseTo((master.stats.wonPlans / master.stats.settledPlans) * 100, 0);
      expect(master.openPlans).toBe(plans.filter((plan) => planStanding(plan).state === 'open').length);
    }
    const byReturn: Master[] = (await call('GET', '/api/live/master/list?sort=returnRate')).data;
    for (let i = 1; i < byReturn.length; i += 1) expect(byReturn[i - 1]!.stats.returnRate).toBeGreaterThanOrEqual(byReturn[i]!.stats.returnRate);
  });

  it('gives a master with rank and bio, and their plans open first', async () => {
    const [best] = (await call('GET', '/api/live/master/list')).data as Master[];
    const detail = (await call('GET', `/api/live/master/detail?masterId=${best!.masterId}`)).data;
    expect(detail).toMatchObject({ masterId: best!.masterId, rank: 1, bio: expect.any(String) });
    const plans = (await call('GET', `/api/live/master/plans?masterId=${best!.masterId}`)).data;
    const states = plans.map((plan: { state: string }) => plan.state);
    expect(states.lastIndexOf('open')).toBeLessThan(states.findIndex((state: string) => state !== 'open'));
    const open = (await call('GET', `/api/live/master/plans?masterId=${best!.masterId}&state=open`)).data;
    expect(open.every((plan: { state: string }) => plan.state === 'open')).toBe(true);
    expect((await call('GET', '/api/live/master/detail?masterId=1')).code).toBe(1011000003);
  });

  it('settles an open plan when the simulator ends its match, and the master’s figures move', async () => {
    const plan = db.livePlans.all().find((p) => p.legs.length === 1 && planStanding(p).state === 'open' && db.matches.findFirst((q) => q.where({ id: p.legs[0]!.matchId }))?.ms === 5)!;
    const leg = plan.legs[0]!;
    const before = (await call('GET', `/api/live/plan/detail?planId=${plan.planId}`)).data;
    expect(before).toMatchObject({ state: 'open', returnRate: null, selections: [{ result: 'open', marketId: leg.marketId, optionName: expect.any(String) }] });
    const stats = (await call('GET', `/api/live/master/detail?masterId=${plan.masterId}`)).data.stats;
    await liveHub.finishMatch(leg.matchId, [2, 1]);
    const after = (await call('GET', `/api/live/plan/detail?planId=${plan.planId}`)).data;
    expect(after.state).not.toBe('open');
    expect(after.selections[0]).toMatchObject({ finalScore: '2-1', result: expect.stringMatching(/^(won|halfWon|push|halfLost|lost|void)$/) });
    if (after.state !== 'void') {
      expect(after.returnRate).not.toBeNull();
      const moved = (await call('GET', `/api/live/master/detail?masterId=${plan.masterId}`)).data.stats;
      expect(moved.settledPlans).toBe(Math.min(20, stats.settledPlans + 1));
    }
  });
});
