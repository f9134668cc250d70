// Game wallets: money the game lobbies hold for a member outside the main wallet, which /transfer collects back
// (game/fund/collect). lotus888 has money left in two lobbies and none in the third; other members have none.
import { db } from '../db';
import type { TextLanguage as Language } from '../handlers/text-language';

export const GAME_WALLET_MEMBER_ID = 10001;

/** The lobbies with a wallet, in display order, named in each answer language. */
export const GAME_LOBBIES: readonly { lobbyCode: string; names: Readonly<Record<Language, string>> }[] = [
  { lobbyCode: 'PP_SLOT', names: { vi: 'PP Slot', zh: 'PP 老虎机', en: 'PP Slots' } },
  { lobbyCode: 'LOTUS_LIVE', names: { vi: 'Sòng bài trực tiếp Lotus', zh: 'Lotus 真人娱乐', en: 'Lotus Live Casino' } },
  { lobbyCode: 'FAST_LOTTO', names: { vi: 'Xổ số nhanh', zh: '快乐彩', en: 'Fast Lotto' } },
];

/** lotus888's seeded game-wallet balances (VND). */
export const SEED_GAME_WALLETS: Readonly<Record<string, number>> = { PP_SLOT: 125_000, LOTUS_LIVE: 300_000, FAST_LOTTO: 0 };

export async function seedGameWallets(): Promise<void> {
  for (const { lobbyCode } of GAME_LOBBIES) {
    await db.gameWallets.create({ memberId: GAME_WALLET_MEMBER_ID, lobbyCode, balance: SEED_GAME_WALLETS[lobbyCode] ?? 0 });
  }
}
