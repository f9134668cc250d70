// POST /api/game/bet/single-wallet/jump (members only): enters a game of the game type list (a slot platform with
// one of its games' codes, or a live / lottery / fishing entry). Single wallet: the member's whole main-wallet balance
// moves into the game wallet of the lobby (a transferOut ledger entry), so game/fund/collect afterwards brings it back.
// Answers the url of the mock's demo game page (game-entry-page.ts) on the request's origin. A game inside its own
// or its type's maintenance window answers 1010000001; an unknown game, a lobby code that is not the game's, a game
// code the platform does not have, and the C-sport game (entered with its own sports token) answer 1010000002.
import type { GameJumpResponse } from '@/shared/api/generated/main/model';
import { GameJumpRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { C_SPORT_GAME_ID } from '@/shared/game-types/lib/game-type-rules';
import { db } from '../db';
import { demoGameUrl } from './game-entry-page';
import { ledgerBalance, postLedgerEntry } from './ledger';
import { findEntry, isEntryUnderMaintenance, LobbyCode, lobbyFail, seededTypes, type TypesSource } from './game-lobby-catalogue';
import { LOBBY_NAMES } from '../seed/game-types';
import { fail, jsonBody, ok } from './main-envelope';
import { memberRoute } from './routes';
import { gameEntryRefusal } from './safer-gambling-rules';
import { textLanguageOf } from './text-language';

export const GAME_JUMP = { api: 'main', method: 'POST', path: '/api/game/bet/single-wallet/jump' } as const;

/** Moves the member's main-wallet balance into the lobby's game wallet; answers what the game wallet holds after. */
export async function moveIntoGameWallet(memberId: number, lobbyCode: string, now = Date.now()): Promise<number> {
  const amount = ledgerBalance(memberId);
  const wallet = db.gameWallets.findFirst((q) => q.where({ memberId, lobbyCode }));
  if (amount <= 0) return wallet?.balance ?? 0;
  await postLedgerEntry({ memberId, kind: 'transferOut', amount: -amount, orderNo: lobbyCode, remark: lobbyCode, time: now });
  if (!wallet) {
    await db.gameWallets.create({ memberId, lobbyCode, balance: amount });
    return amount;
  }
  const balance = Math.round((wallet.balance + amount) * 100) / 100;
  await db.gameWallets.update((q) => q.where({ memberId, lobbyCode }), {
    data: (draft) => {
      draft.balance = balance;
    },
  });
  return balance;
}

export function gameJumpHandler(source: TypesSource = seededTypes) {
  return memberRoute<never, never, GameJumpResponse>(GAME_JUMP, async ({ request, auth }) => {
    const language = textLanguageOf(request);
    const parsed = GameJumpRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return lobbyFail(LobbyCode.badRequest);
    const { gameId, lobbyCode, gameCode } = parsed.data;
    const found = findEntry(source(), gameId);
    if (!found || gameId === C_SPORT_GAME_ID || found.game.lobbyCode !== lobbyCode) return lobbyFail(LobbyCode.closed);
    const slotGame = gameCode ? db.slotGames.findFirst((q) => q.where({ platformId: gameId, gameCode })) : undefined;
    if (gameCode && !slotGame) return lobbyFail(LobbyCode.closed);
    if (isEntryUnderMaintenance(found)) return lobbyFail(LobbyCode.maintenance);
    const limited = gameEntryRefusal(auth.member.id);
    if (limited) return fail(limited.code, limited.texts);
    const balance = await moveIntoGameWallet(auth.member.id, lobbyCode);
    const name = slotGame?.names[language] ?? LOBBY_NAMES.get(gameId)?.[language] ?? found.game.name;
    const currency = db.wallets.findFirst((q) => q.where({ memberId: auth.member.id }))?.currency ?? 'VND';
    const url = demoGameUrl(new URL(request.url).origin, { name, game: gameCode || lobbyCode, lobby: lobbyCode, lang: language, balance, currency });
    return ok({ url, lobbyCode });
  });
}
