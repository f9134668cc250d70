import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { clearSportsMaintenance, markSportsMaintenance, sportsMaintenanceStore, type SportsMaintenanceState } from './sports-maintenance';

beforeEach(() => clearSportsMaintenance());

/** Every state the store tells its listeners of during the test. */
function captureStates(): SportsMaintenanceState[] {
  const seen: SportsMaintenanceState[] = [];
  onTestFinished(sportsMaintenanceStore.subscribe((state) => seen.push(state)));
  return seen;
}

describe('maintenance flag', () => {
  it('tells its listeners only when the state changes', () => {
    const states = captureStates();
    markSportsMaintenance('[1763866800000-1763870400000]');
    markSportsMaintenance('again [1763866800000-1763870400000]');
    expect(sportsMaintenanceStore.get()).toEqual({ active: true, startMs: 1763866800000, endMs: 1763870400000 });
    markSportsMaintenance('no range');
    clearSportsMaintenance();
    clearSportsMaintenance();
    expect(states).toEqual([
      { active: true, startMs: 1763866800000, endMs: 1763870400000 },
      { active: true },
      { active: false },
    ]);
    expect(sportsMaintenanceStore.get()).toEqual({ active: false });
  });
});

describe('subscribing', () => {
  it('hears each change and keeps one snapshot object between changes', () => {
    let calls = 0;
    const stop = sportsMaintenanceStore.subscribe(() => (calls += 1));
    markSportsMaintenance('[1763866800000-1763870400000]');
    const snapshot = sportsMaintenanceStore.get();
    markSportsMaintenance('[1763866800000-1763870400000]');
    expect(sportsMaintenanceStore.get()).toBe(snapshot);
    stop();
    clearSportsMaintenance();
    expect(calls).toBe(1);
  });
});
