// Main API contract cases of a live room's dice game (designed calls): the round, the last results and the member's
// stakes; a stake on the open round, and a stake on a round that no longer takes any.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getSubGame, placeSubGameBet } from '@/shared/api/generated/main/sub-games/sub-games';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { ROUND_NO_PARAM } from '../support/sub-games-states';
import { accountCase, clientCall, LOTUS } from './account-case';

const EXAMPLE_ROUND = 59_863_091;
const ROUND_START = EXAMPLE_ROUND * 30_000;
const OUTCOME = '^(big|small|triple)$';
const STAKE = { gameId: 9001, option: 'big' as const, amount: 50_000, requestId: 'sg-contract-0001' };

export const subGamesCases: ContractCase[] = [
  accountCase({
    name: 'dice game gives the round on the server clock, the last results, the odds and the stake limits',
    state: STATE.diceGameOn,
    description: 'a request for dice game 9001 by a guest',
    method: 'GET',
    path: '/api/live/subgame/detail',
    query: { gameId: '9001' },
    as: null,
    response: mainSuccess({
      gameId: 9001,
      roomId: M.integer(7001),
      name: M.like('Tài xỉu xúc xắc'),
      serverTime: M.integer(ROUND_START + 2_000),
      round: {
        roundNo: M.integer(EXAMPLE_ROUND),
        state: M.regex('^(betting|rolling|settled)$', 'betting'),
        bettingEndsAt: M.integer(ROUND_START + 20_000),
        settlesAt: M.integer(ROUND_START + 25_000),
        nextRoundAt: M.integer(ROUND_START + 30_000),
      },
      history: M.eachLike({ roundNo: M.integer(EXAMPLE_ROUND - 1), dice: M.eachLike(M.integer(3), 3), total: M.integer(9), outcome: M.regex(OUTCOME, 'small') }, 10),
      odds: M.number(1.95),
      minStake: M.number(10_000),
      maxStake: M.number(5_000_000),
      currency: M.like('VND'),
      myBets: [],
    }),
    check: async () => expect((await getSubGame({ gameId: 9001 })).data?.history).toHaveLength(10),
  }),
  accountCase({
    name: 'dice stake on the open round takes the amount from the wallet and answers the stake',
    state: STATE.diceRoundOpen,
    description: 'a stake of 50 000 VND on big in the open round of dice game 9001 by lotus888',
    method: 'POST',
    path: '/api/live/subgame/bet',
    as: LOTUS,
    // The round that takes stakes is the provider's: its number comes from the provider state.
    body: { ...STAKE, roundNo: M.fromProviderState(`\${${ROUND_NO_PARAM}}`, EXAMPLE_ROUND) },
    response: mainSuccess({
      bet: { betId: M.like('SG598630918880001'), roundNo: M.integer(EXAMPLE_ROUND), option: 'big', amount: M.number(50_000), state: 'pending', payout: M.number(0) },
      balance: M.number(1_200_000),
    }),
    check: async () => expect((await placeSubGameBet({ ...STAKE, roundNo: EXAMPLE_ROUND })).data?.bet).toMatchObject({ option: 'big', amount: 50_000, state: 'pending' }),
  }),
  clientCall('POST', '/api/live/subgame/bet', placeSubGameBet, { state: STATE.diceRoundOpen, as: LOTUS }).failsWith(1011000102, 'Đã hết thời gian đặt cược vòng này', {
    name: 'dice stake on a round that no longer takes stakes fails with 1011000102',
    description: 'a stake of 50 000 VND on big in round 1 of dice game 9001 by lotus888',
    body: { ...STAKE, roundNo: 1, requestId: 'sg-contract-0002' },
  }),
];
