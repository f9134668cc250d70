// Server texts that follow the request's Language: the tutorial's refusals and chat link, the account refusals
// (account-shared.ts) and the main envelope's failures (main-envelope.ts), the live-chat line links, and the funds,
// address, agent, bet-records-sums and sports order tables (the provider's by the body's languageType).
import { describe, expect, it } from 'vitest';
import { getGetStakeOrderStatusUrl, getPlaceSingleBetsUrl, getQuoteBetSlipUrl } from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import { SEED_TOKENS } from '../seed';
import { CAPTCHA, MOCK_ORIGIN, type Json } from '../testing/client';
import { AccountCode, accountMessage } from './account-shared';
import { AddressCode, addressMessages } from './addresses';
import { AgentCode, agentMessages } from './business-agent';
import { DepositCode, depositFail, depositMessages } from './deposits-codes';
import { localiseFailure, MainCode, mainMessages, registerFailureTexts } from './main-envelope';
import { MyBetCode, myBetMessages } from './bet-records-sums';
import { OrderCode, orderMessages } from './bet-placing-codes';
import { LOTUS_ID, openPicks, provider, useBettingTestData, type OpenPick } from './bet-placing-test-client';
import { TutorialCode, tutorialMessages } from './tutorial';
import { WithdrawCode, withdrawMessages } from './withdrawals-codes';

useBettingTestData();

const TUTORIAL = '/api/operation/tutorial/config';

async function ask(method: string, path: string, language: string | null, options: { body?: unknown; token?: string } = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (language !== null) headers.Language = language;
  if (options.token) headers.authorization = options.token;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return (await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body })).json();
}

describe('tutorial refusals and chat link', () => {
  it('refuses an unknown category and article, and a malformed body, in English and Chinese', async () => {
    expect(await ask('POST', `${TUTORIAL}/listItem`, 'en-US', { body: { configId: 99 } })).toEqual({ code: 1005000001, msg: 'The category does not exist', data: null });
    expect((await ask('POST', `${TUTORIAL}/listItem`, 'zh-CN', { body: { configId: 99 } })).msg).toBe('分类不存在');
    expect((await ask('POST', `${TUTORIAL}/detailItem`, 'en-US', { body: { id: 1 } })).msg).toBe('The article does not exist');
    expect((await ask('POST', `${TUTORIAL}/detailItem`, 'zh-CN', { body: { id: 1 } })).msg).toBe('文章不存在');
    expect(await ask('POST', `${TUTORIAL}/checkClick`, 'en-US', { body: { click: 'yes' } })).toEqual({ code: 1001000010, msg: 'Invalid data', data: null });
    expect((await ask('POST', `${TUTORIAL}/checkClick`, 'zh-CN', { body: {} })).msg).toBe('数据无效');
  });

  it('keeps Vietnamese without a Language header or with vi-VI', async () => {
    expect((await ask('POST', `${TUTORIAL}/detailItem`, null, { body: { id: 1 } })).msg).toBe(tutorialMessages[TutorialCode.unknownArticle]);
    expect((await ask('POST', `${TUTORIAL}/listItem`, 'vi-VI', { body: { configId: 99 } })).msg).toBe('Danh mục không tồn tại');
  });

  it('points the help pop-up and the live-chat lines at the chat page of the request\'s language', async () => {
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'en-US', { body: {} })).data.link).toBe('https://chat.lotus.example/en');
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'zh-CN', { body: {} })).data.link).toBe('https://chat.lotus.example/zh-cn');
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'vi-VI', { body: {} })).data.link).toBe('https://chat.lotus.example/vi');
    const lines = (language: string) => ask('GET', '/api/live/video/queryCustomerLineSwitch', language);
    expect((await lines('en-US')).data.mainLine.link).toBe('https://chat.lotus.example/en');
    expect((await lines('zh-CN')).data).toEqual({ mainLine: { lineSwitch: 1, link: 'https://chat.lotus.example/zh-cn' }, secondaryLine: { lineSwitch: 1, link: '' } });
  });
});

describe('account refusals', () => {
  const nickname = (language: string | null) =>
    ask('PUT', '/api/member/update-nickname', language, { token: SEED_TOKENS.lotus888, body: { nickName: 'ab' } });

  it('answers in English and Chinese, Vietnamese by default', async () => {
    expect(await nickname('en-US')).toEqual({ code: 1002000010, msg: 'The nickname must have 4 to 10 characters', data: null });
    expect((await nickname('zh-CN')).msg).toBe('昵称须为4至10个字符');
    expect((await nickname(null)).msg).toBe('Biệt danh phải có từ 4 đến 10 ký tự');
    expect(accountMessage(AccountCode.nicknameLength, 'en')).toBe('The nickname must have 4 to 10 characters');
    expect(accountMessage(AccountCode.nicknameLength)).toBe('Biệt danh phải có từ 4 đến 10 ký tự');
  });
});

