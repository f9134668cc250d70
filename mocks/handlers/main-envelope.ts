// The main API's `{ code, msg, data }` envelope and the result codes the mock answers with.
import { HttpResponse } from 'msw';

export const MAIN_OK = 200;

/** Result codes with the Vietnamese messages the backend sends (the deployment language). */
export const MainCode = {
  expired: 10009,
  repeatLogin: 10018,
  warning: 1009000037,
  silent: 1006000117,
  wrongCredentials: 1001000001,
  userNameTaken: 1001000002,
  wrongCode: 1001000003,
  unknownMobile: 1001000004,
  captchaFailed: 1001000006,
  mobileTaken: 1001000007,
  tooOften: 1001000008,
  badEmail: 1001000009,
} as const;

export const mainMessages: Record<number, string> = {
  [MainCode.expired]: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  [MainCode.repeatLogin]: 'Tài khoản đã đăng nhập ở nơi khác',
  [MainCode.warning]: 'Số dư đang được đối soát, vui lòng kiểm tra lại sau',
  [MainCode.silent]: 'Không thể tải thông tin thành viên',
  [MainCode.wrongCredentials]: 'Tên đăng nhập hoặc mật khẩu không đúng',
  [MainCode.userNameTaken]: 'Tên đăng nhập đã tồn tại',
  [MainCode.wrongCode]: 'Mã xác minh không đúng',
  [MainCode.unknownMobile]: 'Số điện thoại chưa được đăng ký',
  [MainCode.captchaFailed]: 'Xác minh không thành công',
  [MainCode.mobileTaken]: 'Số điện thoại đã được đăng ký',
  [MainCode.tooOften]: 'Vui lòng thử lại sau 60 giây',
  [MainCode.badEmail]: 'Địa chỉ e-mail không hợp lệ',
};

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
