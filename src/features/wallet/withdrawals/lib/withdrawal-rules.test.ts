import { describe, expect, it } from 'vitest';
import type { BankCard, CryptoAddress, WithdrawOrder } from '@/shared/api/generated/main/model';
import { amountProblem, destinationsFor, orderFromSearch, withdrawAllAmount, withdrawalInformationHref, withdrawQuote } from './withdrawal-rules';

const content = { minAmount: 200_000, maxAmount: 500_000, withdrawableAmount: 400_000 };

describe('amountProblem', () => {
  it('names the first rule an amount breaks, and none for a good one', () => {
    expect(amountProblem('', content)).toEqual({ key: 'amountRequired' });
    expect(amountProblem('0', content)).toEqual({ key: 'amountRequired' });
    expect(amountProblem('199999', content)).toEqual({ key: 'amountBelowMin', limit: 200_000 });
    expect(amountProblem('500001', content)).toEqual({ key: 'amountAboveMax', limit: 500_000 });
    expect(amountProblem('400001', content)).toEqual({ key: 'amountAboveBalance', limit: 400_000 });
    expect(amountProblem('200000', content)).toBeNull();
    expect(amountProblem('400000', content)).toBeNull();
  });
});

describe('withdrawAllAmount and withdrawQuote', () => {
  it('withdraws the whole balance up to the channel maximum, in whole units', () => {
    expect(withdrawAllAmount({ maxAmount: 500_000, withdrawableAmount: 400_000.75 })).toBe(400_000);
    expect(withdrawAllAmount({ maxAmount: 500_000, withdrawableAmount: 900_000 })).toBe(500_000);
    expect(withdrawAllAmount({ maxAmount: 500_000, withdrawableAmount: -5 })).toBe(0);
  });

  it('takes the percentage and fixed fee and converts at the rate', () => {
    expect(withdrawQuote(1_004_000, { feeRate: 1, feeFixed: 0, exchangeRate: 25_100 })).toEqual({ fee: 10_040, receive: 993_960, usdt: 39.6 });
    expect(withdrawQuote(300_000, { feeRate: 0, feeFixed: 5_000, exchangeRate: null })).toEqual({ fee: 5_000, receive: 295_000, usdt: null });
    expect(withdrawQuote(0, { feeRate: 1, feeFixed: 5_000, exchangeRate: null })).toEqual({ fee: 0, receive: 0, usdt: null });
  });
});

describe('destinationsFor', () => {
  const card = (id: number, cardType: 1 | 2, isDefault: boolean): BankCard => ({ id, cardType, bankId: 1, bankName: `B${id}`, cardNo: '9704366812345678', realName: 'N* A*', isDefault, createTime: '' });
  const address: CryptoAddress = { id: 9, currency: 'USDT', protocol: 'TRC20', address: 'TXk8rQpLm2vN4cZ7yW9aB3dE5fG6hJ1kLm', createTime: '' };
  it('keeps the kind of each channel, the default first, and never shows a full number', () => {
    const cards = [card(1, 1, false), card(2, 1, true), card(3, 2, true)];
    expect(destinationsFor(1, cards, [address]).map((d) => d.id)).toEqual([2, 1]);
    expect(destinationsFor(3, cards, [address]).map((d) => d.id)).toEqual([3]);
    expect(destinationsFor(2, cards, [address])).toEqual([{ id: 9, title: 'USDT · TRC20', number: 'TXk8rQ…hJ1kLm', isDefault: false }]);
    expect(destinationsFor(1, cards, [])[0]?.number).toBe('**** 5678');
  });
});

describe('the order in the /withdrawalInformation query', () => {
  const order: WithdrawOrder = { orderNo: 'WD1', channelId: 201, withdrawType: 1, orderStatus: 0, amount: 1, currency: 'VND', fee: 0, actualAmount: 1, createTime: '2026-11-23 10:15:00' };
  it('is JSON-encoded then URL-encoded, and read back; anything else reads as none', () => {
    const href = withdrawalInformationHref(order);
    expect(href).toBe(`/withdrawalInformation?orderData=${encodeURIComponent(JSON.stringify(order))}`);
    expect(orderFromSearch(href.slice(href.indexOf('?')))).toEqual(order);
    expect(orderFromSearch('?orderData=%7Bbroken')).toBeNull();
    expect(orderFromSearch(`?orderData=${encodeURIComponent('{"orderNo":"x"}')}`)).toBeNull();
    expect(orderFromSearch('')).toBeNull();
  });
});
