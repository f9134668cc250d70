import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDataFromSearch, withdrawalInformationPath } from './order-data';

describe('the withdrawal order in orderData', () => {
  it('sends the order JSON-encoded then URL-encoded in orderData', () => {
    const order = { orderNo: 'WD1', orderStatus: 0, account: { name: 'Vietcombank', accountNo: '**** 5678' }, remark: 'a&b=c' };
    const path = withdrawalInformationPath(order);
    expect(path).toBe(`/withdrawalInformation?orderData=${encodeURIComponent(JSON.stringify(order))}`);
    expect(orderDataFromSearch(new URL(path, 'http://x').search)).toEqual(order);
  });

  it('round-trips any JSON order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (order) => {
        const search = new URL(withdrawalInformationPath(order), 'http://x').search;
        expect(orderDataFromSearch(search)).toEqual(JSON.parse(JSON.stringify(order)));
      }),
    );
  });

  it('reads a missing or broken orderData as null', () => {
    expect(orderDataFromSearch('')).toBeNull();
    expect(orderDataFromSearch('?orderData=%7Bbroken')).toBeNull();
  });
});