describe('main envelope failures', () => {
  const login = (language: string) =>
    ask('POST', '/api/user/auth/account-login/v2', language, { body: { userName: 'lotus888', password: 'Wrong2026', validate: CAPTCHA } });

  it('refuses a wrong password in English and Chinese', async () => {
    expect(await login('en-US')).toMatchObject({ code: MainCode.wrongCredentials, msg: 'Wrong username or password', data: null });
    expect((await login('zh-CN')).msg).toBe('用户名或密码错误');
    expect((await login('vi-VI')).msg).toBe(mainMessages[MainCode.wrongCredentials]);
  });

  it('answers an expired session (member routes) in English and Chinese', async () => {
    const balance = (language: string) => ask('POST', '/api/fund/wallet/member/local', language, { token: 'tk_nobody' });
    expect(await balance('en-US')).toEqual({ code: 10009, msg: 'Your session has expired, please log in again', data: null });
    expect((await balance('zh-CN')).msg).toBe('登录已过期，请重新登录');
  });
});

describe('funds, account and sports message tables', () => {
  const token = SEED_TOKENS.lotus888;
  const inEach = async (ask: (language: string | null) => Promise<Json>) =>
    Promise.all(['en-US', 'zh-CN', null].map(async (language) => (await ask(language)).msg as string));

  it('answers the deposit and withdrawal refusals in English and Chinese, the limits in each language\'s numbers', async () => {
    expect(await inEach((language) => ask('GET', '/api/fund/deposit/get-order-status/DP0', language, { token }))).toEqual([
      'The deposit order was not found',
      '未找到存款订单',
      depositMessages[DepositCode.orderNotFound],
    ]);
    expect(await inEach((language) => ask('POST', '/api/fund/withdraw/getOrder', language, { token, body: { orderNo: 'WD0' } }))).toEqual([
      'The withdrawal was not found',
      '未找到取款订单',
      withdrawMessages[WithdrawCode.orderNotFound],
    ]);
    const limit = (language: string) => localiseFailure(depositFail(DepositCode.belowMinimum, 100_000), new Request(MOCK_ORIGIN, { headers: { Language: language } }));
    expect((await (await limit('en-US')).json()).msg).toBe('The deposit is below the minimum of 100,000');
    expect((await (await limit('zh-CN')).json()).msg).toBe('存款金额低于最低限额 100,000');
    expect((await (await limit('vi-VI')).json()).msg).toBe('Số tiền nạp thấp hơn mức tối thiểu 100.000');
  });

  it('names the withdrawal channel of an order in the request\'s language', async () => {
    const channel = async (language: string) => (await ask('POST', '/api/fund/withdraw/getOrder', language, { token, body: { orderNo: '' } })).data.channelName;
    expect([await channel('en-US'), await channel('zh-CN'), await channel('vi-VI')]).toEqual(['To bank card', '提现到银行卡', 'Rút về ngân hàng']);
  });

  it('answers the address, agent and my-bets refusals in English and Chinese', async () => {
    expect(await inEach((language) => ask('DELETE', '/api/member/address/delete', language, { token, body: { id: 999 } }))).toEqual([
      'The address was not found',
      '未找到该地址',
      addressMessages[AddressCode.notFound],
    ]);
    const apply = (language: string | null) => ask('POST', '/api/member/agent/apply', language, { token, body: { agentAccount: 'x', contact: 'zalo 1' } });
    expect(await inEach(apply)).toEqual(['The agent account is not valid', '代理账号无效', agentMessages[AgentCode.invalidAccount]]);
    const wide = { startTime: '2026-09-01 00:00:00', endTime: '2026-11-01 00:00:00' };
    const sum = (language: string | null) => ask('POST', '/api/game/bet/order/mybet/sum', language, { token, body: wide });
    expect(await inEach(sum)).toEqual(['You can look up at most 30 days', '最多只能查询30天', myBetMessages[MyBetCode.rangeTooLong]]);
  });

  it('answers the provider in the body\'s languageType (English without one): refusals, reject reasons and quoted names', async () => {
    const guestBet = (languageType?: string) => provider(getPlaceSingleBetsUrl(), { languageType, singleBetList: [] }, '');
    expect((await guestBet()).message).toBe('Please log in first');
    expect((await guestBet('CMN')).message).toBe('请先登录');
    expect((await guestBet('VIE')).message).toBe(orderMessages[OrderCode.notLoggedIn]);
    const rejected = db.sportsOrders.findFirst((q) => q.where({ memberId: LOTUS_ID, st: 2 }));
    const status = async (languageType: string) => (await provider(getGetStakeOrderStatusUrl(), { languageType, orderIds: [rejected?.id ?? ''] })).data[0].rjs;
    expect([await status('ENG'), await status('CMN'), await status('VIE')]).toEqual(['Odds changed', '赔率已变化', 'Tỷ lệ cược đã thay đổi']);
    const [pick] = openPicks((match) => match.sid === 1 && match.ty === 2, 1000) as [OpenPick];
    const quoted = async (languageType: string) =>
      (await provider(getQuoteBetSlipUrl(), { languageType, isSelectSeries: false, betMatchMarketList: [{ marketId: pick.marketId, matchId: pick.matchId, type: pick.optionType, oddsType: 1 }] })).data.bms[0].op.na;
    expect(await quoted('CMN')).not.toBe(await quoted('ENG'));
  });

  it('refuses a second table that lists a Vietnamese message with other translations', () => {
    expect(() => registerFailureTexts([{ vi: depositMessages[DepositCode.orderNotFound] ?? '', zh: '别的', en: 'Something else' }])).toThrow(/two translations/);
  });
});
