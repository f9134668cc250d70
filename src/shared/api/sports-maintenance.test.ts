import { beforeEach, describe, expect, it } from 'vitest';
import { clearSportsMaintenance, getSportsMaintenance, markSportsMaintenance, subscribeSportsMaintenance } from './sports-maintenance';
import { captureEvents } from './test-helpers';

beforeEach(() => clearSportsMaintenance());

describe('maintenance flag', () => {
  it('emits only when the state changes', () => {
    const events = captureEvents('sports-maintenance');
    markSportsMaintenance('[1763866800000-1763870400000]');
    markSportsMaintenance('again [1763866800000-1763870400000]');
    expect(getSportsMaintenance()).toEqual({ active: true, startMs: 1763866800000, endMs: 1763870400000 });
    markSportsMaintenance('no range');
    clearSportsMaintenance();
    clearSportsMaintenance();
    expect(events).toEqual([
      { active: true, startMs: 1763866800000, endMs: 1763870400000 },
      { active: true },
      { active: false },
    ]);
    expect(getSportsMaintenance()).toEqual({ active: false });
  });
});

describe('subscribeSportsMaintenance', () => {
  it('hears each change and keeps one snapshot object between changes', () => {
    let calls = 0;
    const stop = subscribeSportsMaintenance(() => (calls += 1));
    markSportsMaintenance('[1763866800000-1763870400000]');
    const snapshot = getSportsMaintenance();
    markSportsMaintenance('[1763866800000-1763870400000]');
    expect(getSportsMaintenance()).toBe(snapshot);
    stop();
    clearSportsMaintenance();
    expect(calls).toBe(1);
  });
});
