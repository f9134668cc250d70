// The deposit order lifecycle on simulated time. Orders move when a deposit call reads them (nothing runs in the
// background): C2C 8 (matching) -> 0 once a seller is found; 0 (awaiting payment) -> 2 on the receipt upload, or
// -> 7 for USDT once the chain transfer "arrives"; 2 -> 7 once the payment is found; 7 (review) -> 1 credited
// (amount and gift posted to the ledger) or 6 rejected. An unpaid order (0 or 8) past its expiry time becomes 5.
// advanceDepositOrder moves an open order to its end at once (the advanceOrder control).
import type { DepositOrder } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { DepositTimelineRecord } from '../db/deposits-collections';
import { C2C_SELLER, findDepositChannel, REJECT_REASON } from '../seed/deposits';
import type { TextLanguage } from './text-language';
import { parseServerTime } from './account-shared';
import { postLedgerEntry } from './ledger';

export type DepositOutcome = DepositTimelineRecord['outcome'];

/** How long each step takes on the simulated clock. */
export const DEPOSIT_STEP_MS = {
  /** A C2C order finds its seller. */
  match: 15_000,
  /** A USDT transfer is seen on the chain. */
  chain: 60_000,
  /** A receipt's payment is found. */
  confirm: 10_000,
  /** The review ends. */
  review: 20_000,
} as const;

/** Unpaid orders expire this long after they are created. */
export const DEPOSIT_EXPIRY_MS = 30 * 60_000;

/** Statuses that count as open (SPEC.md section 4 "Deposit order"). */
export const OPEN_DEPOSIT_STATUSES: ReadonlySet<number> = new Set([0, 2, 7, 8]);

let offset = 0;

/** The simulated clock of the deposit lifecycle: real time plus what tests and tools skipped ahead. */
export const depositClock = {
  now: (): number => Date.now() + offset,
  /** Skips the clock ahead by `ms`. */
  advance(ms: number): void {
    offset += ms;
  },
  reset(): void {
    offset = 0;
  },
};

export type DepositOrderRecord = DepositOrder & { memberId: number };

function timelineOf(orderNo: string): DepositTimelineRecord | undefined {
  return db.depositTimelines.findFirst((q) => q.where({ orderNo }));
}

/** Starts an order's timeline (on create). */
export async function startTimeline(order: DepositOrderRecord, outcome: DepositOutcome = 'success'): Promise<void> {
  await db.depositTimelines.create({ orderNo: order.orderNo, memberId: order.memberId, since: depositClock.now(), outcome });
}

/** Decides now how an order's review will end (deposit-rejected scenario). */
export async function setOutcome(orderNo: string, outcome: DepositOutcome): Promise<void> {
  await db.depositTimelines.update((q) => q.where({ orderNo }), { data: (t) => void (t.outcome = outcome) });
}

async function moveTo(order: DepositOrderRecord, status: number, at: number, change: Partial<DepositOrder> = {}): Promise<void> {
  await db.depositOrders.update((q) => q.where({ orderNo: order.orderNo }), {
    data: (draft) => {
      Object.assign(draft, change);
      draft.status = status as DepositOrder['status'];
    },
  });
  if (timelineOf(order.orderNo)) await db.depositTimelines.update((q) => q.where({ orderNo: order.orderNo }), { data: (t) => void (t.since = at) });
  else await db.depositTimelines.create({ orderNo: order.orderNo, memberId: order.memberId, since: at, outcome: 'success' });
}

/** Ends an order's review: credited (ledger entries for the amount paid in and the gift) or rejected. */
async function finish(order: DepositOrderRecord, outcome: DepositOutcome, at: number): Promise<void> {
  if (outcome === 'rejected') {
    await moveTo(order, 6, at, { rejectReason: REJECT_REASON.vi });
    return;
  }
  await moveTo(order, 1, at);
  const paidIn = order.amount - (order.fee ?? 0);
  await postLedgerEntry({ memberId: order.memberId, kind: 'deposit', amount: paidIn, orderNo: order.orderNo, time: at });
  const gift = order.giftAmount ?? 0;
  if (gift > 0) await postLedgerEntry({ memberId: order.memberId, kind: 'depositGift', amount: gift, orderNo: order.orderNo, time: at });
}

