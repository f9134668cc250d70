// Main API contract cases of the game wallets: their balances and collecting them into the main wallet (/transfer).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getGameWallets } from '@/shared/api/generated/main/funds-record/funds-record';
import { collectGameFunds } from '@/shared/api/generated/main/game/game';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { walletAnswers } from './wallet-case';

/** lotus888 with its seeded 1 250 000 VND and no open order: a session is all these calls need. */
const ready = STATE.loggedIn;

export const gameWalletCases: ContractCase[] = [
  walletAnswers({
    name: 'game wallets give what each game lobby holds and their sum',
    state: ready,
    description: 'a request of lotus888 for its game wallet balances',
    method: 'GET',
    path: '/api/game/fund/wallets',
    response: mainSuccess({ wallets: M.eachLike({ lobbyCode: M.like('PP_SLOT'), name: M.like('PP Slot'), balance: M.number(125_000) }), total: M.number(425_000), currency: 'VND' }),
    call: getGameWallets,
    check: (result) => expect(result.data?.wallets[0]?.lobbyCode).toBe('PP_SLOT'),
  }),
  walletAnswers({
    name: 'fund collect brings every game wallet back and answers the new balance',
    state: ready,
    description: 'lotus888 collecting all its game wallets into the main wallet',
    method: 'POST',
    path: '/api/game/fund/collect',
    body: {},
    response: mainSuccess({ amount: M.number(425_000), balance: M.number(1_675_000) }),
    call: () => collectGameFunds({}),
    check: (result) => expect(result.data).toEqual({ amount: 425_000, balance: 1_675_000 }),
  }),
  walletAnswers({
    name: 'fund collect of one lobby brings only its wallet back',
    state: ready,
    description: 'lotus888 collecting its PP_SLOT game wallet into the main wallet',
    method: 'POST',
    path: '/api/game/fund/collect',
    body: { lobbyCode: 'PP_SLOT' },
    response: mainSuccess({ amount: M.number(125_000), balance: M.number(1_375_000) }),
    call: () => collectGameFunds({ lobbyCode: 'PP_SLOT' }),
    check: (result) => expect(result.data?.amount).toBe(125_000),
  }),
];
