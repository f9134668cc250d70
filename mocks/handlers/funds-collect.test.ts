import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { reseed, SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN, type Json } from '../testing/client';
import { ledgerBalance } from './funds-ledger';

const LOTUS_ID = 10001;
const token = SEED_TOKENS.lotus888;

async function wallets(language = 'vi-VI'): Promise<Json> {
  const response = await fetch(`${MOCK_ORIGIN}/api/game/fund/wallets`, { headers: { authorization: token, Language: language } });
  return response.json();
}
const transfers = () => db.ledgerEntries.findMany((q) => q.where({ memberId: LOTUS_ID, kind: 'transferIn' }));

describe('game wallets and fund collect', () => {
  beforeEach(() => reseed());

  it('lists the game wallets with their names in the language asked and their total', async () => {
    const answer = await wallets('en-US');
    expect(answer.data).toEqual({
      currency: 'VND',
      total: 425_000,
      wallets: [
        { lobbyCode: 'PP_SLOT', name: 'PP Slots', balance: 125_000 },
        { lobbyCode: 'LOTUS_LIVE', name: 'Lotus Live Casino', balance: 300_000 },
        { lobbyCode: 'FAST_LOTTO', name: 'Fast Lotto', balance: 0 },
      ],
    });
    expect((await call('GET', '/api/game/fund/wallets')).code).toBe(10009);
  });

  it('collects every game wallet into the main wallet as transferIn entries; a second collect moves nothing', async () => {
    const first = await call('POST', '/api/game/fund/collect', { token });
    expect(first).toEqual({ code: 200, msg: 'success', data: { amount: 425_000, balance: 1_675_000 } });
    expect(transfers().map((entry) => [entry.orderNo, entry.amount])).toEqual([
      ['PP_SLOT', 125_000],
      ['LOTUS_LIVE', 300_000],
    ]);
    expect((await wallets()).data.total).toBe(0);
    const again = await call('POST', '/api/game/fund/collect', { token, body: {} });
    expect(again.data).toEqual({ amount: 0, balance: 1_675_000 });
    expect(transfers()).toHaveLength(2);
    expect(ledgerBalance(LOTUS_ID)).toBe(1_675_000);
  });

  it('collects one lobby when asked', async () => {
    const answer = await call('POST', '/api/game/fund/collect', { token, body: { lobbyCode: 'PP_SLOT' } });
    expect(answer.data).toEqual({ amount: 125_000, balance: 1_375_000 });
    expect((await wallets()).data.total).toBe(300_000);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/game/fund/collect')).code).toBe(10009);
  });
});
