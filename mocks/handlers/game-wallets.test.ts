import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { reseed, SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN, type Json } from '../testing/client';
import { ledgerBalance } from './ledger';

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
        { lobbyCode: 'LOTUS_LIVE', name: 'Lotus Live', balance: 300_000 },
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

  it('lists and collects what entering a game moved into a lobby outside the usual three', async () => {
    const entered = await call('POST', '/api/game/bet/single-wallet/jump', { token, body: { gameId: 1001104002, lobbyCode: 'PG_SLOT' } });
    expect(entered.code).toBe(200);
    const listed = (await wallets('zh-CN')).data;
    expect(listed.wallets.map((wallet: Json) => wallet.lobbyCode)).toEqual(['PP_SLOT', 'PG_SLOT', 'LOTUS_LIVE', 'FAST_LOTTO']);
    expect(listed.wallets[1]).toEqual({ lobbyCode: 'PG_SLOT', name: 'PG 电子', balance: 1_250_000 });
    expect(listed.total).toBe(1_675_000);
    expect(ledgerBalance(LOTUS_ID)).toBe(0);
    const collected = await call('POST', '/api/game/fund/collect', { token, body: { lobbyCode: 'PG_SLOT' } });
    expect(collected.data).toEqual({ amount: 1_250_000, balance: 1_250_000 });
    expect((await wallets()).data.wallets[1]).toEqual({ lobbyCode: 'PG_SLOT', name: 'PG Nổ hũ', balance: 0 });
  });

  it('lists the usual three lobbies, empty, for a member who never entered a game', async () => {
    const response = await fetch(`${MOCK_ORIGIN}/api/game/fund/wallets`, { headers: { authorization: SEED_TOKENS.lockeddp01, Language: 'en-US' } });
    const answer = (await response.json()) as Json;
    expect(answer.data.wallets).toEqual([
      { lobbyCode: 'PP_SLOT', name: 'PP Slots', balance: 0 },
      { lobbyCode: 'LOTUS_LIVE', name: 'Lotus Live', balance: 0 },
      { lobbyCode: 'FAST_LOTTO', name: 'Fast Lotto', balance: 0 },
    ]);
    expect(answer.data.total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/game/fund/collect')).code).toBe(10009);
  });
});
