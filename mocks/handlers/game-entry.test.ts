import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN, WARM_UP_MS } from '../testing/client';
import { DEMO_GAME_PATH } from './game-entry-page';
import { ledgerBalance } from './ledger';
import { enterGame, slotList, warmUp } from './game-lobby-test-client';

const LOTUS_ID = 10001;
const SEEDED_BALANCE = 1_250_000;
const token = SEED_TOKENS.lotus888;
const PG = { gameId: 1001104002, lobbyCode: 'PG_SLOT' };
const gameWallet = (lobbyCode: string) => db.gameWallets.findFirst((q) => q.where({ memberId: LOTUS_ID, lobbyCode }))?.balance ?? 0;

describe('single-wallet/jump', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('opens the demo game on the request\'s origin, named in the request\'s language, and moves the balance into the game wallet', async () => {
    const [game] = (await slotList({ id: PG.gameId }, 'en-US')).data;
    const answer = await enterGame(token, { ...PG, gameCode: game.gameCode, returnUrl: 'http://lotus.test/?lobby=1001104' }, 'en-US');
    expect(answer.code).toBe(200);
    expect(answer.data.lobbyCode).toBe('PG_SLOT');
    const url = new URL(answer.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${MOCK_ORIGIN}${DEMO_GAME_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: game.name,
      game: game.gameCode,
      lobby: 'PG_SLOT',
      lang: 'en',
      balance: String(SEEDED_BALANCE),
      currency: 'VND',
    });
    expect(ledgerBalance(LOTUS_ID)).toBe(0);
    expect(gameWallet('PG_SLOT')).toBe(SEEDED_BALANCE);
    const transfer = db.ledgerEntries.findMany((q) => q.where({ memberId: LOTUS_ID, kind: 'transferOut' }));
    expect(transfer.map((entry) => [entry.amount, entry.orderNo])).toEqual([[-SEEDED_BALANCE, 'PG_SLOT']]);
  });

  it('moves nothing twice: a second entry (double tap, retry) finds the main wallet empty; collect brings it all back', async () => {
    await enterGame(token, { gameId: 1001102001, lobbyCode: 'LOTUS_LIVE' });
    const again = await enterGame(token, { gameId: 1001102001, lobbyCode: 'LOTUS_LIVE' });
    expect(new URL(again.data.url).searchParams.get('balance')).toBe(String(SEEDED_BALANCE + 300_000));
    expect(ledgerBalance(LOTUS_ID)).toBe(0);
    const collected = await call('POST', '/api/game/fund/collect', { token, body: { lobbyCode: 'LOTUS_LIVE' } });
    expect(collected.data).toEqual({ amount: SEEDED_BALANCE + 300_000, balance: SEEDED_BALANCE + 300_000 });
    const balance = await call('POST', '/api/fund/wallet/member/local', { token });
    expect(balance.data.memberWallet.balance).toBe(SEEDED_BALANCE + 300_000);
  });

  it('is for members only', async () => {
    expect((await enterGame('', PG)).code).toBe(10009);
    expect(ledgerBalance(LOTUS_ID)).toBe(SEEDED_BALANCE);
  });

  it('refuses an unknown game, a lobby code that is not the game\'s, an unknown game code and the C-sport game, moving nothing', async () => {
    for (const body of [
      { gameId: 42, lobbyCode: 'PP_SLOT' },
      { gameId: PG.gameId, lobbyCode: 'PP_SLOT' },
      { ...PG, gameCode: 'nope' },
      { gameId: 1001101101, lobbyCode: 'c_sports' },
    ]) {
      const answer = await enterGame(token, body, 'zh-CN');
      expect(answer).toEqual({ code: 1010000002, msg: '游戏不存在或已关闭', data: null });
    }
    expect((await enterGame(token, { gameId: 'x' })).code).toBe(1001000010);
    expect(ledgerBalance(LOTUS_ID)).toBe(SEEDED_BALANCE);
  });

  it('answers 1010000001 inside the game\'s window and enters again once it has closed (strictly between start and end)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      useScenario('lobby-maintenance');
      const refused = await enterGame(token, { gameId: 1001102002, lobbyCode: 'EVO_LIVE' }, 'en-US');
      expect(refused).toEqual({ code: 1010000001, msg: 'The game is under maintenance', data: null });
      expect((await enterGame(token, PG)).code).toBe(1010000001);
      expect((await enterGame(token, { gameId: 1001105001, lobbyCode: 'JILI_FISH' })).code).toBe(1010000001);
      expect(ledgerBalance(LOTUS_ID)).toBe(SEEDED_BALANCE);
      // The live table's window ends 20 minutes after the scenario was chosen (whole seconds, server time).
      vi.setSystemTime(Math.floor(start / 1000) * 1000 + 20 * 60_000);
      expect((await enterGame(token, { gameId: 1001102002, lobbyCode: 'EVO_LIVE' })).code).toBe(200);
      expect((await enterGame(token, PG)).code).toBe(1010000001);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the demo game page: a slot machine that shows the game name from its query', async () => {
    const response = await fetch(`${MOCK_ORIGIN}${DEMO_GAME_PATH}?name=Golden%20Dragon&lang=en&balance=5000`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<!doctype html>');
    expect(html).toContain("query.get('name')");
    expect(html).toContain('id="spin"');
  });
});
