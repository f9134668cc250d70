import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/shared/api/generated/main/model';
import { groupAnnouncements } from './announcement-queries';

const notice = (id: number, annType: 0 | 1, sortNum: number): Announcement => ({ id, title: `#${id}`, content: '', annType, sortNum });

describe('groupAnnouncements', () => {
  it('puts deposit notices apart, each group by descending sortNum', () => {
    const groups = groupAnnouncements([notice(501, 0, 1), notice(502, 1, 20), notice(505, 0, 5), notice(504, 1, 10), notice(503, 1, 30)]);
    expect(groups.deposit.map((item) => item.id)).toEqual([503, 502, 504]);
    expect(groups.normal.map((item) => item.id)).toEqual([505, 501]);
  });

  it('keeps a stable order for equal sortNum (newest id first) and handles an empty list', () => {
    expect(groupAnnouncements([notice(1, 1, 5), notice(2, 1, 5)]).deposit.map((item) => item.id)).toEqual([2, 1]);
    expect(groupAnnouncements([])).toEqual({ deposit: [], normal: [] });
  });
});
