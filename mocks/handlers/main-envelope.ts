// The main API's `{ code, msg, data }` envelope and the result codes the mock answers with.
import { HttpResponse } from 'msw';

export const MAIN_OK = 200;

/**
 * Result codes written once with their messages: `codes` maps each name to its code (handlers, tests and stories
 * compare against it), `messages` maps each code to the message the mock sends with it.
 */
export function resultCodes<const T extends Record<string, readonly [code: number, message: string]>>(entries: T) {
  const codes = Object.fromEntries(Object.entries(entries).map(([name, [code]]) => [name, code])) as { readonly [K in keyof T]: T[K][0] };
  const messages: Record<number, string> = Object.fromEntries(Object.values(entries));
  return { codes, messages };
}

/** Result codes with the Vietnamese messages the backend sends (the deployment language). */
export const { codes: MainCode, messages: mainMessages } = resultCodes({
  expired: [10009, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
  repeatLogin: [10018, 'Tài khoản đã đăng nhập ở nơi khác'],
  warning: [1009000037, 'Số dư đang được đối soát, vui lòng kiểm tra lại sau'],
  silent: [1006000117, 'Không thể tải thông tin thành viên'],
  wrongCredentials: [1001000001, 'Tên đăng nhập hoặc mật khẩu không đúng'],
  userNameTaken: [1001000002, 'Tên đăng nhập đã tồn tại'],
  wrongCode: [1001000003, 'Mã xác minh không đúng'],
  unknownMobile: [1001000004, 'Số điện thoại chưa được đăng ký'],
  captchaFailed: [1001000006, 'Xác minh không thành công'],
  mobileTaken: [1001000007, 'Số điện thoại đã được đăng ký'],
  tooOften: [1001000008, 'Vui lòng thử lại sau 60 giây'],
  badEmail: [1001000009, 'Địa chỉ e-mail không hợp lệ'],
});

interface Envelope<D> {
  code: number;
  msg: string;
  data: D;
}

/** A success envelope. */
export function ok<D>(data: D, msg = 'success'): HttpResponse<Envelope<D>> {
  return HttpResponse.json({ code: MAIN_OK, msg, data });
}

/** A failure envelope with data null (HTTP 200, like every main API answer). */
export function fail(code: number, msg = mainMessages[code] ?? 'Lỗi hệ thống'): HttpResponse<Envelope<null>> {
  return HttpResponse.json({ code, msg, data: null });
}

/** The session token of a request: the raw Authorization header (a `Bearer ` prefix is tolerated). */
export function tokenOf(request: Request): string {
  const raw = request.headers.get('authorization') ?? '';
  return raw.replace(/^Bearer\s+/i, '').trim();
}

/** The JSON body of a request, or undefined when it is missing or not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
