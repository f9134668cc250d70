// The funds ledger of the mock backend: every money movement of a member (seed opening balance, deposits,
// withdrawals, bets and their returns, bonuses, game-wallet transfers) is an entry, and the main wallet's balance is
// the sum of the member's entries. Writers post here instead of changing the wallet; `wallets.balance` is kept equal
// to the sum so that code reading the wallet record sees the same money.
import { db } from '../db';
import { LEDGER_KINDS, type LedgerEntryRecord } from '../db/ledger-collections';

export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type { LedgerEntryRecord };

export interface LedgerEntryInput {
  memberId: number;
  kind: LedgerKind;
  /** Signed main-wallet money: positive in, negative out. */
  amount: number;
  /** The deposit/withdraw order number or bet id the entry belongs to. */
  orderNo?: string;
  remark?: string;
  /** Milliseconds; defaults to now. */
  time?: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The member's balance: the sum of the ledger entries, rounded to 2 decimals. */
export function ledgerBalance(memberId: number): number {
  return round2(db.ledgerEntries.findMany((q) => q.where({ memberId })).reduce((sum, entry) => sum + entry.amount, 0));
}

/** The member's entries, newest first (ties: the later written first). */
export function ledgerEntriesOf(memberId: number): LedgerEntryRecord[] {
  return db.ledgerEntries.findMany((q) => q.where({ memberId })).sort((a, b) => b.time - a.time || b.id - a.id);
}

let lastId = 0;
/** The next sequence number: 1 after a cleared database, else one above every entry written. */
function nextId(): number {
  const ids = db.ledgerEntries.all().map((entry) => entry.id);
  lastId = ids.length === 0 ? 1 : Math.max(lastId, ...ids) + 1;
  return lastId;
}

/** Writes one entry (amount rounded to 2 decimals) and returns it as stored. */
export async function postLedgerEntry(input: LedgerEntryInput): Promise<LedgerEntryRecord> {
  if (!Number.isFinite(input.amount)) throw new Error(`Ledger amount must be a number, got ${input.amount}`);
  const { memberId } = input;
  const amount = round2(input.amount);
  const balanceAfter = round2(ledgerBalance(memberId) + amount);
  const entry = await db.ledgerEntries.create({
    id: nextId(),
    memberId,
    kind: input.kind,
    amount,
    balanceAfter,
    orderNo: input.orderNo ?? '',
    remark: input.remark ?? '',
    time: input.time ?? Date.now(),
  });
  await db.wallets.update((q) => q.where({ memberId }), {
    data: (wallet) => {
      wallet.balance = balanceAfter;
    },
  });
  return entry;
}
