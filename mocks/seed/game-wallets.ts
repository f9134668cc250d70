// Game wallets: money the game lobbies hold for a member outside the main wallet, which /transfer collects back
// (game/fund/collect). Every lobby single-wallet/jump can move money into has a wallet: the slot platforms, the
// live tables, the lotteries and the fishing games of the game type list (names from the same catalogue). lotus888
// has money left in two lobbies and none in the third; other members have none until they enter a game.
import { db } from '../db';
import { FISHING_GAMES, LIVE_GAMES, LOTTERY_GAMES, SLOT_PLATFORMS } from './game-types';
import type { Texts } from '../handlers/text-language';

export const GAME_WALLET_MEMBER_ID = 10001;

/** Every lobby with a game wallet, in the game type list's order, named in each answer language. */
export const GAME_LOBBIES: readonly { lobbyCode: string; names: Texts }[] = [...SLOT_PLATFORMS, ...LIVE_GAMES, ...LOTTERY_GAMES, ...FISHING_GAMES].map(
  ({ lobbyCode, names }) => ({ lobbyCode, names }),
);

/** The lobbies /transfer always lists (a member's usual games), whether or not they hold anything. */
export const LISTED_LOBBIES: readonly string[] = ['PP_SLOT', 'LOTUS_LIVE', 'FAST_LOTTO'];

/** lotus888's seeded game-wallet balances (VND). */
export const SEED_GAME_WALLETS: Readonly<Record<string, number>> = { PP_SLOT: 125_000, LOTUS_LIVE: 300_000, FAST_LOTTO: 0 };

export async function seedGameWallets(): Promise<void> {
  for (const [lobbyCode, balance] of Object.entries(SEED_GAME_WALLETS)) {
    await db.gameWallets.create({ memberId: GAME_WALLET_MEMBER_ID, lobbyCode, balance });
  }
}
