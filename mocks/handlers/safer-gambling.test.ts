import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlaceMultipleBetUrl, getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import { useScenario } from '../node';
import { call, CAPTCHA, login, MOCK_ORIGIN, sportsToken, type Json } from '../testing/client';
import { bankDeposit, depositBalance, LOTUS } from './deposits-test-client';
import { openPicks, provider } from './bet-placing-test-client';

const BASE = '/api/member/safer-gambling';
const HOUR = 3_600_000;
// 15:00 on Saturday 28 November 2026 in Ho Chi Minh City (the member's zone): the day resets at 17:00 UTC.
const NOW = Date.parse('2026-11-28T15:00:00+07:00');

const setLimit = (kind: string, period: string, amount: number | null, token = LOTUS) => call('PUT', `${BASE}/limits`, { token, body: { kind, period, amount } });
const limitOf = async (kind: string, period: string, token = LOTUS) =>
  ((await call('GET', `${BASE}/limits`, { token })).data.limits as Json[]).find((limit) => limit.kind === kind && limit.period === period);

/** A call with the Language header the app sends. */
async function callIn(language: string, method: string, path: string, token: string | undefined, body: unknown): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json', Language: language };
  if (token) headers.authorization = token;
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body: JSON.stringify(body) });
  return response.json();
}

function atNow(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}
afterEach(() => vi.useRealTimers());

