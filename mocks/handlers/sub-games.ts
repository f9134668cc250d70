// The rooms' dice games (designed calls, openapi/main/paths/sub-games-designed.yaml): the round on the mock clock,
// the last results and the member's stakes; a stake on big or small of the open round. Stakes leave the wallet as
// ledger entries when taken and winnings come back as entries when the round settles (settled when any game call
// comes after it, and by a timer on the live clock). A repeated requestId answers the first stake and takes nothing.
import type { SubGameBet, SubGameBetResponse, SubGameResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { SubGameBetRecordType } from '../db/sub-games-collections';
import { DEFAULT_SEED } from '../seed';
import { liveHub } from '../socket/hub';
import { ledgerBalance, postLedgerEntry } from './ledger';
import { fail, jsonBody, ok, resultCodes } from './main-envelope';
import { liveNow, optionalMemberId } from './rooms-answers';
import { memberRoute, route } from './routes';
import { DICE_ODDS, historyAt, payoutOf, rollOf, ROUND_MS, roundAt, STAKE_LIMITS } from './sub-games-rounds';
import { textLanguageOf } from './text-language';

export const { codes: SubGameCode, messages: subGameMessages } = resultCodes({
  notFound: [1011000101, { vi: 'Không tìm thấy trò chơi', zh: '找不到该游戏', en: 'This game does not exist' }],
  roundClosed: [1011000102, { vi: 'Đã hết thời gian đặt cược vòng này', zh: '本局已停止下注', en: 'This round no longer takes bets' }],
  outOfLimits: [1011000103, { vi: 'Số tiền cược ngoài giới hạn', zh: '投注金额超出限额', en: 'The stake is outside the limits' }],
  lowBalance: [1011000104, { vi: 'Số dư không đủ', zh: '余额不足', en: 'Insufficient balance' }],
});

const subGameFail = (code: number) => fail(code, subGameMessages[code]);
const MY_BETS = 10;

const toBet = ({ betId, roundNo, option, amount, state, payout }: SubGameBetRecordType): SubGameBet => ({ betId, roundNo, option, amount, state, payout });

/** Pays every pending stake whose round has settled by `now`: winners get a payout entry. */
export async function settleSubGameBets(now: number): Promise<void> {
  for (const bet of db.subGameBets.findMany((q) => q.where({ state: 'pending' }))) {
    const round = roundAt(DEFAULT_SEED, bet.gameId, bet.roundNo * ROUND_MS);
    if (now < round.settlesAt) continue;
    const payout = payoutOf(bet.option, bet.amount, rollOf(DEFAULT_SEED, bet.gameId, bet.roundNo));
    await db.subGameBets.update((q) => q.where({ betId: bet.betId }), {
      data: (record) => {
        record.state = payout > 0 ? 'won' : 'lost';
        record.payout = payout;
      },
    });
    if (payout > 0) await postLedgerEntry({ memberId: bet.memberId, kind: 'betPayout', amount: payout, orderNo: bet.betId, remark: `Dice ${bet.roundNo}`, time: now });
  }
}

export const subGamesHandlers = [
  route<never, never, SubGameResponse>({ api: 'main', method: 'GET', path: '/api/live/subgame/detail', auth: false }, async ({ request }) => {
    const gameId = Number(new URL(request.url).searchParams.get('gameId'));
    const game = db.subGames.findFirst((q) => q.where({ gameId }));
    if (!game) return subGameFail(SubGameCode.notFound);
    const now = liveNow();
    await settleSubGameBets(now);
    const memberId = optionalMemberId(request);
    const member = memberId === null ? undefined : db.members.findFirst((q) => q.where({ id: memberId }));
    const myBets =
      memberId === null
        ? []
        : db.subGameBets
            .findMany((q) => q.where({ memberId, gameId }))
            .sort((a, b) => b.time - a.time)
            .slice(0, MY_BETS)
            .map(toBet);
    return ok({
      gameId,
      roomId: game.roomId,
      name: game.names[textLanguageOf(request)],
      serverTime: now,
      round: roundAt(DEFAULT_SEED, gameId, now),
      history: historyAt(DEFAULT_SEED, gameId, now),
      odds: DICE_ODDS,
      minStake: STAKE_LIMITS.min,
      maxStake: STAKE_LIMITS.max,
      currency: member?.currency ?? 'VND',
      myBets,
    });
  }),

  memberRoute<never, never, SubGameBetResponse>({ api: 'main', method: 'POST', path: '/api/live/subgame/bet' }, async ({ request, auth }) => {
    const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
    const memberId = auth.member.id;
    const requestId = typeof body.requestId === 'string' ? body.requestId : '';
    const repeated = db.subGameBets.findFirst((q) => q.where({ memberId, requestId }));
    if (requestId !== '' && repeated) return ok({ bet: toBet(repeated), balance: ledgerBalance(memberId) });
    const gameId = Number(body.gameId);
    if (!db.subGames.findFirst((q) => q.where({ gameId }))) return subGameFail(SubGameCode.notFound);
    const now = liveNow();
    await settleSubGameBets(now);
    const round = roundAt(DEFAULT_SEED, gameId, now);
    if (round.state !== 'betting' || Number(body.roundNo) !== round.roundNo) return subGameFail(SubGameCode.roundClosed);
    const amount = Number(body.amount);
    const option = body.option === 'big' || body.option === 'small' ? body.option : null;
    if (!option || !Number.isFinite(amount) || amount < STAKE_LIMITS.min || amount > STAKE_LIMITS.max || requestId.length < 8) {
      return subGameFail(SubGameCode.outOfLimits);
    }
    if (ledgerBalance(memberId) < amount) return subGameFail(SubGameCode.lowBalance);
    const betId = `SG${round.roundNo}${String(memberId).slice(-4)}${String(db.subGameBets.all().length + 1).padStart(3, '0')}`;
    const bet = await db.subGameBets.create({ betId, memberId, gameId, roundNo: round.roundNo, option, amount, requestId, state: 'pending', payout: 0, time: now });
    await postLedgerEntry({ memberId, kind: 'bet', amount: -amount, orderNo: betId, remark: `Dice ${round.roundNo}`, time: now });
    liveHub.after(round.settlesAt - now, () => settleSubGameBets(liveNow()));
    return ok({ bet: toBet(bet), balance: ledgerBalance(memberId) });
  }),
];
