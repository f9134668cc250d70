import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { openPicks, provider } from './bet-placing-test-client';
import { useScenario } from '../node';
import { PROMOTION_MESSAGES_EN } from './campaigns-test-messages';
import { balanceOf, creditedDeposit, LOTUS_TOKEN, promotionCall, warmUp, WARM_UP_MS } from './campaigns-test-client';

const list = async (token?: string, language?: 'vi-VI' | 'zh-CN' | 'en-US') => (await promotionCall('GET', '/api/promotion/activity/list', { token, language })).data as Array<Record<string, unknown>>;
const detail = async (query: string, language?: 'vi-VI' | 'zh-CN' | 'en-US') => promotionCall('GET', `/api/promotion/activity/detail?${query}`, { language });
const progress = async (activityId: number) => (await promotionCall('GET', `/api/promotion/activity/progress?activityId=${activityId}`, { token: LOTUS_TOKEN })).data;
const claim = (body: unknown) => promotionCall('POST', '/api/promotion/activity/claim', { token: LOTUS_TOKEN, body });

describe('campaign catalogue', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('lists running campaigns first, then upcoming, then the recently ended, in the request language, with badges only for members', async () => {
    const guest = await list(undefined, 'en-US');
    expect(guest.length).toBeGreaterThanOrEqual(45);
    expect(guest.slice(0, 3).map((campaign) => campaign.id)).toEqual([3002, 3004, 3005]);
    const statuses = guest.map((campaign) => campaign.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => [1, 0, 2].indexOf(Number(a)) - [1, 0, 2].indexOf(Number(b))));
    expect(guest.find((campaign) => campaign.id === 3002)).toMatchObject({ title: '100% first deposit bonus', page: '/first-charge', joined: null, claimable: null });
    expect(String(guest[0]?.imageUrl)).toMatch(/^\/mock-pictures\/campaign\/[a-z]+\/\d+\.svg$/);
    expect((await list(undefined, 'zh-CN')).find((campaign) => campaign.id === 3002)?.title).toBe('首充奖励 100%');
    const member = await list(LOTUS_TOKEN);
    expect(member.find((campaign) => campaign.id === 3002)).toMatchObject({ joined: false, claimable: false });
  });

  it('describes a campaign by id or by the page it lives at, with sanitisable rules and levels in the request language', async () => {
    const byId = (await detail('activityId=3002')).data;
    expect(byId).toMatchObject({ id: 3002, type: 1, status: 1, signUpRequired: false, depositChannelId: 101 });
    expect(byId.levels.map((level: { target: number }) => level.target)).toEqual([200_000, 500_000, 1_000_000, 5_000_000]);
    expect(byId.levels[1].title).toBe('First deposit of 500,000 VND or more');
    expect(byId.rule).toContain('<h3>Terms</h3>');
    expect((await detail('page=/christmas')).data).toMatchObject({ id: 3065, type: 2 });
    expect((await detail('page=/cheerUp-record')).data.type).toBe(12);
    expect((await detail('page=/61flow', 'vi-VI')).data).toMatchObject({ status: 2, title: 'Quốc tế Thiếu nhi' });
    expect(await detail('activityId=9999')).toMatchObject({ code: 1004000001, msg: PROMOTION_MESSAGES_EN.notFound });
    expect((await detail('page=/activity-detail')).code).toBe(1004000001);
  });

  it('first charge: a credited deposit moves the progress, the reached tier is claimed once and lands in the wallet once', async () => {
    expect((await progress(3002)).levels.map((level: { state: number }) => level.state)).toEqual([0, 0, 0, 0]);
    await creditedDeposit(500_000);
    const moved = await progress(3002);
    expect(moved.levels).toEqual([
      { levelId: 1, current: 500_000, state: 0 },
      { levelId: 2, current: 500_000, state: 1 },
      { levelId: 3, current: 500_000, state: 0 },
      { levelId: 4, current: 500_000, state: 0 },
    ]);
    expect((await list(LOTUS_TOKEN)).find((campaign) => campaign.id === 3002)).toMatchObject({ claimable: true });
    expect(await claim({ activityId: 3002, levelId: 1 })).toMatchObject({ code: 1004000003 });
    const before = await balanceOf();
    const [first, second] = await Promise.all([claim({ activityId: 3002, levelId: 2 }), claim({ activityId: 3002, levelId: 2 })]);
    const answers = [first, second].sort((a, b) => a.code - b.code);
    expect(answers[0]).toMatchObject({ code: 200, data: { rewardAmount: 150_000, turnoverRequired: 750_000 } });
    expect(answers[1]).toMatchObject({ code: 1004000004, msg: PROMOTION_MESSAGES_EN.alreadyClaimed });
    expect(await balanceOf()).toBe(before + 150_000);
    expect(await claim({ activityId: 3002, levelId: 2 })).toMatchObject({ code: 1004000004 });
    expect(await balanceOf()).toBe(before + 150_000);
    expect((await progress(3002)).levels.map((level: { state: number }) => level.state)).toEqual([0, 2, 0, 0]);
    const records = (await promotionCall('GET', '/api/promotion/activity/record?activityId=3002', { token: LOTUS_TOKEN })).data;
    expect(records).toEqual([expect.objectContaining({ activityId: 3002, rewardAmount: 150_000, levelId: 2, title: 'First deposit of 500,000 VND or more', turnoverRequired: 750_000 })]);
  });

  it('a campaign that needs a sign-up counts only after it and refuses claims before it', async () => {
    expect((await progress(3013)).signedUp).toBe(false);
    expect(await claim({ activityId: 3013, levelId: 1 })).toMatchObject({ code: 1004000008, msg: PROMOTION_MESSAGES_EN.signUpFirst });
    const signUp = await promotionCall('POST', '/api/promotion/activity/saveActivitySignUp', { token: LOTUS_TOKEN, body: { activityId: 3013 } });
    expect(signUp).toMatchObject({ code: 200, msg: 'You have signed up' });
    expect(await promotionCall('POST', '/api/promotion/activity/saveActivitySignUp', { token: LOTUS_TOKEN, body: { activityId: 3013 } })).toMatchObject({ code: 1004000006 });
    await creditedDeposit(200_000);
    expect((await progress(3013)).levels[0]).toEqual({ levelId: 1, current: 200_000, state: 1 });
    expect(await claim({ activityId: 3013, levelId: 1 })).toMatchObject({ code: 200, data: { rewardAmount: 28_000 } });
  });

  it('an ended campaign refuses sign-ups and claims, an upcoming one counts nothing yet', async () => {
    expect(await promotionCall('POST', '/api/promotion/activity/saveActivitySignUp', { token: LOTUS_TOKEN, body: { activityId: 3046 } })).toMatchObject({ code: 1004000002 });
    expect(await claim({ activityId: 3102, levelId: 1 })).toMatchObject({ code: 1004000002 });
    expect((await detail('activityId=3048')).data.status).toBe(0);
  });

  it('counts an open of a campaign and serves its art', async () => {
    expect(await promotionCall('POST', '/api/promotion/activity/click', { body: { activityId: 3002, advertiseId: 41 } })).toMatchObject({ code: 200 });
    const art = await fetch(`http://lotus.test${(await detail('activityId=3002')).data.imageUrl}`);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(await art.text()).toMatch(/^<svg [^>]*width="750" height="360"/);
  });

  it('ranks the other players and the members by valid bets, guests without their own place', async () => {
    const guest = (await promotionCall('GET', '/api/promotion/ranking/touristsRanking?activityId=3009')).data;
    expect(guest).toHaveLength(20);
    expect(guest[0]).toMatchObject({ rank: 1, rewardAmount: 8_888_000 });
    expect(guest.map((entry: { score: number }) => entry.score)).toEqual([...guest.map((entry: { score: number }) => entry.score)].sort((a, b) => b - a));
    const [pick] = openPicks((match) => match.ms === 4);
    await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: 500, oddsChange: 1, betOptionList: [{ marketId: pick!.marketId, optionType: pick!.optionType, odds: pick!.od, oddsFormat: 1 }] }] });
    const member = (await promotionCall('GET', '/api/promotion/ranking/memberRanking?activityId=3009', { token: LOTUS_TOKEN })).data;
    expect(member.myRank).toMatchObject({ userName: 'lo***88' });
    expect(member.myRank.score).toBeGreaterThanOrEqual(500_000);
    expect((await promotionCall('GET', '/api/promotion/ranking/touristsRanking?activityId=3002')).code).toBe(1004000001);
  });
});

