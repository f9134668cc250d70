// Result codes of the provider's betting, cash-out and reserve calls (written once with their messages), the
// member check those calls share and the parsing of their bodies.
import type { z } from 'zod';
import { failureText, jsonBody, resultCodes } from './main-envelope';
import { providerCaller, SPORTS_TEXTS, sportsFail, SportsCode } from './sports-envelope';
import { inEveryLanguage } from './text-language';

export const { codes: OrderCode, messages: orderMessages } = resultCodes({
  badParameter: [SportsCode.badParameter, SPORTS_TEXTS.badParameter],
  notLoggedIn: [14009, { vi: 'Vui lòng đăng nhập trước', zh: '请先登录', en: 'Please log in first' }],
  spanTooLong: [14051, { vi: 'Khoảng thời gian tra cứu không được quá 31 ngày', zh: '查询范围不能超过31天', en: 'The query range may not exceed 31 days' }],
  marketUpdated: [14059, { vi: 'Kèo đã được cập nhật', zh: '盘口已更新', en: 'The market has been updated' }],
  reserveOff: [14060, { vi: 'Chưa hỗ trợ đặt cược chờ', zh: '暂不支持预约投注', en: 'Reserve bets are not available' }],
  badCashOutStake: [14066, { vi: 'Số tiền rút sớm không hợp lệ', zh: '提前兑现金额无效', en: 'Invalid cash-out stake' }],
  reserveLimit: [14085, { vi: 'Bạn đã có 10 cược chờ đang mở', zh: '您已有10笔未完成的预约投注', en: 'You already have 10 open reserve bets' }],
  oddsLevel: [14086, { vi: 'Tỷ lệ mục tiêu phải cao hơn tỷ lệ hiện tại', zh: '目标赔率必须高于当前赔率', en: 'The target odds must be higher than the current odds' }],
  reserveOddsFormat: [14088, { vi: 'Cược chờ chỉ nhận tỷ lệ châu Âu', zh: '预约投注仅支持欧洲盘赔率', en: 'Reserve bets take European odds only' }],
  tooManySelections: [14090, { vi: 'Quá nhiều lựa chọn', zh: '选项过多', en: 'Too many selections' }],
  betFailed: [3000, { vi: 'Đặt cược thất bại', zh: '投注失败', en: 'Bet failed' }],
  balance: [3001, { vi: 'Số dư không đủ', zh: '余额不足', en: 'Insufficient balance' }],
  marketClosed: [3002, { vi: 'Kèo đã đóng', zh: '盘口已关闭', en: 'The market is closed' }],
  oddsChanged: [3003, { vi: 'Tỷ lệ cược đã thay đổi', zh: '赔率已变化', en: 'Odds have changed' }],
  tooManyOrders: [3004, { vi: 'Quá nhiều lệnh cược trong một yêu cầu', zh: '单次请求的注单过多', en: 'Too many orders in one request' }],
  belowMinStake: [3005, { vi: 'Tiền cược thấp hơn mức tối thiểu 10', zh: '投注金额低于最低限额10', en: 'Stake is below the minimum of 10' }],
  aboveMaxStake: [3006, { vi: 'Tiền cược vượt quá mức tối đa của trận này', zh: '投注金额超过本场比赛的最高限额', en: 'Stake is above the maximum for this match' }],
  tooManyLegs: [3009, { vi: 'Quá nhiều lựa chọn trong một cược xiên', zh: '串关选项过多', en: 'Too many selections in one parlay' }],
  notParlay: [3010, { vi: 'Lựa chọn này không thể dùng trong cược xiên', zh: '该选项不能用于串关', en: 'This selection cannot be used in a parlay' }],
  sameMatch: [3011, { vi: 'Không thể kết hợp các lựa chọn cùng một trận', zh: '同一场比赛的选项不能组合', en: 'Selections from the same match cannot be combined' }],
  oddsAdjusting: [3018, { vi: 'Tỷ lệ cược đang được điều chỉnh, vui lòng thử lại', zh: '赔率调整中，请重试', en: 'Odds are being adjusted, please try again' }],
  orderMissing: [6040, { vi: 'Không tìm thấy lệnh cược', zh: '未找到注单', en: 'Order not found' }],
  cashOutRunning: [6041, { vi: 'Cược này đang được xử lý rút sớm', zh: '该注单的提前兑现正在处理中', en: 'A cash-out of this bet is already being processed' }],
  notConfirmed: [6042, { vi: 'Cược chưa được xác nhận', zh: '注单尚未确认', en: 'The bet is not confirmed yet' }],
  cashOutBelowMin: [6047, { vi: 'Số tiền rút sớm thấp hơn mức tối thiểu', zh: '提前兑现金额低于最低限额', en: 'Cash-out stake is below the minimum' }],
  returnChanged: [6049, { vi: 'Số tiền rút sớm đã thay đổi', zh: '提前兑现金额已变化', en: 'The cash-out amount has changed' }],
  cashOutUnavailable: [6050, { vi: 'Hiện không thể rút sớm cược này', zh: '该注单暂时无法提前兑现', en: 'Cash-out is not available for this bet right now' }],
  cancelFailed: [6052, { vi: 'Không thể hủy cược chờ này nữa', zh: '该预约投注已无法取消', en: 'The reserve bet can no longer be cancelled' }],
  reserveMissing: [6054, { vi: 'Không tìm thấy cược chờ', zh: '未找到预约投注', en: 'Reserve bet not found' }],
  oddsAboveCap: [6060, { vi: 'Tỷ lệ mục tiêu vượt quá mức cho phép', zh: '目标赔率超过允许的上限', en: 'The target odds are above the allowed maximum' }],
  tooManyCashOuts: [17008, { vi: 'Cược này đã rút sớm tối đa 5 lần', zh: '该注单已达到最多5次提前兑现', en: 'This bet has reached the maximum of 5 cash-outs' }],
  noCashOutQuote: [17015, { vi: 'Hiện không có báo giá rút sớm cho cược này', zh: '该注单暂无提前兑现报价', en: 'No cash-out quote is available for this bet' }],
});

export type OrderCodeValue = (typeof OrderCode)[keyof typeof OrderCode];

/** The refusal of `code` in the call's language; `detail` (the fields a body got wrong) is appended as it is. */
export const orderFail = (code: OrderCodeValue, detail?: string) =>
  sportsFail(code, detail ? inEveryLanguage((language) => `${failureText(orderMessages[code] ?? '', language)}: ${detail}`) : orderMessages[code]);

export type MemberCall = { ok: true; memberId: number } | { ok: false; response: ReturnType<typeof sportsFail> };

/** Betting calls need a member's provider token: a guest gets 14009, an unknown token 14010. */
export function memberCaller(request: Request): MemberCall {
  const caller = providerCaller(request);
  if (!caller.ok) return caller;
  if (caller.memberId === null) return { ok: false, response: orderFail(OrderCode.notLoggedIn) };
  return { ok: true, memberId: caller.memberId };
}

export type Parsed<T> = { ok: true; body: T } | { ok: false; response: ReturnType<typeof sportsFail> };

/** Reads the JSON body with a generated request schema; a body that does not fit answers code 5 naming the fields. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const raw = (await jsonBody(request)) ?? {};
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'} ${issue.message}`);
  return { ok: false, response: orderFail(OrderCode.badParameter, fields.join('; ')) };
}

/** The raw body, for the limits checked before the schema (which would only say "too big"). */
export async function rawBody(request: Request): Promise<Record<string, unknown>> {
  const raw = await jsonBody(request);
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}
