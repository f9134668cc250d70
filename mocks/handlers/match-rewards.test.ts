import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import { balanceOf, LOTUS_TOKEN, promotionCall, warmUp, WARM_UP_MS } from './campaigns-test-client';
import { openPicks, provider } from './bet-placing-test-client';

const config = async (token?: string, language?: 'vi-VI' | 'zh-CN' | 'en-US') =>
  (await promotionCall('GET', '/api/promotion/activity/getMatchAwardConfig?activityId=3001', { token, language })).data;
const receive = (matchId: number) => promotionCall('POST', '/api/promotion/activity/receiveMatchRewards', { token: LOTUS_TOKEN, body: { activityId: 3001, matchId } });

/** A single bet of `thousands` × 1 000 VND on an open market of the match. */
async function betOn(matchId: number, thousands: number) {
  const [pick] = openPicks((match) => match.id === matchId);
  if (!pick) throw new Error(`no open market on match ${matchId}`);
  const answer = await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: thousands, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }] });
  expect(answer.code).toBe(0);
}

describe('match rewards and cheer-up', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('guests read the featured matches with their teams in the request language and no progress', async () => {
    const guest = await config(undefined, 'en-US');
    expect(guest).toMatchObject({ activityId: 3001, title: 'Big match rewards', status: 1 });
    expect(guest.matches).toHaveLength(3);
    expect(guest.matches[0]).toMatchObject({ minBet: 200_000, betAmount: 0, rewardAmount: 50_000, state: 0 });
    expect(guest.matches[0].homeTeam).not.toBe('');
    const vietnamese = await config(undefined, 'vi-VI');
    expect(vietnamese.title).toBe('Thưởng trận cầu đỉnh cao');
  });

  it('a bet reaching the minimum makes the match claimable; the reward is credited once and the bet is a cheer record', async () => {
    // lotus888's seeded open bets may already be on a featured match: take one without a bet yet.
    const matches = (await config(LOTUS_TOKEN)).matches as Array<{ matchId: number; betAmount: number }>;
    const index = matches.findIndex((match) => match.betAmount === 0);
    const first = matches[index]!;
    await betOn(first.matchId, 100);
    expect((await config(LOTUS_TOKEN)).matches[index]).toMatchObject({ betAmount: 100_000, state: 0 });
    expect((await receive(first.matchId)).code).toBe(1004000003);
    await betOn(first.matchId, 150);
    expect((await config(LOTUS_TOKEN)).matches[index]).toMatchObject({ betAmount: 250_000, state: 1 });
    const before = await balanceOf();
    expect(await receive(first.matchId)).toMatchObject({ code: 200, data: { rewardAmount: 50_000, turnoverRequired: 50_000 } });
    expect(await receive(first.matchId)).toMatchObject({ code: 1004000004 });
    expect(await balanceOf()).toBe(before + 50_000);
    expect((await config(LOTUS_TOKEN)).matches[index].state).toBe(2);
    const cheer = (await promotionCall('GET', '/api/promotion/activity/cheer/queryCheerRecord?activityId=3001', { token: LOTUS_TOKEN })).data;
    const onMatch = cheer.records.filter((record: { matchId: number }) => record.matchId === first.matchId);
    expect(onMatch.map((record: { cheerAmount: number }) => record.cheerAmount).sort()).toEqual([100_000, 150_000]);
    expect(onMatch[0]).toMatchObject({ rewardAmount: 50_000, status: 0 });
  });

  it('a schedule campaign lists its matches with kick-off times', async () => {
    const schedule = (await promotionCall('GET', '/api/promotion/activity/matchTemplate/detail?activityId=3007')).data;
    expect(schedule.matches).toHaveLength(6);
    expect(schedule.bannerUrl).toMatch(/^\/mock-pictures\/campaign\/calendar\/\d+\.svg$/);
    const ids = db.matchSchedules.findFirst((q) => q.where({ activityId: 3007 }))?.matchIds;
    expect(schedule.matches.map((match: { matchId: number }) => match.matchId)).toEqual(ids);
    expect((await promotionCall('GET', '/api/promotion/activity/matchTemplate/detail?activityId=3040')).data.matches).toEqual([]);
  });
});
