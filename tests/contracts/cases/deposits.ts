// Main API contract cases of /deposit's catalogue: the channel list, one channel's form content, its gift terms and
// the live USDT rate.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getChannelDepositGift, getDepositChannelContent, getDepositChannels, getUsdtRate } from '@/shared/api/generated/main/deposit/deposit';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { walletAnswers, walletRefused } from './wallet-case';

/** Reading the catalogue needs nothing but a session. */
const state = STATE.loggedIn;
const bank = { id: M.integer(12), bankName: M.like('Vietcombank'), bankCode: M.like('VCB') };

export const depositCatalogueCases: ContractCase[] = [
  walletAnswers({
    name: 'deposit channels list every route with its limits, presets and gift rate',
    state,
    description: 'a request of lotus888 for the deposit channels',
    method: 'GET',
    path: '/api/fund/dp-channel/list',
    response: mainSuccess(
      M.eachLike({
        id: M.integer(101),
        name: M.like('Chuyển khoản ngân hàng'),
        payType: M.integer(1),
        currency: M.like('VND'),
        minAmount: M.number(100_000),
        maxAmount: M.number(300_000_000),
        feeRate: M.number(0),
        giftRate: M.number(1.5),
        quickAmounts: M.eachLike(M.number(200_000), 0),
        sort: M.integer(1),
      }),
    ),
    call: getDepositChannels,
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 101, currency: 'VND' }),
  }),
  walletAnswers({
    name: 'deposit channel content gives the bank-transfer form its banks, limits and receipt rule',
    state,
    description: 'a request of lotus888 for the content of deposit channel 101 (bank transfer)',
    method: 'GET',
    path: '/api/fund/dp-channel/content/101',
    response: mainSuccess({
      id: 101,
      name: M.like('Chuyển khoản ngân hàng'),
      payType: 1,
      currency: 'VND',
      minAmount: M.number(100_000),
      maxAmount: M.number(300_000_000),
      quickAmounts: M.eachLike(M.number(200_000)),
      feeRate: M.number(0),
      banks: M.eachLike(bank),
      needReceipt: true,
      tips: M.like('Vui lòng chuyển khoản đúng số tiền và nội dung.'),
    }),
    call: () => getDepositChannelContent(101),
    check: (result) => expect(result.data).toMatchObject({ id: 101, needReceipt: true, banks: [{ id: 12 }] }),
  }),
  walletAnswers({
    name: 'deposit channel content of the USDT channel gives its networks and rate',
    state,
    description: 'a request of lotus888 for the content of deposit channel 103 (USDT)',
    method: 'GET',
    path: '/api/fund/dp-channel/content/103',
    response: mainSuccess({
      id: 103,
      payType: 3,
      currency: 'VND',
      minAmount: M.number(250_000),
      maxAmount: M.number(500_000_000),
      protocols: M.eachLike(M.regex('^(TRC20|ERC20)$', 'TRC20')),
      exchangeRate: M.number(25_350),
      needReceipt: M.boolean(false),
    }),
    call: () => getDepositChannelContent(103),
    check: (result) => expect(result.data?.protocols).toContain('TRC20'),
  }),
  walletRefused(1006000004, 'Kênh nạp tiền đang bảo trì', {
    name: 'deposit channel content of a closed channel is refused with 1006000004',
    state,
    description: 'a request of lotus888 for the content of deposit channel 999, which is closed',
    method: 'GET',
    path: '/api/fund/dp-channel/content/999',
    call: () => getDepositChannelContent(999),
  }),
  walletAnswers({
    name: 'channel deposit gift gives the gift terms shown before paying',
    state,
    description: 'a request of lotus888 for the deposit gift of channel 101',
    method: 'GET',
    path: '/api/fund/deposit/getChannelDepositGift',
    query: { channelId: '101' },
    response: mainSuccess({
      channelId: 101,
      giftRate: M.number(1.5),
      maxGiftAmount: M.number(500_000),
      minDepositAmount: M.number(200_000),
      turnoverMultiple: M.number(1),
    }),
    call: () => getChannelDepositGift({ channelId: 101 }),
    check: (result) => expect(result.data).toMatchObject({ channelId: 101, giftRate: 1.5 }),
  }),
  walletAnswers({
    name: 'channel deposit gift of a channel without one answers null',
    state,
    description: 'a request of lotus888 for the deposit gift of channel 102, which pays none',
    method: 'GET',
    path: '/api/fund/deposit/getChannelDepositGift',
    query: { channelId: '102' },
    response: mainSuccess(null),
    call: () => getChannelDepositGift({ channelId: 102 }),
    check: (result) => expect(result.data).toBeNull(),
  }),
  walletAnswers({
    name: 'USDT rate gives the VND price of 1 USDT for a deposit',
    state,
    description: 'a request of lotus888 for the deposit rate of USDT in VND',
    method: 'GET',
    path: '/api/fund/crypto/getRate/usdt/VND/1',
    response: mainSuccess({ currency: 'VND', rate: M.number(25_350), direction: 1, updateTime: M.regex(SERVER_TIME, '2026-11-23 09:59:30') }),
    call: () => getUsdtRate('VND', 1),
    check: (result) => expect(result.data?.rate).toBeGreaterThan(0),
  }),
  walletRefused(1006000010, 'Không lấy được tỷ giá, vui lòng thử lại', {
    name: 'USDT rate of a currency without one is refused with 1006000010',
    state,
    description: 'a request of lotus888 for the deposit rate of USDT in XYZ, which has none',
    method: 'GET',
    path: '/api/fund/crypto/getRate/usdt/XYZ/1',
    call: () => getUsdtRate('XYZ', 1),
  }),
];
