import { describe, expect, it } from 'vitest';
import { isMoneyCall } from './money-calls';

describe('money calls refused offline', () => {
  it('names deposits, withdrawals, bets, cash-outs, claims, transfers and game entry', () => {
    for (const path of [
      '/api/fund/deposit/order',
      '/api/fund/deposit/usdtOrder',
      '/api/fund/withdraw/orderV2',
      '/api/fund/withdraw/ebpay/orderV2',
      '/api/fund/withdraw/confirmOrder',
      '/api/game/bet/single-wallet/jump',
      '/api/game/fund/collect',
      '/api/promotion/activity/claim',
      '/api/promotion/activity/receiveMatchRewards',
      '/api/promotion/activity/turntable/prize/get',
      '/api/member/invite/drawAward',
      '/api/member/invite/claimAward',
      '/api/member/vip/claimUpgradeBonus',
      '/api/live/subgame/bet',
      '/v1/order/bet/singlePass',
      '/v1/order/betMultiple',
      '/v1/order/reserve/bet',
      '/v1/order/cashOut/bet',
    ])
      expect(isMoneyCall(path), path).toBe(true);
  });

  it('leaves reads and quotes alone', () => {
    for (const path of ['/api/fund/deposit/getOrder', '/api/fund/deposit/orderList', '/api/game/bet/single-wallet/jumpInfo', '/api/fund/withdraw/get-order-status/1', '/v1/order/cashOut/price', '/v1/match/getList', '/api/member/get', '/api/member/vip/progress', '/api/promotion/advertise/list', '/api/promotion/activity/turntable/user/num', '/api/live/subgame/detail'])
      expect(isMoneyCall(path), path).toBe(false);
  });
});
