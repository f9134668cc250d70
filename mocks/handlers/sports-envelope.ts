// The sports provider's `{ code, message?, success, data }` envelope and its token check. Failure messages follow
// the body's languageType (VIE, CMN, ENG; English without one, as the provider's data does), answered by the route
// the same way as the main API's (main-envelope.ts localiseFailure).
import { HttpResponse } from 'msw';
import { hash8 } from '@/shared/lib/device-id';
import { db } from '../db';
import { sportLanguage, type SportLanguage } from '../seed/sports-texts';
import { jsonBody, registerFailureTexts, rememberFailure, tokenOf, vietnameseOf, type Message } from './main-envelope';
import { inEveryLanguage, type TextLanguage, type Texts } from './text-language';

export const SportsCode = { ok: 0, badParameter: 5, maintenance: 8, tokenExpired: 14010 } as const;

/** The provider's general failure texts (the betting calls' own are in bet-placing-codes.ts). */
export const SPORTS_TEXTS = {
  badParameter: { vi: 'Lỗi tham số', zh: '参数错误', en: 'Parameter error' },
  maintenance: { vi: 'Hệ thống đang bảo trì', zh: '系统维护中', en: 'System maintenance' },
  tokenExpired: { vi: 'Đăng nhập đã hết hạn, vui lòng đăng nhập lại', zh: '登录已失效，请重新登录', en: 'Login expired, please log in again' },
  failed: { vi: 'Thất bại', zh: '失败', en: 'Failed' },
  noData: { vi: 'Không có dữ liệu', zh: '暂无数据', en: 'No data' },
  systemError: { vi: 'Lỗi hệ thống', zh: '系统错误', en: 'System error' },
} as const satisfies Record<string, Texts>;
registerFailureTexts(Object.values(SPORTS_TEXTS));

export const sportsMessages: Readonly<Record<number, Texts>> = {
  [SportsCode.badParameter]: SPORTS_TEXTS.badParameter,
  [SportsCode.tokenExpired]: SPORTS_TEXTS.tokenExpired,
};

const ANSWER_LANGUAGE: Readonly<Record<SportLanguage, TextLanguage>> = { VIE: 'vi', CMN: 'zh', ENG: 'en' };

/** The language a provider call is answered in: its body's languageType (English without one). */
export async function sportsLanguageOf(request: Request): Promise<TextLanguage> {
  const body = await jsonBody(request);
  const languageType = typeof body === 'object' && body !== null ? (body as { languageType?: unknown }).languageType : undefined;
  return ANSWER_LANGUAGE[sportLanguage(languageType)];
}

interface SportsEnvelope<D> {
  code: number;
  message?: string;
  success: boolean;
  data: D;
}

/**
 * The real provider answers a success either as `{ code, message, success, data }` or in the short form
 * `{ code, success, data }`. The mock gives both: the shape follows from the data (odd hash: short form), so the
 * same answer always has the same shape and no run differs from another (FNV-1a of the JSON, last hex digit).
 */
export function sportsOkCarriesMessage(data: unknown): boolean {
  return Number.parseInt(hash8(JSON.stringify(data) ?? '').slice(-1), 16) % 2 === 0;
}

export function sportsOk<D>(data: D): HttpResponse<SportsEnvelope<D>> {
  const body: SportsEnvelope<D> = sportsOkCarriesMessage(data)
    ? { code: SportsCode.ok, message: 'success', success: true, data }
    : { code: SportsCode.ok, success: true, data };
  return HttpResponse.json(body);
}

const failure = (code: number, message: string) => HttpResponse.json<SportsEnvelope<null>>({ code, message, success: false, data: null });

/** A failure envelope; a message in every language (or listed by resultCodes) is answered in the call's language. */
export function sportsFail(code: number, message: Message = sportsMessages[code] ?? SPORTS_TEXTS.failed): HttpResponse<SportsEnvelope<null>> {
  const response = failure(code, vietnameseOf(message));
  rememberFailure(response, message, (text) => failure(code, text), sportsLanguageOf);
  return response;
}

/** One page of a provider list (`current` counts from 1): the totals and the records on it, each shown by `view`. */
export function sportsPage<T, R>(all: readonly T[], { current, size }: { current: number; size: number }, view: (item: T) => R) {
  const start = (current - 1) * size;
  return { current, size, total: all.length, pageTotal: Math.ceil(all.length / size), records: all.slice(start, start + size).map(view) };
}

/** A maintenance answer whose message carries the window as "[<startMs>-<endMs>]". */
export function sportsMaintenance(startMs: number, endMs: number): HttpResponse<SportsEnvelope<null>> {
  return sportsFail(SportsCode.maintenance, inEveryLanguage((language) => `${SPORTS_TEXTS.maintenance[language]} [${startMs}-${endMs}]`));
}

export type ProviderCaller = { ok: true; memberId: number | null } | { ok: false; response: ReturnType<typeof sportsFail> };

/**
 * Reading calls accept the guest token (an empty Authorization) or a provider token issued by the main API's
 * sports-token call; any other token answers 14010 so the app fetches a fresh one.
 */
export function providerCaller(request: Request): ProviderCaller {
  const token = tokenOf(request);
  if (token === '') return { ok: true, memberId: null };
  const session = db.sessions.findFirst((q) => q.where({ token, kind: 'sports' }));
  return session ? { ok: true, memberId: session.memberId } : { ok: false, response: sportsFail(SportsCode.tokenExpired) };
}