/** One due step of an open order, or null when it waits. */
function dueStep(order: DepositOrderRecord, since: number, now: number): { status: number; at: number; change?: Partial<DepositOrder> } | null {
  const parsed = order.expireTime ? parseServerTime(order.expireTime) : Number.NaN;
  const expiry = Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  const unpaid = order.status === 0 || order.status === 8;
  if (unpaid && now >= expiry) return { status: 5, at: expiry };
  if (order.status === 8 && now >= since + DEPOSIT_STEP_MS.match) return { status: 0, at: since + DEPOSIT_STEP_MS.match, change: { payee: C2C_SELLER } };
  if (order.status === 0 && order.payType === 3 && now >= since + DEPOSIT_STEP_MS.chain) return { status: 7, at: since + DEPOSIT_STEP_MS.chain };
  if (order.status === 2 && now >= since + DEPOSIT_STEP_MS.confirm) return { status: 7, at: since + DEPOSIT_STEP_MS.confirm };
  if (order.status === 7 && now >= since + DEPOSIT_STEP_MS.review) return { status: -1, at: since + DEPOSIT_STEP_MS.review };
  return null;
}

/** Moves every open order of the member (of everyone when no member is named) through the steps now due. */
export async function settleDueDeposits(memberId?: number): Promise<void> {
  const now = depositClock.now();
  const open = db.depositOrders
    .findMany((q) => (memberId === undefined ? q : q.where({ memberId })))
    .filter((order) => OPEN_DEPOSIT_STATUSES.has(order.status));
  for (const start of open) {
    let order: DepositOrderRecord | undefined = start;
    while (order && OPEN_DEPOSIT_STATUSES.has(order.status)) {
      const timeline = timelineOf(order.orderNo);
      const step = dueStep(order, timeline?.since ?? now, now);
      if (!step) break;
      if (step.status === -1) await finish(order, timeline?.outcome ?? 'success', step.at);
      else await moveTo(order, step.status, step.at, step.change);
      const orderNo: string = order.orderNo;
      order = db.depositOrders.findFirst((q) => q.where({ orderNo }));
    }
  }
}

/** The receipt upload: awaiting payment (0) -> receipt received (2). */
export async function receiptReceived(order: DepositOrderRecord, receiptUrl: string): Promise<void> {
  await moveTo(order, 2, depositClock.now(), { receiptUrl });
}

/** The player cancels: status 4. */
export async function cancelled(order: DepositOrderRecord): Promise<void> {
  await moveTo(order, 4, depositClock.now());
}

/**
 * Moves an open deposit order to its end at once: credited ('success', the default) or 'rejected'. A closed order
 * stays as it is. Throws for an unknown order number.
 */
export async function advanceDepositOrder(orderNo: string, outcome: DepositOutcome = 'success'): Promise<{ orderNo: string; status: number }> {
  const order = db.depositOrders.findFirst((q) => q.where({ orderNo }));
  if (!order) throw new Error(`No deposit order ${orderNo}`);
  if (OPEN_DEPOSIT_STATUSES.has(order.status)) await finish(order, outcome, depositClock.now());
  const now = db.depositOrders.findFirst((q) => q.where({ orderNo }));
  return { orderNo, status: now?.status ?? order.status };
}

/** An order as answered: without its owner, its channel name and reject reason in the request's language. */
export function orderForAnswer(record: DepositOrderRecord, language: TextLanguage): DepositOrder {
  const { memberId: _owner, ...order } = record;
  const channel = findDepositChannel(order.channelId);
  return {
    ...order,
    ...(channel ? { channelName: channel.name[language] } : {}),
    rejectReason: order.status === 6 ? REJECT_REASON[language] : null,
  };
}