describe('limits and the 24-hour rule', () => {
  it('lists every kind and period without limits at first', async () => {
    atNow();
    const { data } = await call('GET', `${BASE}/limits`, { token: LOTUS });
    expect(data.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(data.limits).toHaveLength(10);
    expect(data.limits.every((limit: Json) => limit.amount === null && limit.remaining === null)).toBe(true);
  });

  it('sets at once, lowers at once, raises and removes after 24 hours', async () => {
    atNow();
    expect((await setLimit('deposit', 'day', 500_000)).data).toMatchObject({ effect: 'now', limit: { amount: 500_000, remaining: 500_000, resetsAt: '2026-11-29T00:00:00+07:00' } });
    const raised = (await setLimit('deposit', 'day', 800_000)).data;
    expect(raised).toMatchObject({ effect: 'later', limit: { amount: 500_000, pendingAmount: 800_000, pendingFrom: '2026-11-29T15:00:00+07:00' } });
    expect((await setLimit('deposit', 'day', 300_000)).data).toMatchObject({ effect: 'now', limit: { amount: 300_000, pendingAmount: null, pendingFrom: null } });
    expect((await setLimit('deposit', 'day', null)).data).toMatchObject({ effect: 'later', limit: { amount: 300_000, pendingFrom: '2026-11-29T15:00:00+07:00' } });
    vi.setSystemTime(NOW + 24 * HOUR);
    expect(await limitOf('deposit', 'day')).toMatchObject({ amount: null, pendingFrom: null });
  });

  it('refuses a limit that is not a whole amount above 0, and a session limit outside 15 minutes to 24 hours', async () => {
    expect((await setLimit('deposit', 'day', 0)).code).toBe(1012000007);
    expect((await setLimit('deposit', 'year', 10)).code).toBe(1012000007);
    expect((await setLimit('session', 'session', 5)).code).toBe(1012000007);
    expect((await setLimit('session', 'session', 60)).code).toBe(200);
  });
});

describe('enforcement before any money moves', () => {
  it('refuses a deposit above what the daily limit allows, saying which limit and when it resets, in the request language', async () => {
    atNow();
    await setLimit('deposit', 'day', 500_000);
    expect((await bankDeposit(400_000)).code).toBe(200);
    expect(await limitOf('deposit', 'day')).toMatchObject({ used: 400_000, remaining: 100_000 });
    const balance = await depositBalance();
    const orders = db.depositOrders.all().length;
    const refused = await bankDeposit(200_000);
    expect(refused).toMatchObject({ code: 1012000001, data: null });
    expect(refused.msg).toBe('Hạn mức nạp tiền theo ngày 500.000 chỉ còn 100.000; hạn mức đặt lại lúc 00:00 29/11/2026.');
    const english = await callIn('en-US', 'POST', '/api/fund/deposit/order', LOTUS, { channelId: 101, amount: 200_000, bankId: 12, payerName: 'Nguyen Van An' });
    expect(english.msg).toBe('Your daily deposit limit of 500,000 allows only 100,000 more; it resets at 29 Nov 2026, 00:00.');
    expect(await depositBalance()).toBe(balance);
    expect(db.depositOrders.all()).toHaveLength(orders);
  });

  it('refuses a single bet above the stake limit, then any game entry once a stake limit is used up', async () => {
    atNow();
    const provider_ = await sportsToken(LOTUS);
    const [pick] = openPicks((m) => m.ms === 4);
    const bet = (unitStake: number) =>
      provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake, oddsChange: 1, betOptionList: [{ marketId: pick!.marketId, optionType: pick!.optionType, odds: pick!.od, oddsFormat: 1 }] }] }, provider_);
    await setLimit('stake', 'day', 100_000);
    const before = await depositBalance();
    const refused = await bet(150); // 150,000 VND
    expect(refused.code).toBe(1012000003);
    expect(refused.message).toBe('Your daily stake limit of 100,000 allows only 100,000 more; it resets at 29 Nov 2026, 00:00.');
    expect(await depositBalance()).toBe(before);
    expect((await bet(100)).code).toBe(0);
    expect((await call('POST', '/api/game/bet/single-wallet/jump', { token: LOTUS, body: { gameId: 1001104002, lobbyCode: 'PG_SLOT' } })).code).toBe(1012000003);
  });
  it('refuses a parlay whose stakes break the daily loss limit, before anything is debited', async () => {
    atNow();
    const token = await sportsToken(LOTUS);
    const [a, b] = openPicks((m) => m.ms === 4 && m.ty === 2);
    const leg = (pick: typeof a) => ({ marketId: pick!.marketId, optionType: pick!.optionType, odds: pick!.od, oddsFormat: 1 as const });
    await setLimit('loss', 'day', 50_000);
    const before = await depositBalance();
    const refused = await provider(getPlaceMultipleBetUrl(), { betOptionList: [leg(a), leg(b)], betMultipleData: [{ seriesValue: 2, unitStake: 60, oddsChange: 1 }] }, token);
    expect(refused.code).toBe(1012000002);
    expect(refused.message).toBe('Your daily loss limit of 50,000 allows only 50,000 more; it resets at 29 Nov 2026, 00:00.');
    expect(await depositBalance()).toBe(before);
  });
});

describe('time-outs and self-exclusion', () => {
  it('ends every session and refuses login until the end, saying until when', async () => {
    atNow();
    const token = await login();
    const taken = await call('POST', `${BASE}/break`, { token, body: { kind: 'timeOut', length: '7d', confirmed: true } });
    expect(taken.data).toEqual({ kind: 'timeOut', length: '7d', until: '2026-12-05T15:00:00+07:00' });
    expect((await call('GET', `${BASE}/limits`, { token })).code).toBe(10009);
    expect((await call('GET', `${BASE}/limits`, { token: LOTUS })).code).toBe(10009);
    const refused = await callIn('en-US', 'POST', '/api/user/auth/account-login/v2', undefined, { userName: 'lotus888', password: 'Lotus2026', validate: CAPTCHA });
    expect(refused).toMatchObject({ code: 1012000005, msg: 'Your account is on a time-out until 5 Dec 2026, 15:00. You cannot log in before then.' });
    vi.setSystemTime(NOW + 7 * 24 * HOUR);
    expect(await login()).toMatch(/^tk_/);
  });

  it('self-exclusion runs for calendar months and needs the confirmation', async () => {
    atNow();
    const token = await login();
    expect((await call('POST', `${BASE}/break`, { token, body: { kind: 'selfExclusion', length: '7d', confirmed: true } })).code).toBe(1012000008);
    expect((await call('POST', `${BASE}/break`, { token, body: { kind: 'selfExclusion', length: '6m', confirmed: false } })).code).toBe(1012000008);
    expect((await call('POST', `${BASE}/break`, { token, body: { kind: 'selfExclusion', length: '6m', confirmed: true } })).data.until).toBe('2027-05-28T15:00:00+07:00');
    const refused = await call('POST', '/api/user/auth/account-login/v2', { body: { userName: 'lotus888', password: 'Lotus2026', validate: CAPTCHA } });
    expect(refused).toMatchObject({ code: 1012000006, msg: 'Tài khoản của bạn đang tự loại trừ đến 15:00 28/05/2027. Bạn không thể đăng nhập trước thời điểm đó.' });
  });
});

