import { describe, expect, it } from 'vitest';
import { groupByRoute } from './deposit-routes';

describe('deposit routes', () => {
  it('groups channels by route in the route order, each by sort', () => {
    const channel = (id: number, payType: 1 | 2 | 3 | 4, sort: number) => ({ id, name: String(id), payType, currency: 'VND', minAmount: 1, maxAmount: 2, sort });
    const groups = groupByRoute([channel(4, 4, 1), channel(2, 1, 3), channel(1, 1, 2), channel(3, 3, 0)]);
    expect(groups.map((group) => [group.route, group.channels.map((c) => c.id)])).toEqual([
      ['bank', [1, 2]],
      ['usdt', [3]],
      ['c2c', [4]],
    ]);
  });
});
