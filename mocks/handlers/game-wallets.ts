// /transfer's calls: the game-wallet balances (designed GET /api/game/fund/wallets) and game/fund/collect, which
// moves what the game wallets hold into the main wallet as one `transferIn` ledger entry per wallet. Collecting
// twice is harmless: the second time finds nothing to move.
import type { FundCollect, FundCollectResponse, GameWalletList, GameWalletListResponse } from '@/shared/api/generated/main/model';
import { FundCollectRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { textLanguageOf, type TextLanguage } from './text-language';
import { GAME_LOBBIES, LISTED_LOBBIES } from '../seed/game-wallets';
import { ledgerBalance, postLedgerEntry } from './ledger';
import { jsonBody, ok } from './main-envelope';
import { memberRoute } from './routes';

export const FUNDS_COLLECT_ROUTES = {
  wallets: { api: 'main', method: 'GET', path: '/api/game/fund/wallets' },
  collect: { api: 'main', method: 'POST', path: '/api/game/fund/collect' },
} as const;

const round2 = (value: number): number => Math.round(value * 100) / 100;

const lobbyName = (lobbyCode: string, language: TextLanguage): string =>
  GAME_LOBBIES.find((lobby) => lobby.lobbyCode === lobbyCode)?.names[language] ?? lobbyCode;

/**
 * The member's game wallets in lobby order: the always-listed lobbies (empty when the member has no wallet record
 * there) and every other lobby a game entry moved money into (it has a record, even when collected since).
 */
export function gameWalletsOf(memberId: number, language: TextLanguage): GameWalletList {
  const held = db.gameWallets.findMany((q) => q.where({ memberId }));
  const listed = GAME_LOBBIES.filter(({ lobbyCode }) => LISTED_LOBBIES.includes(lobbyCode) || held.some((wallet) => wallet.lobbyCode === lobbyCode));
  const wallets = listed.map(({ lobbyCode }) => ({
    lobbyCode,
    name: lobbyName(lobbyCode, language),
    balance: held.find((wallet) => wallet.lobbyCode === lobbyCode)?.balance ?? 0,
  }));
  const currency = db.wallets.findFirst((q) => q.where({ memberId }))?.currency ?? 'VND';
  return { wallets, total: round2(wallets.reduce((sum, wallet) => sum + wallet.balance, 0)), currency };
}

/** Moves the game wallets' money (of one lobby, or all) into the main wallet; returns the amount moved and the balance. */
export async function collectGameFunds(memberId: number, lobbyCode?: string, now = Date.now()): Promise<FundCollect> {
  const wallets = db.gameWallets
    .findMany((q) => q.where({ memberId }))
    .filter((wallet) => wallet.balance > 0 && (lobbyCode === undefined || wallet.lobbyCode === lobbyCode));
  let amount = 0;
  for (const wallet of wallets) {
    await db.gameWallets.update((q) => q.where({ memberId, lobbyCode: wallet.lobbyCode }), {
      data: (draft) => {
        draft.balance = 0;
      },
    });
    await postLedgerEntry({ memberId, kind: 'transferIn', amount: wallet.balance, orderNo: wallet.lobbyCode, remark: wallet.lobbyCode, time: now });
    amount += wallet.balance;
  }
  return { amount: round2(amount), balance: ledgerBalance(memberId) };
}

export const fundsCollectHandlers = [
  memberRoute<never, never, GameWalletListResponse>(FUNDS_COLLECT_ROUTES.wallets, ({ request, auth }) =>
    ok(gameWalletsOf(auth.member.id, textLanguageOf(request))),
  ),

  memberRoute<never, never, FundCollectResponse>(FUNDS_COLLECT_ROUTES.collect, async ({ request, auth }) => {
    // The body is optional; an unreadable one collects every lobby, as an absent one does.
    const parsed = FundCollectRequest.safeParse((await jsonBody(request)) ?? {});
    const lobbyCode = parsed.success ? parsed.data.lobbyCode : undefined;
    return ok(await collectGameFunds(auth.member.id, lobbyCode || undefined));
  }),
];
