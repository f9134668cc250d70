// The main API's `{ code, msg, data }` envelope and the result codes the mock answers with; failure messages
// follow the request's language (vi-VI, zh-CN, en-US) where they are written in all three languages. The sports
// provider's envelope (sports-envelope.ts) registers its failures here too, so both are answered one way.
import { HttpResponse } from 'msw';
import { textLanguageOf, type TextLanguage, type Texts } from './text-language';

export const MAIN_OK = 200;

/** A failure message: Vietnamese only, or in every answer language (then it follows the request's Language). */
export type Message = string | Texts;

/** The Vietnamese text of a message (what a failure carries until its route answers it in the request's language). */
export const vietnameseOf = (message: Message): string => (typeof message === 'string' ? message : message.vi);

/**
 * Vietnamese failure messages with their Chinese and English texts. A main API failure answered by a declared route
 * (routes.ts) is sent in the request's language when its Vietnamese message is listed here.
 */
const failureTexts = new Map<string, Texts>();

/**
 * Lists translated failure messages (resultCodes does it for every code given in all three languages). A Vietnamese
 * message listed twice must carry the same translations, or one table would answer with another's texts.
 */
export function registerFailureTexts(messages: Iterable<Message>): void {
  for (const message of messages) {
    if (typeof message === 'string') continue;
    const listed = failureTexts.get(message.vi);
    if (listed && (listed.zh !== message.zh || listed.en !== message.en)) {
      throw new Error(`The failure message "${message.vi}" is listed with two translations: ${listed.en} / ${message.en}`);
    }
    failureTexts.set(message.vi, message);
  }
}

/** A Vietnamese failure message in `language` (unchanged when it has no translation). */
export const failureText = (message: string, language: TextLanguage): string => failureTexts.get(message)?.[language] ?? message;

/**
 * Result codes written once with their messages: `codes` maps each name to its code (handlers, tests and stories
 * compare against it), `messages` maps each code to the Vietnamese message the mock sends with it; messages given
 * in all three languages are answered in the request's (see localiseFailure).
 */
export function resultCodes<const T extends Record<string, readonly [code: number, message: Message]>>(entries: T) {
  const codes = Object.fromEntries(Object.entries(entries).map(([name, [code]]) => [name, code])) as { readonly [K in keyof T]: T[K][0] };
  const messages: Record<number, string> = Object.fromEntries(Object.values(entries).map(([code, message]) => [code, vietnameseOf(message)]));
  registerFailureTexts(Object.values(entries).map(([, message]) => message));
  return { codes, messages };
}

const SYSTEM_ERROR: Texts = { vi: 'Lỗi hệ thống', zh: '系统错误', en: 'System error' };
/** The message of a generic failure the app shows as it is (the error scenarios answer it). */
export const SYSTEM_BUSY: Texts = { vi: 'Hệ thống bận, vui lòng thử lại sau', zh: '系统繁忙，请稍后再试', en: 'The system is busy, please try again later' };
registerFailureTexts([SYSTEM_ERROR, SYSTEM_BUSY]);

/** Result codes with the messages the backend sends, in Vietnamese (the deployment language) unless asked otherwise. */
export const { codes: MainCode, messages: mainMessages } = resultCodes({
  expired: [10009, { vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' }],
  repeatLogin: [10018, { vi: 'Tài khoản đã đăng nhập ở nơi khác', zh: '账号已在其他地方登录', en: 'This account has logged in somewhere else' }],
  warning: [1009000037, { vi: 'Số dư đang được đối soát, vui lòng kiểm tra lại sau', zh: '余额正在核对中，请稍后再查看', en: 'Your balance is being reconciled, please check again later' }],
  silent: [1006000117, { vi: 'Không thể tải thông tin thành viên', zh: '无法加载会员信息', en: 'The member information could not be loaded' }],
  wrongCredentials: [1001000001, { vi: 'Tên đăng nhập hoặc mật khẩu không đúng', zh: '用户名或密码错误', en: 'Wrong username or password' }],
  userNameTaken: [1001000002, { vi: 'Tên đăng nhập đã tồn tại', zh: '用户名已存在', en: 'This username is already taken' }],
  wrongCode: [1001000003, { vi: 'Mã xác minh không đúng', zh: '验证码错误', en: 'Wrong verification code' }],
  unknownMobile: [1001000004, { vi: 'Số điện thoại chưa được đăng ký', zh: '该手机号尚未注册', en: 'This phone number is not registered' }],
  captchaFailed: [1001000006, { vi: 'Xác minh không thành công', zh: '验证失败', en: 'Verification failed' }],
  mobileTaken: [1001000007, { vi: 'Số điện thoại đã được đăng ký', zh: '该手机号已注册', en: 'This phone number is already registered' }],
  tooOften: [1001000008, { vi: 'Vui lòng thử lại sau 60 giây', zh: '请60秒后再试', en: 'Please try again in 60 seconds' }],
  badEmail: [1001000009, { vi: 'Địa chỉ e-mail không hợp lệ', zh: '邮箱地址无效', en: 'Invalid e-mail address' }],
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

/** How a failure answer is sent again in another language. */
interface Failure {
  texts: Texts;
  /** The same failure with `msg` as its message. */
  answerIn: (msg: string) => Response;
  /** The language the request asks its answers in (the main API reads the Language header). */
  languageOf: (request: Request) => TextLanguage | Promise<TextLanguage>;
}

/** The failure answers with a message in every language (so a route can answer them in the request's). */
const failures = new WeakMap<Response, Failure>();

/**
 * Remembers the texts of a failure answer made by an envelope's fail function: `message` in every language, or a
 * Vietnamese message listed by resultCodes / registerFailureTexts. A message in Vietnamese only stays as it is.
 */
export function rememberFailure(response: Response, message: Message, answerIn: Failure['answerIn'], languageOf: Failure['languageOf'] = textLanguageOf): void {
  const texts = typeof message === 'string' ? failureTexts.get(message) : message;
  if (texts) failures.set(response, { texts, answerIn, languageOf });
}

/** A failure envelope with data null (HTTP 200, like every main API answer), in Vietnamese until its route answers. */
export function fail(code: number, message: Message = mainMessages[code] ?? SYSTEM_ERROR): HttpResponse<Envelope<null>> {
  const response = HttpResponse.json<Envelope<null>>({ code, msg: vietnameseOf(message), data: null });
  rememberFailure(response, message, (msg) => HttpResponse.json<Envelope<null>>({ code, msg, data: null }));
  return response;
}

/**
 * A failure answer (fail(), sportsFail()) sent in the request's language when its message is written in every
 * language; any other answer is returned as it is. Every declared route answers through this (routes.ts).
 */
export async function localiseFailure<R>(answer: R, request: Request): Promise<R> {
  const failure = answer instanceof Response ? failures.get(answer) : undefined;
  if (!failure) return answer;
  const language = await failure.languageOf(request);
  return language === 'vi' ? answer : (failure.answerIn(failure.texts[language]) as R);
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
