// The activity statement: per day (7), week (8) or month (6) in the member's time zone, newest first, what the funds
// ledger holds: deposits credited, withdrawals (less those returned), stakes, returns (payouts, refunds, cash-outs)
// and the net result of betting.
import type { SaferGamblingStatement } from '@/shared/api/generated/main/model';
import { recentWindows, zonedIso, type LimitPeriod } from '@/shared/safer-gambling/lib/periods';
import { db } from '../db';
import { settingsOf } from './safer-gambling-store';

const ROWS: Record<LimitPeriod, number> = { day: 7, week: 8, month: 6 };
const round2 = (value: number) => Math.round(value * 100) / 100;

export function statementOf(memberId: number, period: LimitPeriod, currency: string, now: number): SaferGamblingStatement {
  const { timeZone } = settingsOf(memberId);
  const entries = db.ledgerEntries.findMany((q) => q.where({ memberId }));
  const rows = recentWindows(period, now, timeZone, ROWS[period]).map(({ start, end }) => {
    const inside = entries.filter((entry) => entry.time >= start && entry.time < end);
    const sum = (...kinds: string[]) => round2(inside.filter((entry) => kinds.includes(entry.kind)).reduce((total, entry) => total + entry.amount, 0));
    const stakes = -sum('bet');
    const returns = sum('betRefund', 'betPayout', 'cashOut');
    return {
      from: zonedIso(start, timeZone),
      to: zonedIso(end, timeZone),
      deposits: sum('deposit'),
      withdrawals: -sum('withdraw', 'withdrawReturn'),
      stakes,
      returns,
      net: round2(returns - stakes),
    };
  });
  return { period, timeZone, currency, rows };
}
