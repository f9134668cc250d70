import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { activeScenario, useScenario } from '../node';
import { liveHub } from '../socket/hub';
import { call } from '../testing/client';
import { EVENINGS } from './sports';
import { findScenario } from './index';

const liveCount = (): number => db.matches.findMany((q) => q.where({ ms: 5 })).length;
const liveList = { languageType: 'ENG', currencyId: 1000, oddsChange: 1, type: 1, size: 50, current: 1, orderBy: 1 };

describe('live evening scenarios', () => {
  it('each plays its evening and the provider ones play none', () => {
    expect(findScenario('busy-evening')?.live).toEqual(EVENINGS.busy);
    expect(findScenario('goal-rush')?.live).toEqual(EVENINGS.goalRush);
    expect(findScenario('socket-drops')?.live).toEqual(EVENINGS.socketDrops);
    expect(findScenario('sports-empty')?.live).toEqual(EVENINGS.empty);
    for (const name of ['sports-maintenance', 'sports-token-expired', 'sports-error']) expect(findScenario(name)?.live).toBeUndefined();
  });

  it('sports-empty: no match in the collection, the lists and the counts', async () => {
    useScenario('sports-empty');
    const list = await call('POST', '/v1/match/getList', { body: liveList });
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(0);
    expect(db.matches.count()).toBe(0);
    const statistical = await call('POST', '/v1/match/statistical', { body: {} });
    expect(statistical.data.tc ?? 0).toBe(0);
  });

  it('busy-evening: at least 300 live matches, answered once the evening is in place', async () => {
    useScenario('busy-evening');
    const list = await call('POST', '/v1/match/getList', { body: liveList });
    expect(list.data.total).toBeGreaterThanOrEqual(300);
    expect(liveCount()).toBeGreaterThanOrEqual(300);
  }, 30_000);

  it('socket-drops and goal-rush only change the socket: the data stays the seeded evening', async () => {
    const before = db.matches.count();
    useScenario('goal-rush');
    await liveHub.ready();
    expect(db.matches.count()).toBe(before);
    useScenario('socket-drops');
    expect(activeScenario()).toBe('socket-drops');
    expect(liveHub.acceptsConnections()).toBe(true);
  });

  it('the reset after each test returns to the normal evening with the seeded data', () => {
    expect(liveCount()).toBeGreaterThan(0);
    expect(liveCount()).toBeLessThan(300);
  });
});
