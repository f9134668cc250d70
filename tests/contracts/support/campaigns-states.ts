// Provider states of the promotion calls (campaigns, lucky wheel, match rewards, rewards), in business language, and
// their set-up on the standalone mock server: a fresh seed, then what the state describes through the mock's own API
// (a deposit credited by its control endpoint, a claim, a spin) or a named scenario.
import { TOKEN_PARAM } from './headers';
import { callMock, freshSeed, loggedInAs, resetMock, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';

export const CAMPAIGNS_STATE = {
  catalogue: 'the promotions catalogue is published: running, upcoming and ended campaigns of every type',
  firstDepositMade: 'member lotus888 is logged in and made a first deposit of 500 000 VND during the first-charge campaign 3002',
  firstChargeClaimed: 'member lotus888 is logged in and has claimed the 150 000 VND bonus of the first-charge campaign 3002',
  wheelSpun: 'member lotus888 is logged in and has spun the lucky wheel 3004 once',
  wheelUsedUp: 'member lotus888 is logged in and has no lucky-wheel spin left',
  cheerReached: 'member lotus888 is logged in and has bet enough on a match of the cheer-up campaign 3010 to claim its reward',
} as const;

export type CampaignsStateName = (typeof CAMPAIGNS_STATE)[keyof typeof CAMPAIGNS_STATE];

/** Provider-state parameter carrying the id of the cheer-up match the member can claim. */
export const MATCH_ID_PARAM = 'matchId';

export function campaignsProviderStates(baseUrl: string): Record<CampaignsStateName, StateHandler> {
  const token = SEEDED_TOKENS.lotus888;
  const firstDeposit = async () => {
    const order = await setUpCall(baseUrl, '/api/fund/deposit/order', { token, body: { channelId: 101, amount: 500_000, bankId: 12, payerName: 'Nguyen Van An' } });
    const orderNo = (order.data as { orderNo: string }).orderNo;
    await callMock(baseUrl, '/__control/advanceOrder', { body: { orderNo, outcome: 'success' } });
  };
  const claimFirstCharge = async () => {
    await firstDeposit();
    await setUpCall(baseUrl, '/api/promotion/activity/claim', { token, body: { activityId: 3002, levelId: 2 } });
  };
  return {
    [CAMPAIGNS_STATE.catalogue]: freshSeed(baseUrl),
    [CAMPAIGNS_STATE.firstDepositMade]: loggedInAs(baseUrl, token, firstDeposit),
    [CAMPAIGNS_STATE.firstChargeClaimed]: loggedInAs(baseUrl, token, claimFirstCharge),
    [CAMPAIGNS_STATE.wheelSpun]: loggedInAs(baseUrl, token, () => setUpCall(baseUrl, '/api/promotion/activity/turntable/prize/get?activityId=3004', { method: 'GET', token })),
    [CAMPAIGNS_STATE.wheelUsedUp]: loggedInAs(baseUrl, token, () => callMock(baseUrl, '/__control/scenario', { body: { name: 'wheel-no-spins' } })),
    [CAMPAIGNS_STATE.cheerReached]: async () => {
      await resetMock(baseUrl);
      const config = await setUpCall(baseUrl, '/api/promotion/activity/getMatchAwardConfig?activityId=3010', { method: 'GET', token });
      const matches = (config.data as { matches: Array<{ matchId: number; state: number }> }).matches;
      const reached = matches.find((match) => match.state === 1);
      if (!reached) throw new Error('No cheer-up match is claimable for lotus888 in the seed');
      return { [TOKEN_PARAM]: token, [MATCH_ID_PARAM]: reached.matchId };
    },
  };
}
