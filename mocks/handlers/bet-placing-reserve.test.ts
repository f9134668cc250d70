import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getCancelReserveBetUrl,
  getListBetsUrl,
  getListReserveBetsUrl,
  getPlaceReserveBetUrl,
} from '@/shared/api/generated/sports/order/order';
import type { ReserveBetRequest, ReserveListRequest } from '@/shared/api/generated/sports/model';
import { call, type Json } from '../testing/client';
import { MERCHANT_UTC_OFFSET_MS } from './sports-merchant';
import { merchantTime } from './bet-placing-reserve';
import { MAX_OPEN_RESERVES } from './bet-placing-reserve-store';
import { freezeClock, openPicks, provider, setOdds, useBettingTestData, walletBalance, type OpenPick } from './bet-placing-test-client';

useBettingTestData();

const reserve = (body: ReserveBetRequest, token?: string) => provider(getPlaceReserveBetUrl(), body, token);
const list = (body: ReserveListRequest) => provider(getListReserveBetsUrl(), body);
const cancel = (reserveId: string) => provider(getCancelReserveBetUrl(), { reserveId });

const picks = () => openPicks((m) => m.ms === 4 && m.ty === 2);
const target = (pick: OpenPick, by = 0.2) => Math.round((pick.od + by) * 100) / 100;
const body = (pick: OpenPick, odds = target(pick), unitStake = 100, pay: 1 | 2 = 1): ReserveBetRequest => ({
  unitStake,
  pay,
  betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds, oddsFormat: 1 }],
});

/** "yyyy-MM-dd HH:mm:ss" in the merchant's time zone. */
const merchantText = (ms: number): string => new Date(ms + MERCHANT_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

describe('placeReserveBet and listReserveBets', () => {
  it('waits for the target odds, then turns into a real bet debiting the wallet', async () => {
    freezeClock();
    const [pick] = picks() as [OpenPick];
    const before = walletBalance();
    const placed = await reserve(body(pick));
    expect(placed).toMatchObject({ code: 0, data: { id: expect.stringMatching(/^\d+$/), st: 0 } });
    expect(walletBalance()).toBe(before);
    const open = (await list({ isFailed: false })).data;
    expect(open.ods).toEqual([expect.objectContaining({ id: placed.data.id, sat: 100, rst: 0, p: 1, ops: [expect.objectContaining({ mrid: pick.marketId, od: target(pick) })] })]);
    expect(open.sts).toEqual([{ cid: 1000, ct: 1, sa: 100, mw: Math.round(100 * (target(pick) - 1) * 100) / 100 }]);

    await setOdds(pick, target(pick) + 0.05);
    expect((await list({ isFailed: false })).data.ods).toEqual([]);
    expect(walletBalance()).toBe(before - 100_000);
    const bets = await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 50 });
    const made = (bets.data.records as Json[]).find((r) => r.ab === 1);
    expect(made).toMatchObject({ sat: 100, ops: [expect.objectContaining({ mrid: pick.marketId, od: target(pick) })] });
  });

  it('pays a pre-paid reserve up front and refunds it when cancelled; a cancelled reserve is in the failed list', async () => {
    freezeClock();
    const [pick] = picks() as [OpenPick];
    const before = walletBalance();
    const placed = await reserve(body(pick, target(pick), 100, 2));
    expect(walletBalance()).toBe(before - 100_000);
    expect(await cancel(placed.data.id)).toMatchObject({ code: 0, data: true });
    expect(walletBalance()).toBe(before);
    expect((await cancel(placed.data.id)).code).toBe(6052);
    expect((await cancel('1')).code).toBe(6054);
    const now = Date.now();
    const failed = await list({ isFailed: true, startTime: merchantText(now - 3_600_000), endTime: merchantText(now + 3_600_000) });
    expect(failed.data.ods).toEqual([expect.objectContaining({ id: placed.data.id, rst: 3, fr: 1 })]);
  });

  it('fails a waiting reserve whose market closed (fr 4)', async () => {
    freezeClock();
    const [pick] = picks() as [OpenPick];
    const placed = await reserve(body(pick, target(pick), 50, 2));
    const before = walletBalance();
    await setOdds(pick, pick.od, -1);
    expect((await list({ isFailed: false })).data.ods).toEqual([]);
    expect(walletBalance()).toBe(before + 50_000);
    const now = Date.now();
    const failed = await list({ isFailed: true, startTime: merchantText(now - 60_000), endTime: merchantText(now + 60_000) });
    expect(failed.data.ods).toEqual([expect.objectContaining({ id: placed.data.id, rst: 2, fr: 4 })]);
  });

  it('refuses a target at or below the current odds (14086), far above them (6060), a low stake (3005), a guest (14009) and Hong Kong odds (14088)', async () => {
    const [pick] = picks() as [OpenPick];
    expect((await reserve(body(pick, pick.od))).code).toBe(14086);
    expect((await reserve(body(pick, pick.od * 3))).code).toBe(6060);
    expect((await reserve(body(pick, target(pick), 5))).code).toBe(3005);
    expect((await reserve(body(pick), '')).code).toBe(14009);
    expect((await reserve({ ...body(pick), betOptionList: [{ ...body(pick).betOptionList[0]!, oddsFormat: 2 }] })).code).toBe(14088);
    expect((await reserve(body(pick, target(pick), walletBalance() / 1000 + 1))).code).toBe(3001);
    await setOdds(pick, pick.od, -1);
    expect((await reserve(body(pick))).code).toBe(3002);
  });

  it('allows at most 10 open reserves (14085)', async () => {
    const pool = picks();
    for (let i = 0; i < MAX_OPEN_RESERVES; i += 1) expect((await reserve(body(pool[i] as OpenPick, undefined, 10))).code).toBe(0);
    expect((await reserve(body(pool[MAX_OPEN_RESERVES] as OpenPick, undefined, 10))).code).toBe(14085);
  });

  it('needs a range for the failed list (5), at most 31 days (14051), and serves the list at the newer path too', async () => {
    expect((await list({ isFailed: true })).code).toBe(5);
    expect((await list({ isFailed: true, startTime: '2026-01-01 00:00:00', endTime: '2026-02-02 00:00:00' })).code).toBe(14051);
    const [pick] = picks() as [OpenPick];
    await reserve(body(pick));
    const newer = await call('POST', '/v1/order/new/reserve/betList', { token: 'fbm_seed_lotus888', body: { isFailed: false } });
    expect(newer.data.ods).toHaveLength(1);
  });
});

describe('merchantTime', () => {
  it('reads "yyyy-MM-dd HH:mm:ss" in UTC+7 and refuses anything else', () => {
    expect(merchantTime('2026-01-01 07:00:00')).toBe(Date.UTC(2026, 0, 1));
    expect(merchantTime('2026-02-30 00:00:00')).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const ms = seconds * 1000;
        expect(merchantTime(merchantText(ms))).toBe(ms);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = merchantTime(text);
        expect(Number.isNaN(value) || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)).toBe(true);
      }),
    );
  });
});
