// The funds ledger: one record per money movement of a member (mocks/handlers/ledger.ts writes it). The main
// wallet's balance is the sum of a member's entries. Beside it, the game wallets: money game lobbies hold.
import { Collection } from '@msw/data';
import { z } from 'zod';

export const LEDGER_KINDS = [
  'opening',
  'deposit',
  'depositGift',
  'withdraw',
  'withdrawReturn',
  'bet',
  'betRefund',
  'betPayout',
  'cashOut',
  'bonus',
  'transferIn',
  'transferOut',
] as const;

export const LedgerEntry = z.object({
  /** Sequence number, unique over all members, in the order the entries were written. */
  id: z.int().positive(),
  memberId: z.int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed main-wallet money (VND for lotus888): positive in, negative out. */
  amount: z.number(),
  /** The member's balance right after this entry. */
  balanceAfter: z.number(),
  /** The deposit/withdraw order number or bet id the entry belongs to ('' when none). */
  orderNo: z.string(),
  remark: z.string(),
  /** Milliseconds since the epoch. */
  time: z.int(),
});

export type LedgerEntryRecord = z.infer<typeof LedgerEntry>;

export const ledgerEntries = new Collection({ schema: LedgerEntry });

/** Money a game lobby holds for a member outside the main wallet (fund/collect brings it back). */
export const GameWalletRecord = z.object({
  memberId: z.int(),
  lobbyCode: z.string().min(1),
  /** In the member's main-wallet currency. */
  balance: z.number().nonnegative(),
});

export const gameWallets = new Collection({ schema: GameWalletRecord });

export const ledgerCollections = { ledgerEntries, gameWallets };
