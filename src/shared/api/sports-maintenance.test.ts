import { beforeEach, describe, expect, it } from 'vitest';
import { clearSportsMaintenance, getSportsMaintenance, markSportsMaintenance, parseMaintenanceRange } from './sports-maintenance';
import { captureEvents } from './test-helpers';

beforeEach(() => clearSportsMaintenance());

describe('parseMaintenanceRange', () => {
  it('reads [start-end] epoch milliseconds from the message', () => {
    expect(parseMaintenanceRange('System maintenance [1763866800000-1763870400000], please wait')).toEqual({
      startMs: 1763866800000,
      endMs: 1763870400000,
    });
    expect(parseMaintenanceRange('[ 1763866800000 - 1763870400000 ]')).toEqual({ startMs: 1763866800000, endMs: 1763870400000 });
  });

  it('takes 10-digit values as seconds', () => {
    expect(parseMaintenanceRange('[1763866800-1763870400]')).toEqual({ startMs: 1763866800000, endMs: 1763870400000 });
  });

  it('returns null without a range', () => {
    expect(parseMaintenanceRange('Maintenance')).toBeNull();
    expect(parseMaintenanceRange('[12-34]')).toBeNull();
    expect(parseMaintenanceRange(undefined)).toBeNull();
  });
});

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