describe('reality checks, the session and the statement', () => {
  it('schedules checks from the login on the chosen interval; "continue" moves to the next one', async () => {
    atNow();
    const token = await login();
    expect((await call('GET', `${BASE}/session`, { token })).data).toMatchObject({ intervalMinutes: 0, nextCheckAt: null, elapsedSeconds: 0 });
    expect((await call('PUT', `${BASE}/reality-check`, { token, body: { intervalMinutes: 45, showSessionTimer: true } })).code).toBe(1012000009);
    expect((await call('PUT', `${BASE}/reality-check`, { token, body: { intervalMinutes: 15, showSessionTimer: true } })).data).toEqual({ intervalMinutes: 15, showSessionTimer: true });
    expect((await call('GET', `${BASE}/session`, { token })).data.nextCheckAt).toBe('2026-11-28T15:15:00+07:00');
    vi.setSystemTime(NOW + 15 * 60_000);
    const answered = await call('POST', `${BASE}/reality-check/acknowledge`, { token, body: { checkedAt: '2026-11-28T15:15:00+07:00' } });
    expect(answered.data).toMatchObject({ nextCheckAt: '2026-11-28T15:30:00+07:00', elapsedSeconds: 900, showSessionTimer: true });
  });

  it('the statement has 7 days, 8 weeks or 6 months from the ledger, today first', async () => {
    atNow();
    const { data } = await call('GET', `${BASE}/statement?period=day`, { token: LOTUS });
    expect(data.rows).toHaveLength(7);
    expect(data.rows[0]).toMatchObject({ from: '2026-11-28T00:00:00+07:00', to: '2026-11-29T00:00:00+07:00' });
    expect((await call('GET', `${BASE}/statement?period=week`, { token: LOTUS })).data.rows).toHaveLength(8);
    expect((await call('GET', `${BASE}/statement?period=month`, { token: LOTUS })).data.rows[5].from).toBe('2026-06-01T00:00:00+07:00');
  });
});

describe('scenarios', () => {
  it('limit-reached: the daily deposit limit is used up, so a deposit is refused', async () => {
    useScenario('limit-reached');
    expect(await limitOf('deposit', 'day')).toMatchObject({ amount: 500_000, used: 500_000, remaining: 0 });
    expect((await bankDeposit(100_000)).code).toBe(1012000001);
  });

  it('self-excluded: the login is refused, saying until when', async () => {
    useScenario('self-excluded');
    const refused = await call('POST', '/api/user/auth/account-login/v2', { body: { userName: 'lotus888', password: 'Lotus2026', validate: CAPTCHA } });
    expect(refused.code).toBe(1012000006);
    expect(refused.msg).toMatch(/^Tài khoản của bạn đang tự loại trừ đến \d\d:\d\d \d\d\/\d\d\/\d{4}\./);
  });

  it('reality-check-soon: the first check is due one minute after login', async () => {
    atNow();
    useScenario('reality-check-soon');
    const token = await login();
    expect((await call('GET', `${BASE}/session`, { token })).data).toMatchObject({ intervalMinutes: 15, showSessionTimer: true, nextCheckAt: '2026-11-28T15:01:00+07:00' });
  });
});
