import { describe, expect, it } from 'vitest';
import { formatMaintenanceTime, maintenanceDetails } from './maintenance-window';

describe('maintenanceDetails', () => {
  it('is null while the site is open', () => {
    expect(maintenanceDetails(undefined)).toBeNull();
    expect(maintenanceDetails({ status: '0', point: '1' })).toBeNull();
    expect(maintenanceDetails({ status: '1', point: '2' })).toBeNull();
  });

  it('carries the title, content and window of a site closure', () => {
    const details = maintenanceDetails({
      status: '1',
      point: '1,2',
      title: ' Bảo trì hệ thống ',
      content: 'Hệ thống đang được nâng cấp.',
      startTime: '2026-11-23 02:00:00',
      endTime: '2026-11-23 04:00:00',
    });
    expect(details).toEqual({
      title: 'Bảo trì hệ thống',
      content: 'Hệ thống đang được nâng cấp.',
      startMs: Date.UTC(2026, 10, 22, 18, 0, 0),
      endMs: Date.UTC(2026, 10, 22, 20, 0, 0),
    });
  });

  it('leaves out what is unknown: blank texts, unreadable or reversed times', () => {
    expect(maintenanceDetails({ status: '1', point: '1', title: '', content: '  ', startTime: 'soon', endTime: '2026-11-23 04:00:00' })).toEqual({
      title: null,
      content: null,
      startMs: null,
      endMs: null,
    });
    expect(maintenanceDetails({ status: '1', point: '1', startTime: '2026-11-23 04:00:00', endTime: '2026-11-23 02:00:00' })?.startMs).toBeNull();
  });
});

describe('formatMaintenanceTime', () => {
  it('formats month, day and time in the reader language', () => {
    const at = Date.UTC(2026, 10, 22, 18, 5);
    expect(formatMaintenanceTime(at, 'en')).toMatch(/\d{2}\/\d{2}, \d{2}:05/);
    expect(formatMaintenanceTime(at, 'zh-cn')).toMatch(/\d{2}\/\d{2} \d{2}:05/);
  });
});
