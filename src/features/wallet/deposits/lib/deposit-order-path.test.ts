import { describe, expect, it } from 'vitest';
import { rechargeInformationHref, rechargeInformationPath } from './deposit-order-path';

describe('the deposit order page', () => {
  it('puts the order data in the /rechargeInformation query', () => {
    const path = rechargeInformationPath({
      orderNo: 'DP1',
      status: 0,
      amount: 500000,
      receiptUrl: null,
      payee: { bankName: 'Techcombank', accountNo: '1903' },
      remark: undefined,
    });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/rechargeInformation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderNo: 'DP1',
      status: '0',
      amount: '500000',
      payee: '{"bankName":"Techcombank","accountNo":"1903"}',
    });
  });

  it('is just the path for an empty order', () => {
    expect(rechargeInformationPath({})).toBe('/rechargeInformation');
  });

  it('opens an order by its number', () => {
    expect(rechargeInformationHref('DP 1')).toBe('/rechargeInformation?orderNo=DP%201');
  });
});