describe('promotion scenarios', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('promotions-empty: no campaign listed, no reward in welfare', async () => {
    useScenario('promotions-empty');
    expect(await list(LOTUS_TOKEN)).toEqual([]);
    expect((await promotionCall('GET', '/api/promotion/activity/reward/collected', { token: LOTUS_TOKEN })).data).toMatchObject({ records: [], total: 0 });
  });

  it('claim-refused: a reached reward is refused as already claimed and nothing is credited', async () => {
    useScenario('claim-refused');
    await creditedDeposit(500_000);
    const before = await balanceOf();
    expect(await claim({ activityId: 3002, levelId: 2 })).toMatchObject({ code: 1004000004, msg: PROMOTION_MESSAGES_EN.alreadyClaimed });
    expect(await balanceOf()).toBe(before);
  });

  it('campaign-ended: every campaign is over with its claim window closed', async () => {
    useScenario('campaign-ended');
    expect((await list()).every((campaign) => campaign.status === 2)).toBe(true);
    expect((await detail('activityId=3002')).data.status).toBe(2);
    expect(await claim({ activityId: 3038, levelId: 1 })).toMatchObject({ code: 1004000002 });
  });

  it('wheel-no-spins: nothing left to spin', async () => {
    useScenario('wheel-no-spins');
    expect((await promotionCall('GET', '/api/promotion/activity/turntable/user/num?activityId=3004', { token: LOTUS_TOKEN })).data.remainingNum).toBe(0);
    expect((await promotionCall('GET', '/api/promotion/activity/turntable/prize/get?activityId=3004', { token: LOTUS_TOKEN })).code).toBe(1004000005);
  });
});
