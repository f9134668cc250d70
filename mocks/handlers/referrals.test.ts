import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { call } from '../testing/client';
import { balanceOf, creditedDeposit, LOTUS, referralCodeOf, registerThroughLink } from './referrals-test-client';

const info = async (token = LOTUS) => (await call('GET', '/api/member/invite/queryInviteInfo', { token })).data;
const totals = async (token = LOTUS) => (await call('GET', '/api/member/invite/queryInviteInfoTotalAward', { token })).data;
const betAwards = async (query: string, token = LOTUS) => (await call('GET', `/api/member/invite/queryInviteBetAwardList?${query}`, { token })).data;
const depAwards = async (query = '', token = LOTUS) => (await call('GET', `/api/member/invite/queryInviteDepAward?${query}`, { token })).data;

describe('invite programme', () => {
  it('computes lotus888’s rewards from the friends’ ledger entries by the tiers', async () => {
    const summary = await info();
    expect(summary).toMatchObject({ referralCode: await referralCodeOf(LOTUS), inviteCount: 5, validInviteCount: 3 });
    expect(summary.inviteLink).toBe(`http://lotus.test/register?referCode=${summary.referralCode}`);
    expect(summary.friends).toHaveLength(5);
    expect(summary.friends.map((friend: { firstDeposit: number | null }) => friend.firstDeposit)).toEqual([null, 150_000, 5_000_000, 300_000, 1_000_000]);
    expect(summary.friends[0].friendName).toMatch(/^vn\*\*\*\d\d$/);
    const sums = await totals();
    // First deposits 1 000 000, 300 000 and 5 000 000 earn 150 000 + 50 000 + 500 000; 150 000 is under every tier.
    expect(sums.depositAward).toBe(700_000);
    // Days at 0.3%: 3 200 000, 1 500 000, 2 000 000, 4 000 000 (5 000 000 less a 1 000 000 refund) and nine days of
    // 1 200 000 + n × 900 000 (43 200 000 in all); 12 000 000 at 0.5%; 800 000 earns nothing.
    expect(sums.betAward).toBe(9_600 + 4_500 + 6_000 + 12_000 + 129_600 + 60_000);
    // Friends are levelled by their own ledger: 5 000 000 deposited and 43 200 000 bet is VIP 3 (300 000); the others
    // stay below the first VIP tier (VIP 2, 1, 1 and 0).
    expect(summary.friends.map((friend: { vipLevel: number }) => friend.vipLevel)).toEqual([0, 1, 3, 1, 2]);
    expect(sums.vipAward).toBe(300_000);
    expect(sums.totalAward).toBe(sums.depositAward + sums.betAward + sums.vipAward);
    expect(sums.claimableAward).toBe(sums.totalAward);
    expect(summary.totalAward).toBe(sums.totalAward);
  });

  it('pages the bet rewards newest first and filters them by day', async () => {
    const first = await betAwards('current=1&size=5');
    expect(first).toMatchObject({ total: 14, current: 1, size: 5 });
    expect(first.records).toHaveLength(5);
    const last = await betAwards('current=3&size=5');
    expect(last.records).toHaveLength(4);
    const days = [...first.records, ...(await betAwards('current=2&size=5')).records, ...last.records].map((record: { date: string }) => record.date);
    expect([...days].sort().reverse()).toEqual(days);
    const day = days[2];
    const filtered = await betAwards(`beginDate=${day}&endDate=${day}`);
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((record: { date: string }) => record.date === day)).toBe(true);
    expect((await depAwards('beginDate=2000-01-01&endDate=2000-01-31')).records).toEqual([]);
  });

  it('ties a friend registered through the link and pays their first deposit by the tiers', async () => {
    const code = await referralCodeOf(LOTUS);
    const friend = await registerThroughLink('linkfriend01', { referCode: code });
    const after = await info();
    expect(after.inviteCount).toBe(6);
    expect(after.friends[0]).toMatchObject({ friendName: 'li***01', firstDeposit: null, validBet: 0, vipLevel: 0 });
    await creditedDeposit(friend, 1_000_000);
    const newest = (await depAwards('current=1&size=1')).records[0];
    expect(newest).toMatchObject({ friendName: 'li***01', depositAmount: 1_000_000, rewardAmount: 150_000, status: 0 });
    expect((await info()).validInviteCount).toBe(4);
    // A second deposit is not a first deposit: nothing more.
    await creditedDeposit(friend, 2_000_000);
    expect((await depAwards()).total).toBe(4);
  });

  it('ties through the invite code too, but never a member to themself', async () => {
    const code = await referralCodeOf(LOTUS);
    await registerThroughLink('icodefriend1', { inviteCode: code });
    expect((await info()).inviteCount).toBe(6);
  });

  it('claims every claimable reward once, in one ledger entry', async () => {
    const claimable = (await totals()).claimableAward;
    const before = await balanceOf(LOTUS);
    const [first, second] = await Promise.all([
      call('POST', '/api/member/invite/claimAward', { token: LOTUS, body: {} }),
      call('POST', '/api/member/invite/claimAward', { token: LOTUS, body: {} }),
    ]);
    expect([first.code, second.code].sort((a, b) => a - b)).toEqual([200, 1003000001]);
    expect(await balanceOf(LOTUS)).toBe(before + claimable);
    expect((await totals()).claimableAward).toBe(0);
    expect((await depAwards()).records.every((record: { status: number }) => record.status === 1)).toBe(true);
  });

  it('claims one type alone', async () => {
    const { depositAward, claimableAward } = await totals();
    const answer = await call('POST', '/api/member/invite/claimAward', { token: LOTUS, body: { awardType: 1 } });
    expect(answer.data).toEqual({ amount: depositAward });
    expect((await totals()).claimableAward).toBe(claimableAward - depositAward);
  });

  it('invite-no-friends: nobody invited, nothing earned', async () => {
    useScenario('invite-no-friends');
    expect(await info()).toMatchObject({ inviteCount: 0, validInviteCount: 0, totalAward: 0, claimableAward: 0, friends: [] });
    expect((await call('POST', '/api/member/invite/claimAward', { token: LOTUS, body: {} })).code).toBe(1003000001);
  });

  it('answers the tier tables to guests, lowest first', async () => {
    expect((await call('GET', '/api/member/invite/queryInviteDepConfig')).data[0]).toEqual({ minDeposit: 200_000, rewardAmount: 50_000 });
    expect((await call('GET', '/api/member/invite/queryInviteBetConfig')).data.map((tier: { level: number }) => tier.level)).toEqual([1, 2, 3]);
    expect((await call('GET', '/api/member/invite/queryInviteVipConfig')).data[0]).toEqual({ vipLevel: 3, rewardAmount: 300_000 });
  });
});
