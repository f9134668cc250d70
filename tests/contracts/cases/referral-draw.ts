// Main API contract cases of the invite prize ring: the ring with the caller's draws and the winners, and a draw
// whose prize the server chooses (with the client's drawNo as idempotency key).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { drawInviteAward, getInviteHorseRing } from '@/shared/api/generated/main/invite/invite';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { clientCall, LOTUS } from './account-case';

const ringCall = clientCall('GET', '/api/member/invite/queryHorseRing', () => getInviteHorseRing(), { state: STATE.inviteTiersConfigured, as: null });
const drawCall = clientCall('POST', '/api/member/invite/drawAward', drawInviteAward, { state: STATE.inviterWithFriends, as: LOTUS });
const WINNER = { userName: M.regex('^\\S{1,2}\\*\\*\\*\\S{1,2}$', 'vn***67'), amount: M.number(188_888), time: M.regex(SERVER_TIME, '2026-11-23 09:12:00') };

export const referralDrawCases: ContractCase[] = [
  ringCall.answers({
    name: 'prize ring for a guest: the slots and the winners, no draws',
    description: 'a request for the prize ring by a guest',
    response: mainSuccess({
      prizes: M.eachLike({ slot: M.integer(0), amount: M.number(8_888) }, 8),
      drawsEarned: 0,
      drawsUsed: 0,
      drawsLeft: 0,
      winners: M.eachLike(WINNER, 1),
    }),
    check: (result) => expect(result.data?.prizes).toHaveLength(8),
  }),
  ringCall.answers({
    name: 'prize ring for a member counts the draws earned, used and left',
    description: 'a request for the prize ring of lotus888',
    state: STATE.inviterWithFriends,
    as: LOTUS,
    response: mainSuccess({ prizes: M.eachLike({ slot: M.integer(0), amount: M.number(8_888) }, 8), drawsEarned: 3, drawsUsed: 1, drawsLeft: 2, winners: M.eachLike(WINNER, 1) }),
    check: (result) => expect(result.data).toMatchObject({ drawsEarned: 3, drawsUsed: 1, drawsLeft: 2 }),
  }),
  drawCall.answers({
    name: 'prize-ring draw answers the slot the server chose and the draws left',
    description: 'a draw d-contract-0001 by lotus888',
    body: { drawNo: 'd-contract-0001' },
    response: mainSuccess({ drawNo: 'd-contract-0001', slot: M.integer(3), amount: M.number(58_888), drawsLeft: 1 }),
    check: (result) => expect(result.data).toMatchObject({ drawNo: 'd-contract-0001', drawsLeft: 1 }),
  }),
  drawCall.failsWith(1003000004, 'Bạn đã hết lượt quay', {
    name: 'prize-ring draw with no draws left fails with 1003000004',
    description: 'a draw d-contract-0002 by lotus888, who used every draw',
    state: STATE.inviterDrawsUsed,
    body: { drawNo: 'd-contract-0002' },
  }),
];
