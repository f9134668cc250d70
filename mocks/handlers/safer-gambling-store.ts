// The safer-gambling records of a member as the rules read them: the limits with waiting changes settled at `now`,
// the settings (defaults until the member changes them), the break in force, and the money movements the limits
// count, from the funds ledger (deposits, stakes, returns) and the deposit orders still open (a requested deposit
// counts against a deposit limit at once).
import { allowanceOf, LIMIT_KINDS, type Allowance, type Movement } from '@/shared/safer-gambling/lib/allowance';
import { settle } from '@/shared/safer-gambling/lib/limit-change';
import { DEFAULT_TIME_ZONE, LIMIT_PERIODS } from '@/shared/safer-gambling/lib/periods';
import { db } from '../db';
import type { SaferGamblingLimitRecordType } from '../db/safer-gambling-collections';
import { OPEN_DEPOSIT_STATUSES } from './deposits-lifecycle';
import { parseServerTime } from './account-shared';

export type LimitKey = Pick<SaferGamblingLimitRecordType, 'kind' | 'period'>;

/** Every limit a member has, in the order the screens list them: deposit, loss, stake by day, week, month; session. */
export const LIMIT_KEYS: readonly LimitKey[] = [
  ...LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

export function settingsOf(memberId: number) {
  return (
    db.saferGamblingSettings.findFirst((q) => q.where({ memberId })) ?? { memberId, timeZone: DEFAULT_TIME_ZONE, intervalMinutes: 0 as const, showSessionTimer: false }
  );
}

export async function saveSettings(memberId: number, change: Partial<{ intervalMinutes: 0 | 15 | 30 | 60; showSessionTimer: boolean }>) {
  const next = { ...settingsOf(memberId), ...change };
  await db.saferGamblingSettings.deleteMany((q) => q.where({ memberId }));
  return db.saferGamblingSettings.create(next);
}

/** The stored limit, its waiting change settled at `now` (written back so it stays settled). */
export function limitRecord(memberId: number, key: LimitKey, now: number): SaferGamblingLimitRecordType {
  const stored = db.saferGamblingLimits.findFirst((q) => q.where({ memberId, kind: key.kind, period: key.period }));
  const base = stored ?? { memberId, ...key, value: null, pendingValue: null, pendingFrom: null };
  const pending = base.pendingFrom === null ? undefined : { value: base.pendingValue, from: base.pendingFrom };
  const state = settle({ value: base.value, pending }, now);
  return { ...base, value: state.value, pendingValue: state.pending?.value ?? null, pendingFrom: state.pending?.from ?? null };
}

export async function saveLimit(record: SaferGamblingLimitRecordType): Promise<void> {
  const { memberId, kind, period } = record;
  await db.saferGamblingLimits.deleteMany((q) => q.where({ memberId, kind, period }));
  await db.saferGamblingLimits.create(record);
}

/** The deposits, stakes and returns of the member, from the ledger and the open deposit orders. */
export function movementsOf(memberId: number): Movement[] {
  const movements: Movement[] = [];
  for (const entry of db.ledgerEntries.findMany((q) => q.where({ memberId }))) {
    if (entry.kind === 'deposit') movements.push({ time: entry.time, type: 'deposit', amount: entry.amount });
    else if (entry.kind === 'bet') movements.push({ time: entry.time, type: 'stake', amount: -entry.amount });
    else if (entry.kind === 'betRefund' || entry.kind === 'betPayout' || entry.kind === 'cashOut') movements.push({ time: entry.time, type: 'return', amount: entry.amount });
  }
  for (const order of db.depositOrders.findMany((q) => q.where({ memberId }))) {
    if (OPEN_DEPOSIT_STATUSES.has(order.status)) movements.push({ time: parseServerTime(order.createTime), type: 'deposit', amount: order.amount });
  }
  return movements;
}

/** The member's money limits (deposit, loss, stake) as allowances at `now`. */
export function allowancesOf(memberId: number, now: number): Allowance[] {
  const { timeZone } = settingsOf(memberId);
  const movements = movementsOf(memberId);
  return LIMIT_KEYS.flatMap((key) => {
    if (key.kind === 'session' || key.period === 'session') return [];
    const { value } = limitRecord(memberId, key, now);
    return [allowanceOf(key.kind, key.period, value, movements, now, timeZone)];
  });
}

/** The break in force at `now`, if any. */
export function breakOf(memberId: number, now: number) {
  return db.saferGamblingBreaks.findMany((q) => q.where({ memberId })).find((record) => record.since <= now && now < record.until);
}

/** The member's newest main session (the one the session limit and the reality checks count from). */
export function currentSession(memberId: number) {
  return db.sessions
    .findMany((q) => q.where({ memberId, kind: 'main' }))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}
