import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED, SEED_TOKENS } from '../seed';
import { call } from '../testing/client';
import { ledgerBalance } from './ledger';
import { BETTING_MS, DICE_ODDS, rollOf, ROUND_MS } from './sub-games-rounds';

const token = SEED_TOKENS.lotus888;
const MEMBER = 10001;

afterEach(() => vi.useRealTimers());

/** Puts the mock clock at `offset` into a round. */
function atRound(roundNo: number, offset: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: roundNo * ROUND_MS + offset });
}

describe('the dice sub-game', () => {
  it('runs rounds on the clock with the dice from the seed', async () => {
    atRound(60_000_000, 1000);
    const game = (await call('GET', '/api/live/subgame/detail?gameId=9001')).data;
    expect(game.round).toMatchObject({ roundNo: 60_000_000, state: 'betting', result: null, bettingEndsAt: 60_000_000 * ROUND_MS + BETTING_MS });
    expect(game.history[0]).toEqual(rollOf(DEFAULT_SEED, 9001, 60_000_000 - 1));
    expect(game.history).toHaveLength(10);
    atRound(60_000_000, 26_000);
    const settled = (await call('GET', '/api/live/subgame/detail?gameId=9001')).data;
    expect(settled.round.state).toBe('settled');
    expect(settled.round.result).toEqual(rollOf(DEFAULT_SEED, 9001, 60_000_000));
  });

  it('takes a stake from the wallet once per requestId, and pays a winner when the round settles', async () => {
    // A round whose dice come out big.
    let roundNo = 60_000_100;
    while (rollOf(DEFAULT_SEED, 9001, roundNo).outcome !== 'big') roundNo += 1;
    atRound(roundNo, 2000);
    const balance = ledgerBalance(MEMBER);
    const body = { gameId: 9001, roundNo, option: 'big', amount: 20_000, requestId: 'sg-test-00000001' };
    const placed = (await call('POST', '/api/live/subgame/bet', { token, body })).data;
    expect(placed).toMatchObject({ bet: { roundNo, option: 'big', amount: 20_000, state: 'pending' }, balance: balance - 20_000 });
    const again = (await call('POST', '/api/live/subgame/bet', { token, body })).data;
    expect(again).toEqual(placed);
    expect(ledgerBalance(MEMBER)).toBe(balance - 20_000);
    atRound(roundNo, 26_000);
    const game = (await call('GET', '/api/live/subgame/detail?gameId=9001', { token })).data;
    expect(game.myBets[0]).toMatchObject({ betId: placed.bet.betId, state: 'won', payout: 20_000 * DICE_ODDS });
    expect(ledgerBalance(MEMBER)).toBe(balance - 20_000 + 20_000 * DICE_ODDS);
  });

  it('refuses stakes after betting closed, outside the limits, above the balance, and from guests', async () => {
    atRound(60_000_200, BETTING_MS + 1000);
    const stake = (change: object) => ({ gameId: 9001, roundNo: 60_000_200, option: 'small', amount: 20_000, requestId: `sg-${JSON.stringify(change).length}-refused`, ...change });
    expect((await call('POST', '/api/live/subgame/bet', { token, body: stake({}) })).code).toBe(1011000102);
    atRound(60_000_200, 1000);
    expect((await call('POST', '/api/live/subgame/bet', { token, body: stake({ amount: 5000 }) })).code).toBe(1011000103);
    expect((await call('POST', '/api/live/subgame/bet', { token, body: stake({ amount: 5_000_000 }) })).code).toBe(1011000104);
    expect((await call('POST', '/api/live/subgame/bet', { body: stake({}) })).code).toBe(10009);
    expect((await call('GET', '/api/live/subgame/detail?gameId=1')).code).toBe(1011000101);
  });
});
