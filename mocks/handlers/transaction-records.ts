// The designed transaction-record calls: GET /api/fund/record/list (type, status, date range, page) and
// GET /api/fund/record/detail (one record with its order details and status history). Both first bring the
// member's orders and bets up to date (deposit and withdrawal clocks, bets on matches that ended) so the records
// agree with the balance call; texts follow the request's Language header.
import type {
  TransactionRecord,
  TransactionRecordDetail,
  TransactionRecordDetailResponse,
  TransactionRecordPageResponse,
} from '@/shared/api/generated/main/model';
import { GetTransactionRecordDetailQueryParams, GetTransactionRecordsQueryParams } from '@/shared/api/generated/main/zod/operations.zod';
import { textLanguageOf } from './text-language';
import { settleDueDeposits } from './deposits-lifecycle';
import { transactionRecordsOf } from './transaction-records-build';
import { MAX_RANGE_DAYS, RECORD_CODES } from './transaction-records-texts';
import { fail, ok } from './main-envelope';
import { memberRoute } from './routes';
import { settleDueOrders } from './sports-settlement';
import { advanceDueWithdrawOrders } from './withdrawals-lifecycle';

export const FUNDS_RECORD_ROUTES = {
  list: { api: 'main', method: 'GET', path: '/api/fund/record/list' },
  detail: { api: 'main', method: 'GET', path: '/api/fund/record/detail' },
} as const;

const DAY_MS = 86_400_000;

async function bringUpToDate(memberId: number): Promise<void> {
  await settleDueDeposits(memberId);
  await advanceDueWithdrawOrders(memberId);
  await settleDueOrders(Date.now(), memberId);
}

/** The query parameters, with the paging numbers as numbers (anything else stays text and fails the schema). */
function queryOf(request: Request): Record<string, string | number> {
  const query: Record<string, string | number> = Object.fromEntries(new URL(request.url).searchParams);
  for (const key of ['current', 'size']) {
    const value = query[key];
    if (typeof value === 'string' && /^\d+$/.test(value)) query[key] = Number(value);
  }
  return query;
}

/** The row fields of a record (the list leaves the details out). */
function row(record: TransactionRecordDetail): TransactionRecord {
  const { recordNo, type, kind, title, amount, currency, status, statusText, orderNo, time } = record;
  return { recordNo, type, kind, title, amount, currency, status, statusText, orderNo, time };
}

/** Days between two yyyy-MM-dd dates (NaN when either is not a real date). */
function daysBetween(start: string, end: string): number {
  const parse = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);
  return (parse(end) - parse(start)) / DAY_MS;
}

export const fundsRecordHandlers = [
  memberRoute<never, never, TransactionRecordPageResponse>(FUNDS_RECORD_ROUTES.list, async ({ request, auth }) => {
    const language = textLanguageOf(request);
    const parsed = GetTransactionRecordsQueryParams.safeParse(queryOf(request));
    const span = parsed.success ? daysBetween(parsed.data.startDate, parsed.data.endDate) : Number.NaN;
    if (!parsed.success || !(span >= 0 && span < MAX_RANGE_DAYS)) {
      return fail(RECORD_CODES.badRange.code, RECORD_CODES.badRange.msg[language]);
    }
    const { type = 'all', status = 'all', startDate, endDate, current = 1, size = 20 } = parsed.data;
    await bringUpToDate(auth.member.id);
    const matching = transactionRecordsOf(auth.member.id, language).filter((record) => {
      const day = record.time.slice(0, 10);
      return (type === 'all' || record.type === type) && (status === 'all' || record.status === status) && day >= startDate && day <= endDate;
    });
    const records = matching.slice((current - 1) * size, current * size).map(row);
    return ok({ records, total: matching.length, current, size });
  }),

  memberRoute<never, never, TransactionRecordDetailResponse>(FUNDS_RECORD_ROUTES.detail, async ({ request, auth }) => {
    const language = textLanguageOf(request);
    const parsed = GetTransactionRecordDetailQueryParams.safeParse(queryOf(request));
    if (parsed.success) await bringUpToDate(auth.member.id);
    const record = parsed.success ? transactionRecordsOf(auth.member.id, language).find((r) => r.recordNo === parsed.data.recordNo) : undefined;
    return record ? ok(record) : fail(RECORD_CODES.notFound.code, RECORD_CODES.notFound.msg[language]);
  }),
];
